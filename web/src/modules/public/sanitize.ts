import createDOMPurify, { type WindowLike } from 'dompurify';

// The translated texts of the landing page are HTML (part 3 §2). They pass through DOMPurify with
// a short allow-list, so a translation that holds a script, an event handler or a javascript: link
// runs nothing.
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h3'],
  ALLOWED_ATTR: ['href', 'title', 'lang'],
  ALLOW_DATA_ATTR: false,
};

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** Where there is no browser (the page prerendered at build time), a DOM such as jsdom's. */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = createDOMPurify(window);
}

function escapeText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Safe HTML of a translation; with no DOM to parse it, the bare text (failing closed). */
export function sanitizeHtml(html: string): string {
  if (!purifier && typeof window !== 'undefined') purifier = createDOMPurify(window);
  if (!purifier?.isSupported) return escapeText(html);
  return purifier.sanitize(html, ALLOWED);
}
