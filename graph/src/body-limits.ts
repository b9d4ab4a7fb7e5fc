import express, { type Request, type RequestHandler } from 'express';
import type { Config } from './config';
import { tokenFromHeader, verifySession } from './modules/auth/token';

/** The REST calls (under /v1) that carry an image as a data URL: dojo logo, member avatar. */
const IMAGE_CALLS = new Set(['/dojos/ins', '/dojos/mod', '/asociados/ins', '/asociados/mod']);
export const isRestImageCall = (req: Request) => IMAGE_CALLS.has(req.path);

/**
 * Large bodies only where an image may travel, and only from a session: the REST image calls and
 * /graphql (where createDojo, updateDojo, createMember and updateMember take data URLs) with a
 * token that passes its signature check. That check reads no body and no database; whether the
 * session is still valid is decided later, as for any call. Anonymous callers, who can upload no
 * image, get the plain limit on every door. A body over its limit is refused (413) from its
 * Content-Length before any of it is parsed.
 */
export function bodyParsers(
  config: Config,
  options: { urlencoded?: boolean; takesImages: (req: Request) => boolean },
): RequestHandler {
  const parsers = (limit: string) => {
    const json = express.json({ limit });
    const form = express.urlencoded({ extended: false, limit });
    const chain: RequestHandler = (req, res, next) =>
      json(req, res, (error) => (error || !options.urlencoded ? next(error) : form(req, res, next)));
    return chain;
  };
  const plain = parsers(config.bodyLimits.plain);
  const images = parsers(config.bodyLimits.images);
  const mayCarryImage = (req: Request) =>
    options.takesImages(req) &&
    verifySession(config, tokenFromHeader(req.get('authorization')) ?? '') !== null;
  return (req, res, next) => (mayCarryImage(req) ? images : plain)(req, res, next);
}
