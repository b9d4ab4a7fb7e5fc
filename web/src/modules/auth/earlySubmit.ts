/**
 * The prerendered sign-in page shows its form long before the application's scripts have run (on
 * a busy phone, seconds). Its button is disabled in the HTML, so that a page without scripts never
 * lets the browser send the form itself (a GET: the password in the address). This script, inlined
 * by web/scripts/prerender.mjs right after the page's root (so it runs before anyone can use the
 * form), keeps a submit made before React has the form instead of losing it, then enables the
 * button, which Enter needs. React takes the kept submit over (takeEarlySubmit) and sends it.
 * It is written once, in ES5: the server allows it by the hash of this exact text.
 */
export const EARLY_SUBMIT_SCRIPT = [
  '(function () {',
  "  var form = document.querySelector('#root form');",
  '  if (!form) return;',
  '  var early = (window.__federaSignIn = { submit: null, taken: false });',
  "  form.addEventListener('submit', function (event) {",
  '    if (early.taken) return;',
  '    event.preventDefault();',
  '    early.submit = event;',
  '  });',
  "  var button = form.querySelector('button[type=submit]');",
  '  if (button) button.disabled = false;',
  '})();',
].join('\n');

type EarlySubmit = { submit: Event | null; taken: boolean };

declare global {
  interface Window {
    __federaSignIn?: EarlySubmit;
  }
}

/**
 * React has the form: from now on its own handler answers. The submit the page's script kept
 * meanwhile, if any, is returned once.
 */
export function takeEarlySubmit(): Event | null {
  const early = typeof window === 'undefined' ? undefined : window.__federaSignIn;
  if (!early || early.taken) return null;
  early.taken = true;
  const { submit } = early;
  early.submit = null;
  return submit;
}
