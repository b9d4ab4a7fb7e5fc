import { getSISErrorCodeMessage } from 'redsys-easy';
import { translate, type Lang } from '@federa/schema/i18n';
import { formatCents } from '@federa/schema/validation/money';
import type { SignedFields } from '../redsys.signature';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Redsys's language numbers back to the page's language. */
export function pageLanguage(consumerLanguage: string | undefined): Lang {
  return consumerLanguage === '002' ? 'en' : consumerLanguage === '004' ? 'fr' : 'es';
}

// Styles inline (the app's CSP allows them), no script at all (it allows none inline): the page
// works with two plain submit buttons.
const STYLE = `body{font-family:system-ui,sans-serif;background:#eef1f4;margin:0;padding:2rem 1rem;color:#1d2733}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.2rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1rem}
dt{color:#5b6776}dd{margin:0;font-weight:600}.amount{font-size:1.6rem}.hint{font-size:.85rem;color:#5b6776}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}button{flex:1;padding:.7rem;border-radius:6px;font-size:1rem;cursor:pointer}
.pay{background:#c4161c;color:#fff;border:0}.cancel{background:#fff;border:1px solid #8a96a3}.error{color:#a4161c}`;

function page(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(translate(lang, 'payments.gateway.title'))}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export type PaymentPage = {
  lang: Lang;
  fields: SignedFields;
  decisionUrl: string;
  merchantCode: string;
  terminal: string;
  order: string;
  amountCents: number;
  description: string;
  bizum: boolean;
};

/** The payment page: what is paid, to whom, and Pay / Cancel; the signed fields travel on. */
export function paymentPage(p: PaymentPage): string {
  const t = (key: string) => escape(translate(p.lang, `payments.gateway.${key}` as never));
  const hidden = Object.entries(p.fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('');
  return page(
    p.lang,
    `<h1>${t('title')}</h1>
<dl><dt>${t('amount')}</dt><dd class="amount" data-testid="gateway-amount">${escape(formatCents(p.amountCents, p.lang))}</dd>
<dt>${t('merchant')}</dt><dd>${escape(p.merchantCode)} / ${escape(p.terminal)}</dd>
<dt>${t('order')}</dt><dd>${escape(p.order)}</dd>
<dt>${t('description')}</dt><dd>${escape(p.description)}</dd>
<dt>${t('method')}</dt><dd>${t(p.bizum ? 'bizum' : 'card')}</dd></dl>
<p class="hint">${t(p.bizum ? 'testBizum' : 'testCard')}</p><p class="hint">${t('noCardData')}</p>
<form method="post" action="${escape(p.decisionUrl)}">${hidden}<div class="actions">
<button class="pay" type="submit" name="decision" value="ok">${t('pay')}</button>
<button class="cancel" type="submit" name="decision" value="ko">${t('cancel')}</button></div></form>`,
  );
}

/** What Redsys shows when a merchant's request is wrong: its SIS code and message. */
export function refusalPage(lang: Lang, code: string): string {
  const message = getSISErrorCodeMessage(code) ?? '';
  return page(
    lang,
    `<h1>${escape(translate(lang, 'payments.gateway.title'))}</h1>
<p class="error" data-testid="gateway-error">${escape(translate(lang, 'payments.gateway.refused'))}</p>
<p><strong>${escape(code)}</strong> ${escape(message)}</p>`,
  );
}
