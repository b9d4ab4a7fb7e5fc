import type { FieldError } from './auth';
import { priceError } from './money';
import { isGradeDate } from './grades';

// Course rules of part 2 §4, §5 and §9, shared by the server (authoritative) and the web's course
// modal. Fields are named as the GraphQL input names them (`sessions.0.date`).

export const COURSE_TITLE_MAX = 100;
export const COURSE_CITY_MAX = 50;
export const COURSE_DETAILS_MAX = 5000;
export const COURSE_CLAUSES_MAX = 5000;
/** Part 2 §9: a session's description holds at most 80 characters. */
export const SESSION_DESCRIPTION_MAX = 80;
/** The most sessions and events one course may hold: bounded before any is examined. */
export const COURSE_MAX_SESSIONS = 60;
/** Part 2 §9: a session runs from 00:00 to 23:00 unless told otherwise. */
export const DEFAULT_SESSION_START = '00:00';
export const DEFAULT_SESSION_END = '23:00';
/** Posters are portrait, A-series (part 2 §2.9 with issue 12): width over height. */
export const COURSE_POSTER_ASPECT = 210 / 297;
/** The poster shown when a course has none (part 3 §7). */
export const COURSE_TEMPLATE_IMAGE = 'template-cursos.png';
/** The most people one member brings to an event (nasisevento). */
export const EVENT_MAX_ATTENDEES = 50;
/** The most member rows one `subirCambios` may carry. */
export const ENROLMENT_MAX_CHANGES = 500;

export type SessionKind = 'S' | 'E';
/** 'En curso' once started, 'Terminado' once ended; upcoming before (part 2 §2.8, §4). */
export type CourseStatus = 'UPCOMING' | 'RUNNING' | 'FINISHED';
/** The REST `estado` of a course: Spanish, as the old system wrote it. */
export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  UPCOMING: 'Próximamente',
  RUNNING: 'En curso',
  FINISHED: 'Terminado',
};

/** The enrolment search's column selector (part 2 §2.10): REST `columna` → GraphQL enum. */
export const ENROLMENT_SEARCH_COLUMNS = {
  todas: 'ALL',
  numAcae: 'NUMBER',
  nombre: 'FIRST_NAME',
  apellido: 'LAST_NAME',
  dojo: 'DOJO',
} as const;
export type EnrolmentSearchColumn = (typeof ENROLMENT_SEARCH_COLUMNS)[keyof typeof ENROLMENT_SEARCH_COLUMNS];

/** The course fields `modificar` may name (REST names), each with its GraphQL input name. */
export const COURSE_MODIFIABLE_FIELDS = {
  titulo: 'title',
  ciudad: 'city',
  obs: 'details',
  actClau: 'clausesActive',
  clau: 'clauses',
  imagen: 'image',
  aSesion: 'sessions',
  precioSocio: 'memberPriceCents',
  precioOtros: 'otherPriceCents',
} as const;

/** Status on `today` (YYYY-MM-DD) from the dates the sessions give the course. */
export function courseStatus(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  today: string,
): CourseStatus {
  if (endDate && endDate < today) return 'FINISHED';
  if (startDate && startDate <= today) return 'RUNNING';
  return 'UPCOMING';
}

