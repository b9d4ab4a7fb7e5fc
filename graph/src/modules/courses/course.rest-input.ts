import type { Request } from 'express';
import { COURSE_MAX_SESSIONS, type SessionEntry } from '@federa/schema/validation/courses';
import { boolean, integer, invalid, optionalId, param, text, type RestBody } from '../../rest/respond';
import type { CourseInput } from './course-input';

// How the legacy course form's fields (part 2 §3, §7) are read, and its field errors named.

/** The legacy names of the course's fields (part 2 §3, §7), for field errors. */
const REST_FIELDS: Record<string, string> = {
  title: 'titulo',
  city: 'ciudad',
  details: 'obs',
  clausesActive: 'actClau',
  clauses: 'clau',
  image: 'imagen',
  sessions: 'aSesion',
  memberPriceCents: 'precioSocio',
  otherPriceCents: 'precioOtros',
  dojoId: 'idDojo',
  id: 'idses',
  date: 'fecha',
  startTime: 'horaini',
  endTime: 'horafin',
  description: 'descripcion',
  kind: 'tipo',
};

/** `sessions.2.date` → `aSesion.2.fecha`: each part of a field's path under its legacy name. */
export const restFieldName = (field: string) =>
  field
    .split('.')
    .map((part) => REST_FIELDS[part] ?? part)
    .join('.');

/** Field errors named as the legacy form names them. */
export function renameFields(body: RestBody): RestBody {
  const res = body.res as { errores?: { campo: string }[] } | undefined;
  for (const error of res?.errores ?? []) error.campo = restFieldName(error.campo);
  return body;
}
export const SAVE = { decorateError: renameFields };

/** A list sent as an array, as JSON text (a form field), or, for names, comma-separated. */
export function listOf(req: Request, name: string, max: number): unknown[] | undefined {
  let raw = param(req, name);
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'string' && raw.trim().startsWith('[')) {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      throw invalid(name);
    }
  }
  if (typeof raw === 'string') return raw.split(',', max + 1).map((s) => s.trim());
  if (!Array.isArray(raw)) throw invalid(name);
  // One more than allowed, so that the service refuses too many with its own message.
  return raw.slice(0, max + 1);
}

/** A time as the legacy client may send it (HH:MM or HH:MM:SS); the rules check HH:MM. */
function time(value: unknown): string | null {
  const t = text(value);
  if (t === undefined || t === '') return null;
  return t.length === 8 && t.endsWith(':00') ? t.slice(0, 5) : t;
}

/** An event's price as sent: absent is none, junk refused. */
function sessionPrice(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = integer(raw);
  if (value === undefined) throw invalid('aSesion');
  return value;
}

function sessions(req: Request): SessionEntry[] | null {
  const items = listOf(req, 'aSesion', COURSE_MAX_SESSIONS);
  if (!items) return null;
  return items.map((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw invalid('aSesion');
    const s = item as Record<string, unknown>;
    const id = s.idses === undefined || s.idses === null || s.idses === '' ? 0 : integer(s.idses);
    if (id === undefined || id < 0) throw invalid('aSesion');
    return {
      id: id || null,
      date: text(s.fecha) ?? null,
      startTime: time(s.horaini),
      endTime: time(s.horafin),
      description: text(s.descripcion) ?? null,
      kind: text(s.tipo) ?? null,
      priceCents: sessionPrice(s.precio),
    };
  });
}

function flag(req: Request, name: string): boolean | null {
  const raw = param(req, name);
  if (raw === undefined || raw === null || raw === '') return null;
  const value = boolean(raw);
  if (value === undefined) throw invalid(name);
  return value;
}

/** A price in cents as sent: absent or empty is none (free), junk is refused under its name. */
function cents(req: Request, name: string): number | null {
  const raw = param(req, name);
  if (raw === undefined || raw === null || raw === '') return null;
  const value = integer(raw);
  if (value === undefined) throw invalid(name);
  return value;
}

export function input(req: Request): CourseInput {
  return {
    title: text(param(req, 'titulo')) ?? null,
    city: text(param(req, 'ciudad')) ?? null,
    details: text(param(req, 'obs')) ?? null,
    clausesActive: flag(req, 'actClau'),
    clauses: text(param(req, 'clau')) ?? null,
    image: text(param(req, 'imagen')) ?? null,
    sessions: sessions(req),
    memberPriceCents: cents(req, 'precioSocio'),
    otherPriceCents: cents(req, 'precioOtros'),
    dojoId: optionalId(req, 'idDojo') || null,
  };
}
