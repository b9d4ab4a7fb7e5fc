import type { Request } from 'express';
import { requestOrigin } from '../common/request-origin';

/**
 * The origin the site's absolute links use: PUBLIC_URL when set (it should be, behind a cache:
 * a Host header is the client's to choose), else the one this request came to, or localhost when
 * its Host header is no plain host.
 */
export function siteOrigin(req: Request, publicUrl: string | undefined): string {
  return publicUrl ?? requestOrigin(req) ?? `${req.protocol}://localhost`;
}
