import type { FieldError } from '@federa/schema/validation/auth';
import {
  changesNothing,
  DEFAULT_GRADE_HOURS,
  gradeRecordErrors,
  recordChanges,
} from '@federa/schema/validation/grades';

/** The grade modal's values: the wanted belts and titles, hours as typed (part 2 §4). */
export type GradeFormValues = {
  belts: { beltId: number; date: string; hours: string }[];
  titles: { titleId: number; date: string }[];
};

/** A held belt or title as memberGradeRecord answers it. */
export type HeldEntry = {
  id: number;
  refId: number;
  date: string;
  hours: number;
  status: number;
  locked: boolean;
};
export type HeldRecord = { belts: readonly HeldEntry[]; titles: readonly HeldEntry[] };

export const recordValues = (record: HeldRecord): GradeFormValues => ({
  belts: record.belts.map((b) => ({ beltId: b.refId, date: b.date, hours: String(b.hours) })),
  titles: record.titles.map((t) => ({ titleId: t.refId, date: t.date })),
});

/**
 * Part 2 §5 per row (the shared rules), then §4's 'Debe haber al menos un cinturón
 * seleccionado/eliminado/modificado' when the rows are sound but nothing differs from what is held.
 */
export function gradeFormRules(held: HeldRecord) {
  const stored = {
    belts: held.belts.map((b) => ({ id: b.id, beltId: b.refId, date: b.date, hours: b.hours })),
    titles: held.titles.map((t) => ({ id: t.id, titleId: t.refId, date: t.date })),
  };
  return (values: GradeFormValues): FieldError[] => {
    const errors = gradeRecordErrors(values);
    if (errors.length) return errors;
    return changesNothing(recordChanges(stored, values))
      ? [{ field: 'belts', key: 'grades.nothingToSave' }]
      : [];
  };
}

/** A newly ticked belt: no date yet (it must be given), hours "0" (§9). */
export const newBelt = (beltId: number) => ({ beltId, date: '', hours: DEFAULT_GRADE_HOURS });
export const newTitle = (titleId: number) => ({ titleId, date: '' });

/** The mutation's input: the whole wanted state. */
export const gradeInput = (values: GradeFormValues) => ({
  belts: values.belts.map(({ beltId, date, hours }) => ({ beltId, date, hours })),
  titles: values.titles.map(({ titleId, date }) => ({ titleId, date })),
});

/** Part 2 §3: below 0 Pendiente (orange), 0 Regulado, above 0 Examinado (green). */
export function statusOf(
  status: number | null | undefined,
): 'unsaved' | 'pending' | 'regulated' | 'examined' {
  if (status === null || status === undefined) return 'unsaved';
  if (status < 0) return 'pending';
  return status === 0 ? 'regulated' : 'examined';
}
export const STATUS_KEYS = {
  unsaved: 'web.grades.unsaved',
  pending: 'grades.pending',
  regulated: 'grades.regulated',
  examined: 'grades.examined',
} as const;
