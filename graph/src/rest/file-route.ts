import type { Request, RequestHandler } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { translate, type Lang } from '@federa/schema/i18n';
import { onReader } from '../database/reader';
import type { RequestContext } from '../modules/common/caller';
import { asDomainError } from '../modules/common/database-errors';
import { retryStatus } from '../modules/common/domain-error';
import { contentDisposition, type SendFile } from '../modules/common/file-stream';
import { errorBody, requestLanguage, type RestBody, type RestDeps } from './respond';

export type FileRouteOptions = {
  /** Where a failure is logged from: `[tag] ...`. */
  tag: string;
  /** A refusal's body as this call answers it (the course exports add §8's title). */
  decorateError?: (body: RestBody, lang: Lang) => RestBody;
  /**
   * The file may be a moment behind: read from the read replica when one is configured and near
   * enough (ADR 0025); the session is still checked on the primary. `'caught-up'`: only once the
   * standby has replayed every commit made before the request (the caller's own writes).
   */
  fromReader?: boolean | 'caught-up';
};

/**
 * A REST route that answers a file, not `{estado, res}`. The handler decides everything that may
 * refuse (no session, no permission, junk) and then calls `send` once: until then a refusal
 * answers as every call does (restRoute), with Retry-After when busy; from then on the response
 * is the file (Content-Disposition with the name twice, RFC 6266; never kept by a cache on the
 * way: members' names and payments) and a failure can only cut the download short.
 */
export function fileRoute(
  deps: RestDeps,
  handler: (ctx: RequestContext, req: Request, send: SendFile) => Promise<void>,
  options: FileRouteOptions,
): RequestHandler {
  const decorate = options.decorateError ?? ((body: RestBody) => body);
  return async (req, res) => {
    const lang = requestLanguage(req);
    let started = false;
    let fileHeaders: string[] = [];
    const send: SendFile = async (file) => {
      started = true;
      const headers = {
        'Content-Type': file.type,
        'Content-Disposition': contentDisposition(file.name),
        'Cache-Control': 'no-store',
        ...file.headers,
      };
      fileHeaders = Object.keys(headers);
      res.set(headers);
      if ('body' in file) res.send(file.body);
      else await file.write(res);
    };
    try {
      const em = deps.orm.em.fork();
      const caller = await deps.services.auth.authenticate(em, req.get('authorization'));
      const handle = (reader: EntityManager) =>
        handler({ em: reader, caller, lang, ip: req.ip ?? 'unknown' }, req, send);
      // Once the file has begun, a replica failing under it can only cut it short.
      await (options.fromReader
        ? onReader(em, handle, () => !started, options.fromReader === 'caught-up')
        : handle(em));
    } catch (thrown) {
      const trace = thrown instanceof Error ? thrown.stack : String(thrown);
      if (started && res.headersSent) {
        // A client that went away has closed the response already: nothing to report.
        if (!res.destroyed) deps.log(`[${options.tag}] download cut short: ${trace}`, 'error');
        res.destroy();
        return;
      }
      // A writer that fails before its first byte (a statement timeout on the first batch) has
      // sent nothing yet: the caller still gets the answer any refusal gets, not a dropped line.
      for (const name of fileHeaders) res.removeHeader(name);
      const error = asDomainError(thrown);
      if (!error) {
        deps.log(`[${options.tag}] ${trace}`, 'error');
        res
          .status(500)
          .json(decorate({ estado: 1, res: { mensaje: translate(lang, 'common.internal') } }, lang));
        return;
      }
      if (error.options.retryAfterSeconds)
        res.status(retryStatus(error.code)).set('Retry-After', String(error.options.retryAfterSeconds));
      res.json(decorate(errorBody(error, lang), lang));
    }
  };
}