/** A time of day written HH:MM (24 h). */
export function isTimeOfDay(value: string): boolean {
  return value.length === 5 && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** A session or event as the modal sends it; `id` names an existing one. */
export type SessionEntry = {
  id?: number | null;
  date?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  description?: string | null;
  kind?: string | null;
  /** An event's price per person in cents (issue 30); a plain session has none. */
  priceCents?: number | null;
};

/** The course form's fields under their GraphQL names; absent ones are not examined. */
export type CourseFields = {
  title?: string | null;
  city?: string | null;
  details?: string | null;
  clausesActive?: boolean | null;
  clauses?: string | null;
  sessions?: readonly SessionEntry[] | null;
  /** Its price in cents for members of the federation and for others (issue 30); 0 is free. */
  memberPriceCents?: number | null;
  otherPriceCents?: number | null;
};

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

function textError(
  field: string,
  value: string | null | undefined,
  max: number,
  required: FieldError['key'],
): FieldError | null {
  if (blank(value)) return { field, key: required };
  if (value!.length > max) return { field, key: 'courses.tooLong', params: { max } };
  if (storesNot(value!)) return { field, key: 'common.invalidInput' };
  return null;
}

/** A NUL character, which no PostgreSQL text can hold: refused here rather than by the database. */
const storesNot = (value: string) => value.includes('\u0000');

/**
 * The errors of one session. `storedDate` is the date it already has (an existing session): a
 * past date is accepted only when unchanged (part 2 §5).
 */
export function sessionErrors(
  session: SessionEntry,
  index: number,
  today: string,
  storedDate?: string | null,
): FieldError[] {
  const at = `sessions.${index}`;
  const errors: FieldError[] = [];
  const date = session.date?.trim() ?? '';
  const description = session.description ?? '';
  if (!date || blank(description) || (session.kind !== 'S' && session.kind !== 'E')) {
    if (!date) errors.push({ field: `${at}.date`, key: 'courses.sessionRequired' });
    if (blank(description)) errors.push({ field: `${at}.description`, key: 'courses.sessionRequired' });
    if (session.kind !== 'S' && session.kind !== 'E')
      errors.push({ field: `${at}.kind`, key: 'courses.sessionRequired' });
  }
  if (description.length > SESSION_DESCRIPTION_MAX) {
    errors.push({
      field: `${at}.description`,
      key: 'courses.tooLong',
      params: { max: SESSION_DESCRIPTION_MAX },
    });
  } else if (storesNot(description)) {
    errors.push({ field: `${at}.description`, key: 'common.invalidInput' });
  }
  const price = session.priceCents;
  if (price !== undefined && price !== null && price !== 0) {
    const wrong = priceError(`${at}.priceCents`, price);
    if (wrong) errors.push(wrong);
    else if (session.kind === 'S')
      errors.push({ field: `${at}.priceCents`, key: 'billing.priceOnEventsOnly' });
  }
  if (date && !isGradeDate(date)) errors.push({ field: `${at}.date`, key: 'courses.dateInvalid' });
  else if (date && date < today && date !== storedDate) {
    errors.push({ field: `${at}.date`, key: 'courses.sessionInPast' });
  }
  const start = session.startTime ?? DEFAULT_SESSION_START;
  const end = session.endTime ?? DEFAULT_SESSION_END;
  if (!isTimeOfDay(start)) errors.push({ field: `${at}.startTime`, key: 'courses.timeInvalid' });
  if (!isTimeOfDay(end)) errors.push({ field: `${at}.endTime`, key: 'courses.timeInvalid' });
  else if (isTimeOfDay(start) && end < start)
    errors.push({ field: `${at}.endTime`, key: 'courses.endBeforeStart' });
  return errors;
}

/**
 * Every broken field at once, for the fields present (`modificar` names only some). Typing clause
 * text turns the clauses on in the form; the server stores what it is sent.
 */
export function courseErrors(
  input: CourseFields,
  today: string,
  storedDates: ReadonlyMap<number, string> = new Map(),
): FieldError[] {
  const errors: FieldError[] = [];
  const push = (error: FieldError | null) => error && errors.push(error);
  if (input.title !== undefined)
    push(textError('title', input.title, COURSE_TITLE_MAX, 'courses.titleRequired'));
  if (input.city !== undefined) push(textError('city', input.city, COURSE_CITY_MAX, 'courses.cityRequired'));
  if (input.details !== undefined)
    push(textError('details', input.details, COURSE_DETAILS_MAX, 'courses.detailsRequired'));
  if (input.clauses && input.clauses.length > COURSE_CLAUSES_MAX) {
    push({ field: 'clauses', key: 'courses.tooLong', params: { max: COURSE_CLAUSES_MAX } });
  } else if (input.clauses && storesNot(input.clauses)) {
    push({ field: 'clauses', key: 'common.invalidInput' });
  } else if (input.clausesActive && blank(input.clauses)) {
    push({ field: 'clauses', key: 'courses.clausesRequired' });
  }
  for (const field of ['memberPriceCents', 'otherPriceCents'] as const) {
    const price = input[field];
    if (price !== undefined && price !== null) push(priceError(field, price));
  }
  const sessions = input.sessions;
  if (sessions !== undefined) {
    if (!sessions || sessions.length === 0) push({ field: 'sessions', key: 'courses.sessionsRequired' });
    else if (sessions.length > COURSE_MAX_SESSIONS) {
      push({ field: 'sessions', key: 'courses.tooManySessions', params: { max: COURSE_MAX_SESSIONS } });
    } else {
      sessions.forEach((session, i) =>
        errors.push(
          ...sessionErrors(session, i, today, session.id ? storedDates.get(session.id) : undefined),
        ),
      );
    }
  }
  return errors;
}
