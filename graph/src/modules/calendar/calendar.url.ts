import type { Request } from 'express';
import type { Lang } from '@federa/schema/i18n';
import { requestOrigin } from '../common/request-origin';

/**
 * The feed's address as the caller reached this server, with their language, so that a calendar
 * application fetching it later gets their words. Only the path when the Host header is not a
 * plain host.
 */
export function feedUrl(req: Request, path: string, lang: Lang): string {
  return `${requestOrigin(req) ?? ''}${path}?lang=${lang}`;
}
