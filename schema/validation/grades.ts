import type { FieldError } from './auth';
import { localToday } from './members';

// Grade and title rules of part 2 §4, §5 and §9, shared by the server (authoritative) and the
// web's grade modal. Fields are named as the GraphQL input names them (`belts.0.hours`).

/** The most belts or titles one save may name: the ladder has about twenty, bounded before use. */
export const GRADE_MAX_ENTRIES = 100;
/** Hours as typed, at most this long: checked before the pattern looks at them. */
export const GRADE_HOURS_MAX_LENGTH = 6;
/** Grade hours default to "0" (part 2 §4, §9). */
export const DEFAULT_GRADE_HOURS = '0';
const DATE_LENGTH = 10;
const EARLIEST_DATE = '1900-01-01';

/** A belt as the modal sends it: the belt, its date and its hours as typed. */
export type BeltEntry = { beltId: number; date?: string | null; hours?: string | null };
/** A title as the modal sends it. */
export type TitleEntry = { titleId: number; date?: string | null };
/** The whole wanted state of a member's record. */
export type GradeRecord = { belts: readonly BeltEntry[]; titles: readonly TitleEntry[] };

/** A calendar day written YYYY-MM-DD that exists, from 1900 on. */
export function isGradeDate(value: string): boolean {
  if (value.length !== DATE_LENGTH || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && value >= EARLIEST_DATE;
}

function dateError(field: string, date: string | null | undefined, today: string): FieldError | null {
  if (date === null || date === undefined || date.trim() === '') return { field, key: 'grades.dateRequired' };
  if (!isGradeDate(date.trim())) return { field, key: 'grades.dateInvalid' };
  // A grade not yet held would make readiness count negative days.
  if (date.trim() > today) return { field, key: 'grades.dateFuture' };
  return null;
}

/** Hours as typed: absent is the default "0", blank is missing, else a whole number ≥ 0. */
export function hoursOf(hours: string | null | undefined): number | null {
  const text = (hours ?? DEFAULT_GRADE_HOURS).trim();
  if (text.length > GRADE_HOURS_MAX_LENGTH || !/^\d+$/.test(text)) return null;
  return Number(text);
}

function hoursError(field: string, hours: string | null | undefined): FieldError | null {
  if (hours !== null && hours !== undefined && hours.trim() === '') {
    return { field, key: 'grades.hoursRequired' };
  }
  return hoursOf(hours) === null ? { field, key: 'grades.hoursInvalid' } : null;
}

/**
 * Part 2 §5: every broken row at once (a belt needs a date and hours, a title a date, none after
 * `today`, YYYY-MM-DD).
 */
export function gradeRecordErrors(record: GradeRecord, today = localToday()): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, list] of [
    ['belts', record.belts],
    ['titles', record.titles],
  ] as const) {
    if (list.length > GRADE_MAX_ENTRIES) {
      errors.push({ field: name, key: 'grades.tooManyEntries', params: { max: GRADE_MAX_ENTRIES } });
    }
  }
  if (errors.length) return errors;
  const seenBelts = new Set<number>();
  record.belts.forEach((belt, i) => {
    const date = dateError(`belts.${i}.date`, belt.date, today);
    if (date) errors.push(date);
    const hours = hoursError(`belts.${i}.hours`, belt.hours);
    if (hours) errors.push(hours);
    if (seenBelts.has(belt.beltId)) errors.push({ field: `belts.${i}.beltId`, key: 'grades.repeated' });
    seenBelts.add(belt.beltId);
  });
  const seenTitles = new Set<number>();
  record.titles.forEach((title, i) => {
    const date = dateError(`titles.${i}.date`, title.date, today);
    if (date) errors.push(date);
    if (seenTitles.has(title.titleId)) errors.push({ field: `titles.${i}.titleId`, key: 'grades.repeated' });
    seenTitles.add(title.titleId);
  });
  return errors;
}

/** A stored entry as the difference needs it. */
export type StoredBelt = { id: number; beltId: number; date: string; hours: number };
export type StoredTitle = { id: number; titleId: number; date: string };

/** Part 2 §4: what a save changes against the stored state (added, removed, changed). */
export type RecordChanges = {
  addedBelts: { beltId: number; date: string; hours: number }[];
  removedBelts: StoredBelt[];
  changedBelts: { stored: StoredBelt; date: string; hours: number }[];
  addedTitles: { titleId: number; date: string }[];
  removedTitles: StoredTitle[];
  changedTitles: { stored: StoredTitle; date: string }[];
};

/** The differences of a record that passed `gradeRecordErrors`. */
export function recordChanges(
  stored: { belts: readonly StoredBelt[]; titles: readonly StoredTitle[] },
  wanted: GradeRecord,
): RecordChanges {
  const changes: RecordChanges = {
    addedBelts: [],
    removedBelts: [],
    changedBelts: [],
    addedTitles: [],
    removedTitles: [],
    changedTitles: [],
  };
  const beltsHeld = new Map(stored.belts.map((b) => [b.beltId, b]));
  for (const belt of wanted.belts) {
    const date = belt.date!.trim();
    const hours = hoursOf(belt.hours)!;
    const held = beltsHeld.get(belt.beltId);
    if (!held) changes.addedBelts.push({ beltId: belt.beltId, date, hours });
    else if (held.date !== date || held.hours !== hours)
      changes.changedBelts.push({ stored: held, date, hours });
    beltsHeld.delete(belt.beltId);
  }
  changes.removedBelts.push(...beltsHeld.values());
  const titlesHeld = new Map(stored.titles.map((t) => [t.titleId, t]));
  for (const title of wanted.titles) {
    const date = title.date!.trim();
    const held = titlesHeld.get(title.titleId);
    if (!held) changes.addedTitles.push({ titleId: title.titleId, date });
    else if (held.date !== date) changes.changedTitles.push({ stored: held, date });
    titlesHeld.delete(title.titleId);
  }
  changes.removedTitles.push(...titlesHeld.values());
  return changes;
}

/** 'Debe haber al menos un cinturón seleccionado/eliminado/modificado': a save that changes nothing. */
export const changesNothing = (c: RecordChanges) => Object.values(c).every((list) => list.length === 0);
