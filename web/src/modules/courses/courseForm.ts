import type { FieldError } from '@federa/schema/validation/auth';
import {
  COURSE_TEMPLATE_IMAGE,
  courseErrors,
  DEFAULT_SESSION_END,
  DEFAULT_SESSION_START,
  type SessionKind,
} from '@federa/schema/validation/courses';
import { amountError, centsAsTyped, typedCents } from '../ui/form/money';
import type { ServerFields } from '../ui/form/useForm';

/** A session or event row as the editor holds it; `id` names a stored one (null: new). */
export type SessionRow = {
  id: number | null;
  date: string;
  startTime: string;
  endTime: string;
  description: string;
  kind: SessionKind | '';
  /** An event's price per person as typed (issue 30); blank is free, a session has none. */
  price: string;
};

/**
 * The course modal's values. `image` is a newly cropped poster (a data URL) or null;
 * `removeImage` asks for the stored one to go (sent as `image: ''`).
 */
export type CourseFormValues = {
  title: string;
  city: string;
  details: string;
  clausesActive: boolean;
  clauses: string;
  image: string | null;
  removeImage: boolean;
  /** The prices as typed in the language (issue 30); blank or 0 is free. */
  memberPrice: string;
  otherPrice: string;
  sessions: SessionRow[];
};

/** A course as the modal loads it (the Course type's fields it edits). */
export type CourseRecord = {
  title: string;
  city: string;
  details: string;
  clausesActive: boolean;
  clauses?: string | null;
  memberPriceCents: number;
  otherPriceCents: number;
  sessions: readonly {
    id: number;
    date: string;
    startTime: string;
    endTime: string;
    description: string;
    kind: string;
    priceCents: number;
  }[];
};

/**
 * A new row (part 2 §5, §9): the last row's date, or none for the first; 00:00 to 23:00; a
 * session unless told otherwise.
 */
export const newSessionRow = (last?: Pick<SessionRow, 'date'>): SessionRow => ({
  id: null,
  date: last?.date ?? '',
  startTime: DEFAULT_SESSION_START,
  endTime: DEFAULT_SESSION_END,
  description: '',
  kind: 'S',
  price: '',
});

/** A new course starts with one empty session: at least one row always remains (§5). */
export const newCourseValues = (): CourseFormValues => ({
  title: '',
  city: '',
  details: '',
  clausesActive: false,
  clauses: '',
  image: null,
  removeImage: false,
  memberPrice: '',
  otherPrice: '',
  sessions: [newSessionRow()],
});

const asKind = (kind: string): SessionKind | '' => (kind === 'S' || kind === 'E' ? kind : '');

/** A free course's prices show blank, as a new course's do: typing nothing keeps it free. */
const priceAsTyped = (cents: number, lang: string) => (cents ? centsAsTyped(cents, lang) : '');

export const recordValues = (record: CourseRecord, lang: string): CourseFormValues => ({
  title: record.title,
  city: record.city,
  details: record.details,
  clausesActive: record.clausesActive,
  clauses: record.clauses ?? '',
  image: null,
  removeImage: false,
  memberPrice: priceAsTyped(record.memberPriceCents, lang),
  otherPrice: priceAsTyped(record.otherPriceCents, lang),
  sessions: record.sessions.map((session) => ({
    id: session.id,
    date: session.date,
    startTime: session.startTime,
    endTime: session.endTime,
    description: session.description,
    kind: asKind(session.kind),
    price: priceAsTyped(session.priceCents, lang),
  })),
});

/** The stored dates by session id: a past date passes only unchanged (§5). */
export const storedDatesOf = (record: CourseRecord | undefined): ReadonlyMap<number, string> =>
  new Map(record?.sessions.map((session) => [session.id, session.date]) ?? []);

/** A price as the server takes it; only read once the rules found it an amount. */
const priceCents = (text: string) => typedCents(text, 0) ?? 0;

