import express, { type Request, type RequestHandler } from 'express';
import type { Config } from './config';
import { tokenFromHeader, verifySession } from './modules/auth/token';

/**
 * Whether a REST call (under /v1) is one of those that carry a file as base64, each module's
 * `uploadRoutes`: dojo logo, member avatar, course poster (data URLs), the members import's
 * spreadsheet.
 */
export function restUploadCalls(paths: Iterable<string>): (req: Request) => boolean {
  const calls = new Set(paths);
  return (req) => calls.has(req.path);
}

/** A limit as body-parser reads it ('100kb', '17mb', '2048'), in bytes (1 kb = 1,024 bytes). */
export function limitInBytes(limit: string): number {
  const match = /^(\d{1,12})\s{0,4}(b|kb|mb|gb)?$/i.exec(limit.trim());
  if (!match) throw new Error(`Not a body size: ${limit}`);
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(match[2] ?? 'b').toLowerCase() as 'b'];
  return Number(match[1]) * unit;
}

/**
 * Large bodies only where an image may travel, and only from a live session: the REST image calls
 * and /graphql (where createDojo, updateDojo, createMember and updateMember take data URLs). A
 * body within the plain limit needs no more; a larger one (or one of unknown length) is read with
 * the image limit only when its token passes the full session check (signature, then the
 * database: a signed-out or ended token gets no more than an anonymous caller). Anonymous callers,
 * who can upload no image, get the plain limit on every door. A body over its limit is refused
 * (413) from its Content-Length before any of it is parsed.
 */
export function bodyParsers(
  config: Config,
  options: {
    urlencoded?: boolean;
    takesImages: (req: Request) => boolean;
    /** Whether the request's session is live (the same check every call makes). */
    liveSession: (req: Request) => Promise<boolean>;
  },
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
  const plainBytes = limitInBytes(config.bodyLimits.plain);
  const mayCarryImage = async (req: Request) => {
    const length = Number(req.get('content-length'));
    if (Number.isFinite(length) && length <= plainBytes) return false;
    if (!options.takesImages(req)) return false;
    if (verifySession(config, tokenFromHeader(req.get('authorization')) ?? '') === null) return false;
    return options.liveSession(req);
  };
  return (req, res, next) => {
    mayCarryImage(req).then(
      (large) => (large ? images : plain)(req, res, next),
      (error: unknown) => next(error),
    );
  };
}
