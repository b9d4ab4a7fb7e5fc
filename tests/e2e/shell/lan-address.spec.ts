import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { chromium } from '../support/chromium';
import { ADMIN, signInWithForm } from '../support/demo';

// Opened from another computer the address is an ordinary http:// one, which the browser does not
// treat as secure as it does 127.0.0.1. Chromium resolves this LAN-like name to the loopback
// address, so the traffic never leaves the machine.
const LAN_NAME = 'federa.lan';
const lan = (url: string) => url.replace('127.0.0.1', LAN_NAME);

test.use({
  launchOptions: { ...chromium, args: [...chromium.args, `--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`] },
  baseURL: async ({ app }, use) => use(lan(app.url)),
});

test('under a LAN name over plain HTTP the app loads its scripts and styles, and signs in', async ({
  page,
  app,
}) => {
  const upgraded: string[] = [];
  page.on('requestfailed', (request) => upgraded.push(request.url()));

  await signInWithForm(page, ADMIN.mail);
  const shell = new AppShell(page);
  await shell.openMenuIfCollapsed();
  await expect(shell.memberName).toBeVisible();
  await expect(shell.sidebar).toBeVisible();
  await expect(page).toHaveURL(`${lan(app.url)}/es/app/inicio`);
  // Styles applied: the page is not the browser's unstyled default.
  await expect(page.locator('body')).toHaveCSS('margin-top', '0px');
  expect(upgraded.filter((url) => url.startsWith('https://'))).toEqual([]);
});
