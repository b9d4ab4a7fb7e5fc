import type { Request } from 'express';

/**
 * The origin the site's absolute links use: PUBLIC_URL when set (it should be, behind a cache:
 * a Host header is the client's to choose), else the one this request came to.
 */
export function siteOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = req.get('host') ?? 'localhost';
  // A Host header is text from the client: only a host name and port make it into a link.
  const safeHost = /^[\w.-]+(?::\d{1,5})?$/.test(host) ? host : 'localhost';
  return `${req.protocol}://${safeHost}`;
}
