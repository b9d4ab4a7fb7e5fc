import type { FieldError } from '@federa/schema/validation/auth';
import { bulkValidationError, feeBatchErrors } from '@federa/schema/validation/fees';
import type { ServerFields } from '../ui/form/useForm';

/**
 * The batch form: the year as its select holds it ('' none chosen), the ticked members, and the
 * batch's dojo (with its association, which only narrows the dojo select): the national
 * administrator picks it for a new batch, anyone else's is their own.
 */
export type FeeBatchFormValues = { year: string; memberIds: number[]; associationId: string; dojoId: string };

type Place = { associationId: number; dojoId: number };

/** A new batch starts in the session's dojo. */
export const newFeeBatchValues = (session: Place): FeeBatchFormValues => ({
  year: '',
  memberIds: [],
  associationId: String(session.associationId),
  dojoId: String(session.dojoId),
});

export const recordValues = (
  record: Place & { year: number; memberIds: readonly number[] },
): FeeBatchFormValues => ({
  year: String(record.year),
  memberIds: [...record.memberIds].sort((a, b) => a - b),
  associationId: String(record.associationId),
  dojoId: String(record.dojoId),
});

/** The shared rules of schema/validation/fees, over the form's values, this year being `currentYear`. */
export const feeBatchFormErrors =
  (currentYear: number) =>
  (values: FeeBatchFormValues): FieldError[] =>
    feeBatchErrors(
      { year: values.year ? Number(values.year) : null, memberIds: values.memberIds },
      currentYear,
    );

/**
 * The dojo goes only when picked (the national administrator's new batch): a batch never moves,
 * and anyone else's is the session's, which the server takes by default.
 */
export const feeBatchInput = (values: FeeBatchFormValues, dojoPicked: boolean) => ({
  year: Number(values.year),
  memberIds: values.memberIds,
  ...(dojoPicked && values.dojoId ? { dojoId: Number(values.dojoId) } : {}),
});

/** The server names the batch's fields as the form does (GraphQL `year`, `memberIds`, `dojoId`). */
export const FEE_BATCH_SERVER_FIELDS: ServerFields<FeeBatchFormValues> = {
  year: 'year',
  memberIds: 'memberIds',
  dojoId: 'dojoId',
};

/** Ticks or unticks members, keeping the ids in order: the same ticks never read as a change. */
export function withTicks(ticked: readonly number[], ids: readonly number[], on: boolean): number[] {
  const next = new Set(ticked);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return [...next].sort((a, b) => a - b);
}

type Selected = { state: number; year: number; levelToValidate: number; levelToUndo: number };

/**
 * What a bulk validation (or undo) of these batches would send: the level they share, or the
 * message refusing it. §5's rules first (one state, one year), then the level the caller holds
 * over every one of them; the server checks it all again.
 */
export function bulkLevel(
  batches: readonly Selected[],
  undo: boolean,
): { level: number } | { error: string } {
  if (batches.length === 0) return { error: 'fees.batchesRequired' };
  const mixed = bulkValidationError(batches);
  if (mixed) return { error: mixed };
  const levelOf = (batch: Selected) => (undo ? batch.levelToUndo : batch.levelToValidate);
  const level = levelOf(batches[0]);
  if (level === 0 || batches.some((batch) => levelOf(batch) !== level)) {
    return { error: 'fees.levelNotYours' };
  }
  return { level };
}
