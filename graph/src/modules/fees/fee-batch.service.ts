import type { EntityManager } from '@mikro-orm/postgresql';
import {
  administers,
  canWriteFeeBatch,
  levelToUndo,
  levelToValidate,
  managesFees,
  seesPrivateData,
  type FeeBatchState,
} from '@federa/schema/permissions';
import { FEE_BATCH_MAX_MEMBERS, feeBatchErrors, feeYearError } from '@federa/schema/validation/fees';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { listPage, listPosition, type ListPage } from '../common/list/engine';
import { parseList, parseOrder, type ListRequest } from '../common/list/request';
import { first, run, sql } from '../common/sql';
import { Dojo } from '../dojos/dojo.entity';
import { Member } from '../members/member.entity';
import { refOfMember } from '../members/member.rules';
import {
  FEE_BATCH_LIST,
  seenScope,
  type FeeBatchRow,
  type FeeBatchScope,
  type FeeBatchStatus,
} from './fee-batch.list';
import {
  CANDIDATE_ORDERS,
  candidates,
  historyOfBatches,
  memberIdsOfBatches,
  namedMembers,
  paidFees,
  selectFeeBatch,
  writeFees,
  type FeeCandidate,
} from './fee-batch.queries';
import { validateBatches, type BatchCharges, type ValidationRequest } from './fee-batch.validation';

/** A batch with what the caller may do with it: valNiv and desValNiv of part 2 §3. */
export type FeeBatchView = FeeBatchRow & { levelToValidate: FeeBatchState; levelToUndo: FeeBatchState };

/** What a save carries: the year and the members ticked; a dojo only from the national administrator. */
export type FeeBatchInput = {
  year?: number | null;
  memberIds?: readonly number[] | null;
  dojoId?: number | null;
};

const currentYear = () => new Date().getFullYear();

export const viewOf = (caller: Caller, row: FeeBatchRow): FeeBatchView => ({
  ...row,
  levelToValidate: levelToValidate(caller, row),
  levelToUndo: levelToUndo(caller, row),
});

/** The batches a caller sees (part 2 §6): national all, association theirs, dojo theirs. */
function scopeOf(caller: Caller): FeeBatchScope {
  if (!managesFees(caller)) throw DomainError.forbidden();
  return seenScope(caller);
}

/** The save's rules of part 2 §5, every broken field at once. */
function checked(input: FeeBatchInput): { year: number; memberIds: number[] } {
  const errors = feeBatchErrors(input, currentYear());
  if (errors.length) throw DomainError.invalid(errors);
  return { year: input.year!, memberIds: [...new Set(input.memberIds!)] };
}

const memberRefused = (
  key: 'fees.memberNotInDojo' | 'fees.memberInOtherBatch',
  params: Record<string, string | number>,
) => DomainError.invalid([{ field: 'memberIds', key, params }]);

/** Fee batches (remesas) of part 2: the list, the batch, its members, saves, deletes, validation. */
export class FeeBatchService {
  constructor(private readonly charges: BatchCharges) {}

  async list(
    ctx: RequestContext,
    request: ListRequest,
    status?: FeeBatchStatus | null,
  ): Promise<ListPage<FeeBatchView>> {
    const caller = requireCaller(ctx);
    const scope = { ...scopeOf(caller), status };
    const page = await listPage(ctx.em, FEE_BATCH_LIST, scope, parseList(FEE_BATCH_LIST, request));
    return { ...page, items: page.items.map((row) => viewOf(caller, row)) };
  }

  async position(
    ctx: RequestContext,
    id: number,
    request: ListRequest,
    status?: FeeBatchStatus | null,
  ): Promise<number> {
    const caller = requireCaller(ctx);
    const scope = { ...scopeOf(caller), status };
    const { order, search } = parseList(FEE_BATCH_LIST, request);
    return listPosition(ctx.em, FEE_BATCH_LIST, scope, id, order, search);
  }

  /** One batch the caller sees; any other, existing or not, is not found. */
  async get(ctx: RequestContext, id: number): Promise<FeeBatchView> {
    const caller = requireCaller(ctx);
    return viewOf(caller, await visible(ctx.em, caller, id));
  }

  /** GET /cuotas/ver: the batch with its members and its validation history. */
  async record(ctx: RequestContext, id: number) {
    const batch = await this.get(ctx, id);
    const [members, history] = await Promise.all([
      memberIdsOfBatches(ctx.em, [id]),
      historyOfBatches(ctx.em, [id]),
    ]);
    return { ...batch, memberIds: members.get(id) ?? [], history: history.get(id) ?? [] };
  }

  /**
   * listAlum: who a batch may name for a year, with each member's standing: the batch's dojo (and
   * whoever the batch already names), or for a new batch the caller's dojo, or the dojo the
   * national administrator names.
   */
  async candidates(
    ctx: RequestContext,
    query: { year?: number | null; batchId?: number | null; dojoId?: number | null; orderBy?: string | null },
  ): Promise<FeeCandidate[]> {
    const caller = requireCaller(ctx);
    const order = parseOrder(CANDIDATE_ORDERS, query.orderBy);
    const yearError = feeYearError(query.year, currentYear());
    if (yearError) throw DomainError.invalid([yearError]);
    const batch = query.batchId ? await visible(ctx.em, caller, query.batchId) : null;
    const dojoId = batch ? batch.dojoId : (await writableDojo(ctx.em, caller, query.dojoId)).id;
    return candidates(ctx.em, {
      dojoId,
      batchId: batch?.id ?? null,
      year: query.year!,
      order,
      limit: FEE_BATCH_MAX_MEMBERS,
    });
  }

