import type { Log } from '../logging';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { translate, type Lang } from '@federa/schema/i18n';
import type { RequestContext } from '../modules/common/caller';
import { asDomainError } from '../modules/common/database-errors';
import { DomainError, retryStatus, type RefusalReason } from '../modules/common/domain-error';
import { fromRest, type ListRequest } from '../modules/common/list/request';
import { resolveLanguage } from '../modules/common/language';
import type { TakenBy } from '../modules/common/taken';
import type { Services } from '../services';

export type RestDeps = { orm: MikroORM; services: Services; log: Log };
export type RestBody = Record<string, unknown>;
type Handler = (ctx: RequestContext, req: Request) => Promise<RestBody>;

export function requestLanguage(req: Request): Lang {
  const explicit = req.query.lang ?? req.get('lang') ?? (req.body as RestBody | undefined)?.lang;
  return resolveLanguage(explicit, req.get('accept-language'));
}

/** The legacy `estado` of a refusal: 1, but for the reasons the spec numbers (§8: 9, has history). */
const ESTADO_OF_REASON: Record<RefusalReason, number> = { HAS_HISTORY: 9 };

/** The legacy name of each domain field a route's refusals may name (firstName: 'nombre'). */
export type FieldNames = Readonly<Record<string, string>>;

/** The legacy answer for a refusal: `estado` non-zero, `res.mensaje` in the caller's language. */
export function errorBody(error: DomainError, lang: Lang, restFields: FieldNames = {}): RestBody {
  const { fields, params, reason, title } = error.options;
  return {
    estado: reason ? ESTADO_OF_REASON[reason] : 1,
    res: {
      ...(title && { titulo: translate(lang, title) }),
      mensaje: translate(lang, error.key, params),
      codigo: error.code,
      ...(fields && {
        errores: fields.map((f) => ({
          campo: restFields[f.field] ?? f.field,
          clave: f.key,
          mensaje: translate(lang, f.key, f.params),
        })),
      }),
    },
  };
}

/**
 * The REST door: builds the request context (own entity manager, verified caller, language),
 * runs one service call, and answers `{estado: 0, ...}`. Business refusals are HTTP 200 with a
 * non-zero estado, as the legacy clients expect; throttling is 429 with Retry-After.
 */
export type RouteOptions = {
  /** Open to anyone: a stale or foreign token is ignored instead of refused. */
  public?: boolean;
  decorateError?: (body: RestBody) => RestBody;
  /** Field errors come named as the domain names them; REST answers them under these names. */
  restFields?: FieldNames;
};

export function restRoute(deps: RestDeps, handler: Handler, options: RouteOptions = {}): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const lang = requestLanguage(req);
    try {
      const em = deps.orm.em.fork();
      const caller = await deps.services.auth
        .authenticate(em, req.get('authorization'))
        .catch((error: unknown) =>
          options.public && error instanceof DomainError ? null : Promise.reject(error),
        );
      const ctx: RequestContext = { em, caller, lang, ip: req.ip ?? 'unknown' };
      const body = await handler(ctx, req);
      res.json({ estado: 0, ...body });
    } catch (thrown) {
      const error = asDomainError(thrown);
      if (!error) return next(thrown);
      const body = errorBody(error, lang, options.restFields);
      if (error.options.retryAfterSeconds) {
        res.status(retryStatus(error.code)).set('Retry-After', String(error.options.retryAfterSeconds));
      }
      res.json(options.decorateError ? options.decorateError(body) : body);
    }
  };
}

/** A header value as the legacy client sends it: UTF-8 bytes that Node reads as latin1. */
export function headerText(req: Request, name: string): string | undefined {
  const value = req.get(name);
  if (value === undefined) return undefined;
  const utf8 = Buffer.from(value, 'latin1').toString('utf8');
  return utf8.includes('\uFFFD') ? value : utf8;
}

export function param(req: Request, name: string): unknown {
  const body = req.body as RestBody | undefined;
  return body && typeof body === 'object' && name in body ? body[name] : req.query[name];
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

export function integer(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A parameter the door cannot read: refused as invalid input under its own (REST) name. */
export const invalid = (field: string) => DomainError.invalid([{ field, key: 'common.invalidInput' }]);

/** An id the call needs (`id` unless named otherwise): junk or absent is refused. */
export function requiredId(req: Request, name = 'id'): number {
  const id = integer(param(req, name));
  if (id === undefined) throw invalid(name);
  return id;
}

/**
 * An id that may be left out (the record being edited, a list's dojo or association): absent,
 * empty or null is 0, none; junk is refused.
 */
export function optionalId(req: Request, name = 'id'): number {
  const raw = param(req, name);
  if (raw === undefined || raw === '' || raw === null) return 0;
  return requiredId(req, name);
}

/** A "taken" check as the legacy contract answers it: -1 when free (§7 rep_* calls). */
export const restTaken = (owner: TakenBy): number => owner ?? -1;

export function boolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

/** The largest id a serial (int4) key holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A list of ids (`selec`): a JSON array, or a comma-separated text. Absent is undefined; junk is
 * refused under its REST name. Only `max + 1` entries are read, so that the service refuses a
 * list too long with its own message without anything examining the rest.
 */
export function idList(req: Request, name: string, max: number): number[] | undefined {
  const raw = param(req, name);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const items: unknown[] = Array.isArray(raw)
    ? raw.slice(0, max + 1)
    : typeof raw === 'string' || typeof raw === 'number'
      ? String(raw).split(',', max + 1)
      : [raw];
  const ids = items.map(integer);
  // Ids are positive int4 in every table: anything else names nothing, and is refused here rather
  // than failing the database's cast.
  if (ids.some((id) => id === undefined || id < 1 || id > MAX_ID)) throw invalid(name);
  return ids as number[];
}

/** A list's REST parameters (ini, pag, orden, filtro) as the list kit's request. */
export const listParams = (req: Request): ListRequest =>
  fromRest({
    ini: param(req, 'ini'),
    pag: param(req, 'pag'),
    orden: param(req, 'orden'),
    filtro: param(req, 'filtro'),
    acotar: param(req, 'acotar'),
  });
