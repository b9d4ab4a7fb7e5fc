import type { Request } from 'express';

/** A host as a browser sends it (name or address, optional port); anything else is not echoed. */
const HOST = /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The origin the caller reached this server at (the protocol a trusted proxy reports), or null
 * when the Host header is not a plain host: a Host header is text from the client, bounded
 * before it is matched and never echoed into a link otherwise.
 */
export function requestOrigin(req: Request): string | null {
  const host = req.get('host') ?? '';
  return host.length <= 261 && HOST.test(host) ? `${req.protocol}://${host}` : null;
}