  async create(ctx: RequestContext, input: FeeBatchInput): Promise<FeeBatchView> {
    const caller = requireCaller(ctx);
    const dojo = await writableDojo(ctx.em, caller, input.dojoId);
    const { year, memberIds } = checked(input);
    // One transaction; a fee another save slipped in for the same member and year is refused by
    // the unique rule, answered as fees.memberAlreadyPaid (common/database-errors.ts).
    const id = await ctx.em.transactional(async (em) => {
      const inserted = await first<{ id_rem: number }>(
        em,
        sql`insert into remesa (cf_dojo, cf_asoc, anio)
            values (${dojo.id}, ${dojo.association.id}, ${year}) returning id_rem`,
      );
      const batch = { id: inserted!.id_rem, dojoId: dojo.id, year };
      await writeMembers(em, batch, year, memberIds);
      return batch.id;
    });
    return this.get(ctx, id);
  }

  /** The year and the members, by whoever may write the dojo's batches, until the dojo validates. */
  async update(ctx: RequestContext, id: number, input: FeeBatchInput): Promise<FeeBatchView> {
    const caller = requireCaller(ctx);
    await writable(ctx.em, caller, id, 'fees.saveFailed');
    const { year, memberIds } = checked(input);
    await ctx.em.transactional(async (em) => {
      // Checked again under the row's lock: a validation may have landed in between.
      const batch = await writable(em, caller, id, 'fees.saveFailed', true);
      await writeMembers(em, batch, year, memberIds);
    });
    return this.get(ctx, id);
  }

  /** Part 2 §4: a batch the dojo validated stays ('La remesa ya está validada.'). */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const caller = requireCaller(ctx);
    await writable(ctx.em, caller, id, 'fees.deleteFailed');
    await ctx.em.transactional(async (em) => {
      await writable(em, caller, id, 'fees.deleteFailed', true);
      // Its fees and validation history go with it (foreign keys on delete cascade).
      await run(em, sql`delete from remesa where id_rem = ${id}`);
    });
  }

  /** POST /cuotas/valida: validate or undo one level of several batches, all or none. */
  async validate(ctx: RequestContext, request: ValidationRequest): Promise<FeeBatchView[]> {
    const caller = requireCaller(ctx);
    if (!managesFees(caller)) throw DomainError.forbidden();
    const rows = await ctx.em.transactional((em) => validateBatches(em, caller, request, this.charges));
    return rows.map((row) => viewOf(caller, row));
  }

  /** listCuotas: the years a member paid (fees validated nationally), with the dojo of each. */
  async memberFees(ctx: RequestContext, memberId: number) {
    const caller = requireCaller(ctx);
    const member = await ctx.em.findOne(Member, memberId);
    if (!member || !seesPrivateData(caller, refOfMember(member))) throw DomainError.notFound();
    return paidFees(ctx.em, memberId);
  }
}

/** A batch the caller sees, or not found (another dojo's batch is not even said to exist). */
async function visible(em: EntityManager, caller: Caller, id: number, lock = false): Promise<FeeBatchRow> {
  if (!managesFees(caller)) throw DomainError.forbidden();
  const batch = await selectFeeBatch(em, id, lock);
  if (!batch || !administers(caller, batch)) throw DomainError.notFound();
  return batch;
}

/** A batch the caller may change: theirs to write, not yet validated by the dojo. */
async function writable(
  em: EntityManager,
  caller: Caller,
  id: number,
  title: 'fees.saveFailed' | 'fees.deleteFailed',
  lock = false,
): Promise<FeeBatchRow> {
  const batch = await visible(em, caller, id, lock);
  if (!canWriteFeeBatch(caller, batch)) throw DomainError.forbidden();
  if (batch.state > 0) throw new DomainError('CONFLICT', 'fees.alreadyValidated', { title });
  return batch;
}

/**
 * The dojo a new batch is for: the caller's session dojo, or any dojo the national administrator
 * names; by that dojo's administrator or the national administrator.
 */
async function writableDojo(em: EntityManager, caller: Caller, named?: number | null): Promise<Dojo> {
  if (!managesFees(caller)) throw DomainError.forbidden();
  const dojoId = named || caller.dojoId;
  if (named && named !== caller.dojoId && !caller.roles.admin) throw DomainError.forbidden();
  const dojo = await em.findOne(Dojo, dojoId);
  if (!dojo) throw DomainError.invalid([{ field: 'dojoId', key: 'fees.dojoRequired' }]);
  if (!canWriteFeeBatch(caller, { dojoId: dojo.id, associationId: dojo.association.id })) {
    throw DomainError.forbidden();
  }
  return dojo;
}

/**
 * The members a batch names: each of the batch's dojo (or already in it) and paying the year in
 * no other batch (a member pays a year once), named in the refusal.
 */
async function writeMembers(
  em: EntityManager,
  batch: { id: number; dojoId: number; year: number },
  year: number,
  memberIds: readonly number[],
): Promise<void> {
  const members = await namedMembers(em, memberIds, year, batch.id);
  const found = new Set(members.map((m) => m.id));
  const missing = memberIds.find((id) => !found.has(id));
  // Named by the id sent, as for an id nobody has: a member of another dojo is not the caller's
  // to name (nor to learn is one).
  if (missing !== undefined) throw memberRefused('fees.memberNotInDojo', { member: String(missing) });
  for (const m of members) {
    // A member who moved away stays in the batch that already holds their fee of its year; the
    // batch cannot carry them into another year, which is now their new dojo's to pay.
    const kept = m.inBatch && year === batch.year;
    if (m.dojoId !== batch.dojoId && !kept) {
      throw memberRefused('fees.memberNotInDojo', { member: String(m.id) });
    }
    if (m.otherBatchId !== null) {
      throw memberRefused('fees.memberInOtherBatch', { member: m.label, year, batch: m.otherBatchId });
    }
  }
  await writeFees(em, batch.id, year, members);
}
