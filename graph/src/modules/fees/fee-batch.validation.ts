import type { EntityManager } from '@mikro-orm/postgresql';
import { administers, feeLevelsOver, type FeeLevel } from '@federa/schema/permissions';
import { FEE_VALIDATION_MAX_BATCHES, bulkValidationError } from '@federa/schema/validation/fees';
import type { MessageKey } from '@federa/schema/i18n';
import type { Caller } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { intArray, raw, run, sql } from '../common/sql';
import type { FeeBatchRow } from './fee-batch.list';
import { selectFeeBatches } from './fee-batch.queries';

/** Validate (`validated` true) or undo one level of several batches. */
export type ValidationRequest = { ids: readonly number[]; level: number; validated: boolean };

/**
 * What a step owes (the billing module, issue 30), written in the step's transaction: a refusal
 * there (level 2 of an unpaid batch) undoes the whole step.
 */
export type BatchCharges = {
  afterBatchStep(
    em: EntityManager,
    step: { ids: readonly number[]; level: number; validated: boolean },
  ): Promise<void>;
};

/** The column recording who validated each level. */
const VALIDATOR_COLUMN: Record<FeeLevel, string> = {
  1: 'cf_asoc_val_dojo',
  2: 'cf_asoc_val_asoc',
  3: 'cf_asoc_val_admi',
};

/** A refusal's title names what was asked: an undo is not told it could not validate. */
const failedTitle = (validated: boolean): MessageKey =>
  validated ? 'fees.validateFailed' : 'fees.unvalidateFailed';

const refused = (validated: boolean, key: MessageKey, code: 'CONFLICT' | 'FORBIDDEN' = 'CONFLICT') =>
  new DomainError(code, key, { title: failedTitle(validated) });

/** Bounded before anything is read: 1 to 1000 distinct batches, a level from 1 to 3. */
function checkRequest(request: ValidationRequest): { ids: number[]; level: FeeLevel } {
  if (request.ids.length > FEE_VALIDATION_MAX_BATCHES) {
    throw DomainError.invalid([
      { field: 'ids', key: 'fees.tooManyBatches', params: { max: FEE_VALIDATION_MAX_BATCHES } },
    ]);
  }
  const ids = [...new Set(request.ids)];
  if (ids.length === 0) throw DomainError.invalid([{ field: 'ids', key: 'fees.batchesRequired' }]);
  if (![1, 2, 3].includes(request.level))
    throw DomainError.invalid([{ field: 'level', key: 'fees.levelInvalid' }]);
  return { ids, level: request.level as FeeLevel };
}

/** Why a batch at `state` cannot take this step, or null (part 2 §4: each level in its order). */
function stepError(state: number, level: FeeLevel, validated: boolean): MessageKey | null {
  if (validated) {
    if (state < level - 1) return 'fees.previousLevelMissing';
    if (state === level) return 'fees.alreadyAtLevel';
    if (state > level) return 'fees.nextLevelValidated';
    return null;
  }
  if (state < level) return 'fees.notAtLevel';
  if (state > level) return 'fees.nextLevelValidated';
  return null;
}

/**
 * Part 2 §4, §5 and §6, in the transaction `em` is in: the batches are locked in id order, every
 * rule is checked on all of them, and only then are they changed and the step recorded, so that
 * one refused batch leaves every batch as it was. Answers the batches as they now are.
 */
export async function validateBatches(
  em: EntityManager,
  caller: Caller,
  request: ValidationRequest,
  charges: BatchCharges,
): Promise<FeeBatchRow[]> {
  const { ids, level } = checkRequest(request);
  // Another area's batch is not even said to exist, as for a read; and it is looked at before
  // any lock is taken, so that nobody holds (or waits on) batches that are not theirs.
  const inScope = (found: FeeBatchRow[]) =>
    found.length === ids.length && found.every((b) => administers(caller, b));
  const notFound = () =>
    new DomainError('NOT_FOUND', 'common.notFound', { title: failedTitle(request.validated) });
  if (!inScope(await selectFeeBatches(em, ids))) throw notFound();
  const batches = await selectFeeBatches(em, ids, true);
  if (!inScope(batches)) throw notFound();
  const mixed = bulkValidationError(batches);
  if (mixed) throw refused(request.validated, mixed);
  for (const batch of batches) {
    if (!feeLevelsOver(caller, batch).includes(level))
      throw refused(request.validated, 'fees.levelNotYours', 'FORBIDDEN');
    const error = stepError(batch.state, level, request.validated);
    if (error) throw refused(request.validated, error);
  }
  const column = raw(VALIDATOR_COLUMN[level]);
  const validator = request.validated ? caller.memberId : null;
  // The step's time is when it is written (clock_timestamp), not when its transaction began
  // (now()): a step that waited for the batches' locks would otherwise show an earlier time than
  // the step it waited for.
  await run(
    em,
    sql`insert into remesa_validacion (cf_remesa, nivel, valida, cf_asociado, fecha)
        select id, ${level}, ${request.validated}, ${caller.memberId}, clock_timestamp()
        from unnest(${intArray(ids)}) as id`,
  );
  // Last: a national step moves its members' kept years (triggers on remesa), whose rows stay
  // locked until the transaction ends; only the answer's read follows.
  await run(em, sql`update remesa set ${column} = ${validator} where id_rem = any(${intArray(ids)})`);
  await charges.afterBatchStep(em, { ids, level, validated: request.validated });
  return selectFeeBatches(em, ids);
}