/** A session as the server takes it: only an event has a price (a session's would be refused). */
const sessionInput = (row: SessionRow) => ({
  ...(row.id !== null ? { id: row.id } : {}),
  date: row.date,
  startTime: row.startTime,
  endTime: row.endTime,
  description: row.description,
  kind: row.kind,
  ...(row.kind === 'E' ? { priceCents: priceCents(row.price) } : {}),
});

/** The shared rules of schema/validation/courses over every field of the form, on `today`. */
export const courseFormErrors =
  (today: string, storedDates: ReadonlyMap<number, string>) =>
  (values: CourseFormValues): FieldError[] => [
    ...courseErrors(
      {
        title: values.title,
        city: values.city,
        details: values.details,
        clausesActive: values.clausesActive,
        clauses: values.clauses,
        sessions: values.sessions.map(sessionInput),
      },
      today,
      storedDates,
    ),
    ...(['memberPrice', 'otherPrice'] as const).flatMap(
      (field) => amountError(field, values[field], 0) ?? [],
    ),
    ...values.sessions.flatMap((row, index) =>
      row.kind === 'E' ? (amountError(`sessions.${index}.price`, row.price, 0) ?? []) : [],
    ),
  ];

/** What a new course sends: every field, the poster only when one was cropped. */
export const createInput = (values: CourseFormValues) => ({
  title: values.title,
  city: values.city,
  details: values.details,
  clausesActive: values.clausesActive,
  clauses: values.clauses,
  ...(values.image ? { image: values.image } : {}),
  memberPriceCents: priceCents(values.memberPrice),
  otherPriceCents: priceCents(values.otherPrice),
  sessions: values.sessions.map(sessionInput),
});

/**
 * What a modify sends (`modificar`): only the fields that differ from what was loaded, so that
 * nothing else is examined or written. The sessions go as a whole when any row differs.
 */
export function changedInput(loaded: CourseFormValues, values: CourseFormValues) {
  const input: {
    title?: string;
    city?: string;
    details?: string;
    clausesActive?: boolean;
    clauses?: string;
    image?: string;
    memberPriceCents?: number;
    otherPriceCents?: number;
    sessions?: ReturnType<typeof sessionInput>[];
  } = {};
  if (values.title !== loaded.title) input.title = values.title;
  if (values.city !== loaded.city) input.city = values.city;
  if (values.details !== loaded.details) input.details = values.details;
  if (values.clausesActive !== loaded.clausesActive) input.clausesActive = values.clausesActive;
  if (values.clauses !== loaded.clauses) input.clauses = values.clauses;
  if (values.image) input.image = values.image;
  else if (values.removeImage) input.image = '';
  // Compared as cents: '45,5' for a stored 45,50 changes nothing.
  if (priceCents(values.memberPrice) !== priceCents(loaded.memberPrice))
    input.memberPriceCents = priceCents(values.memberPrice);
  if (priceCents(values.otherPrice) !== priceCents(loaded.otherPrice))
    input.otherPriceCents = priceCents(values.otherPrice);
  const sessions = values.sessions.map(sessionInput);
  if (JSON.stringify(sessions) !== JSON.stringify(loaded.sessions.map(sessionInput))) {
    input.sessions = sessions;
  }
  return input;
}

/** Typing clause text turns the clauses on (§5); clearing it leaves the switch as it is. */
export const turnsClausesOn = (values: Pick<CourseFormValues, 'clausesActive'>, clauses: string) =>
  !values.clausesActive && clauses.trim() !== '';

/** A poster is served from /curso/{name}; a course without one shows the built-in template. */
export const posterUrl = (image: string | null | undefined) =>
  `/curso/${encodeURIComponent(image || COURSE_TEMPLATE_IMAGE)}`;

/** The server names the course's fields as the form does; a poster refusal goes to `image`. */
export const COURSE_SERVER_FIELDS: ServerFields<CourseFormValues> = {
  title: 'title',
  city: 'city',
  details: 'details',
  clauses: 'clauses',
  clausesActive: 'clausesActive',
  image: 'image',
  memberPriceCents: 'memberPrice',
  otherPriceCents: 'otherPrice',
  sessions: 'sessions',
};
