import type { Request } from 'express';
import type { Lang } from '@federa/schema/i18n';

/** A host as a browser sends it (name or address, optional port); anything else is not echoed. */
const HOST = /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The feed's address as the caller reached this server (the protocol a trusted proxy reports),
 * with their language, so that a calendar application fetching it later gets their words. Only
 * the path when the Host header is not a plain host.
 */
export function feedUrl(req: Request, path: string, lang: Lang): string {
  const host = req.get('host') ?? '';
  const origin = host.length <= 261 && HOST.test(host) ? `${req.protocol}://${host}` : '';
  return `${origin}${path}?lang=${lang}`;
}
