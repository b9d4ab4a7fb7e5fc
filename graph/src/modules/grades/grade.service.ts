import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isPending,
  managesGradesOf,
  validatesGrade,
  downloadsDanDocumentation,
} from '@federa/schema/permissions';
import { translate } from '@federa/schema/i18n';
import {
  hoursOf,
  recordChanges,
  type GradeRecord,
  type RecordChanges,
} from '@federa/schema/validation/grades';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { XLSX_TYPE, type SendFile } from '../common/file-stream';
import { listPage, listPosition, type ListPage } from '../common/list/engine';
import { parseList, type ListRequest } from '../common/list/request';
import { run, sql } from '../common/sql';
import { canSee, refOfMember } from '../members/member.rules';
import { Member } from '../members/member.entity';
import { docsFileName, writeDanDocumentation } from './grade-docs';
import { applyChanges, checkManages, checkRecord, lockedHolder, storedOf } from './grade-record';
import { GRADE_LIST, gradeListFor, seenScope, type GradeListRow } from './grade.list';
import { allBelts, allTitles, entryOf, heldEntries, holderOf, type HeldEntry } from './grade.queries';
import { readinessOf, type GradeReadiness } from './grade.readiness';

export type EntryKind = 'grade' | 'title';

/** A held entry with whether the caller may change or remove it (the modal's lock). */
export type HeldView = HeldEntry & { locked: boolean };

/** A list row with who validated it as shown, and what the caller may do with it. */
export type GradeListView = GradeListRow & {
  validatedBy: string | null;
  canValidate: boolean;
  canDelete: boolean;
};

/** One row of a legacy one-by-one call: an entry by its id, or a belt or title by its own id. */
export type LegacyRow = {
  id?: number | null;
  refId?: number | null;
  date?: string | null;
  hours?: string | null;
};
export type LegacyOp = 'add' | 'remove' | 'change';

/** canSee reads where a member is, not their roles. */
const NO_FLAGS = { isAdmin: false, isAssociationAdmin: false, isDojoAdmin: false };

const EMPTY: RecordChanges = {
  addedBelts: [],
  removedBelts: [],
  changedBelts: [],
  addedTitles: [],
  removedTitles: [],
  changedTitles: [],
};

/** Grades and titles of part 2: reference data, a member's record and its save, the validation list. */
export class GradeService {
  belts(ctx: RequestContext) {
    requireCaller(ctx);
    return allBelts(ctx.em);
  }

  titles(ctx: RequestContext) {
    requireCaller(ctx);
    return allTitles(ctx.em);
  }

  /** gradoactual and tituloactual: for whoever may see the member (member list rules). */
  async record(ctx: RequestContext, memberId: number) {
    const caller = requireCaller(ctx);
    const member = await ctx.em.findOne(Member, memberId);
    if (!member || !canSee(caller, refOfMember(member))) throw DomainError.notFound();
    const holder = { memberId, dojoId: member.dojo.id, associationId: member.association.id };
    const held = await heldEntries(ctx.em, memberId);
    const view =
      (kind: EntryKind) =>
      (e: HeldEntry): HeldView => ({
        ...e,
        locked:
          !managesGradesOf(caller, holder) ||
          !(isPending(e.status) || validatesGrade(caller, { ...holder, kind, value: e.value })),
      });
    return { memberId, belts: held.belts.map(view('grade')), titles: held.titles.map(view('title')) };
  }

  /**
   * The whole wanted state of a member's belts and titles: the differences against the stored
   * state (added, removed, changed) applied in one transaction, all or nothing.
   */
  async saveRecord(ctx: RequestContext, memberId: number, record: GradeRecord) {
    const caller = requireCaller(ctx);
    const before = await holderOf(ctx.em, memberId);
    if (!before) throw DomainError.notFound();
    checkManages(caller, before);
    await checkRecord(ctx.em, record);
    await ctx.em.transactional(async (em) => {
      const holder = await lockedHolder(em, caller, memberId);
      const changes = recordChanges(storedOf(await heldEntries(em, memberId)), record);
      await applyChanges(em, caller, holder, changes);
    });
    return this.record(ctx, memberId);
  }

  /** The legacy calls (ins, delGrado, mod, tituloins, titulodel, titulomod): one kind of change. */
  async saveLegacy(ctx: RequestContext, memberId: number, kind: EntryKind, op: LegacyOp, rows: LegacyRow[]) {
    const caller = requireCaller(ctx);
    const before = await holderOf(ctx.em, memberId);
    if (!before) throw DomainError.notFound();
    checkManages(caller, before);
    await ctx.em.transactional(async (em) => {
      const holder = await lockedHolder(em, caller, memberId);
      const held = await heldEntries(em, memberId);
      const list = kind === 'grade' ? held.belts : held.titles;
      const find = (row: LegacyRow) => {
        const entry = list.find((e) => (row.id ? e.id === row.id : e.refId === row.refId));
        if (!entry) throw DomainError.notFound();
        return entry;
      };
      const refs = op === 'add' ? rows.map((r) => r.refId ?? 0) : rows.map((r) => find(r).refId);
      const record: GradeRecord =
        kind === 'grade'
          ? { belts: rows.map((r, i) => ({ beltId: refs[i], date: r.date, hours: r.hours })), titles: [] }
          : { belts: [], titles: rows.map((r, i) => ({ titleId: refs[i], date: r.date })) };
      if (op !== 'remove') await checkRecord(em, record);
      const changes: RecordChanges = { ...EMPTY };
      if (kind === 'grade') {
        if (op === 'add')
          changes.addedBelts = record.belts.map((b) => ({
            beltId: b.beltId,
            date: b.date!.trim(),
            hours: hoursOf(b.hours)!,
          }));
        if (op === 'remove') changes.removedBelts = rows.map((r) => storedBelt(find(r)));
        if (op === 'change') {
          changes.changedBelts = rows.map((r) => ({
            stored: storedBelt(find(r)),
            date: r.date!.trim(),
            hours: hoursOf(r.hours)!,
          }));
        }
      } else {
        if (op === 'add')
          changes.addedTitles = record.titles.map((t) => ({ titleId: t.titleId, date: t.date!.trim() }));
        if (op === 'remove') changes.removedTitles = rows.map((r) => storedTitle(find(r)));
        if (op === 'change')
          changes.changedTitles = rows.map((r) => ({ stored: storedTitle(find(r)), date: r.date!.trim() }));
      }
      await applyChanges(em, caller, holder, changes);
    });
  }

  /** The validation list (GET /grados/): grades and titles together, with the "meets the hours" filter. */
  async list(
    ctx: RequestContext,
    request: ListRequest,
    meetsHours = false,
  ): Promise<ListPage<GradeListView>> {
    const caller = requireCaller(ctx);
    const scope = { ...seenScope(caller), meetsHours };
    const page = await listPage(ctx.em, gradeListFor(scope), scope, parseList(GRADE_LIST, request));
    return { ...page, items: page.items.map((row) => this.view(ctx, caller, row)) };
  }

  /**
   * Where an entry falls in the validation list under this order, search and hours filter, -1 if
   * the caller's list does not show it. A title's list key is its negated id (grade.list.ts).
   */
  async position(
    ctx: RequestContext,
    kind: EntryKind,
    id: number,
    request: ListRequest,
    meetsHours = false,
  ): Promise<number> {
    const caller = requireCaller(ctx);
    const scope = { ...seenScope(caller), meetsHours };
    const { order, search } = parseList(GRADE_LIST, request);
    if (!Number.isInteger(id) || id < 1) return -1;
    return listPosition(ctx.em, gradeListFor(scope), scope, kind === 'grade' ? id : -id, order, search);
  }

  private view(ctx: RequestContext, caller: Caller, row: GradeListRow): GradeListView {
    const may = validatesGrade(caller, { ...row, memberId: row.memberId });
    const name = [row.validatorFirstName, row.validatorLastName].filter(Boolean).join(' ') || null;
    return {
      ...row,
      // Part 2 §2.12, word for word: above valor 0 (belts above Shodan, titles) the column names the
      // federation's administrators, pending or not (they are who validates those rows).
      validatedBy: row.value > 0 ? translate(ctx.lang, 'grades.acaeAdministrators') : name,
      canValidate: may,
      canDelete: may && isPending(row.status),
    };
  }

  /** validarGrado / validarTitulo: validates a pending entry, or undoes a validated one. Answers the new status. */
  async toggleValidation(ctx: RequestContext, kind: EntryKind, id: number): Promise<number> {
    const caller = requireCaller(ctx);
    return ctx.em.transactional(async (em) => {
      const entry = await lockedEntry(em, caller, kind, id);
      if (!entry) throw DomainError.notFound();
      if (!validatesGrade(caller, entry)) {
        throw new DomainError('FORBIDDEN', 'grades.cannotValidate', { title: 'grades.permissionDenied' });
      }
      const status = isPending(entry.status) ? 0 : -1;
      const validator = status === 0 ? caller.memberId : null;
      const table = kind === 'grade' ? sql`grado set` : sql`asociado_titulo set`;
      const key = kind === 'grade' ? sql`idgrado` : sql`idasoc_titulo`;
      await run(
        em,
        sql`update ${table} estado = ${status}, cf_validador = ${validator},
            validado_en = case when ${validator}::int is null then null else clock_timestamp() end
            where ${key} = ${id}`,
      );
      return status;
    });
  }

  /** delUnGrado / delUnTitulo: pending entries only, by those who may validate them (part 2 §4, §6). */
  async deleteEntry(ctx: RequestContext, kind: EntryKind, id: number): Promise<void> {
    const caller = requireCaller(ctx);
    const title = kind === 'grade' ? 'grades.deleteFailed' : 'grades.titleDeleteFailed';
    await ctx.em.transactional(async (em) => {
      const entry = await lockedEntry(em, caller, kind, id);
      if (!entry) throw new DomainError('NOT_FOUND', 'common.notFound', { title });
      if (!validatesGrade(caller, entry))
        throw new DomainError('FORBIDDEN', 'auth.permissionDenied', { title });
      if (!isPending(entry.status)) throw new DomainError('CONFLICT', 'grades.notPending', { title });
      if (kind === 'grade') await run(em, sql`delete from grado where idgrado = ${id}`);
      else await run(em, sql`delete from asociado_titulo where idasoc_titulo = ${id}`);
    });
  }

  /** Readiness for the next belt, for whoever manages the member's grades (null for others). */
  async readiness(ctx: RequestContext, memberId: number): Promise<GradeReadiness | null> {
    const caller = requireCaller(ctx);
    const holder = await holderOf(ctx.em, memberId);
    if (!holder || !managesGradesOf(caller, holder)) throw DomainError.notFound();
    return (await readinessOf(ctx.em, [memberId])).get(memberId) ?? null;
  }

  /**
   * The technical commission's documentation, for the national administrator only: the dan
   * requests awaiting validation as an xlsx, streamed as they are read.
   */
  async documentation(ctx: RequestContext, send: SendFile): Promise<void> {
    if (!downloadsDanDocumentation(requireCaller(ctx))) throw DomainError.forbidden();
    await send({
      name: docsFileName(ctx.lang),
      type: XLSX_TYPE,
      write: (out) => writeDanDocumentation(ctx.em, ctx.lang, out),
    });
  }
}

/**
 * An entry locked with its member's record first, in the order saves take them, so that a save
 * never changes an entry validated under it after reading it as pending (nor the other way round).
 * An entry whose member the caller may not see is as missing: refusing it instead would tell
 * anyone walking the ids which entries exist.
 */
async function lockedEntry(em: EntityManager, caller: Caller, kind: EntryKind, id: number) {
  const found = await entryOf(em, kind, id);
  if (!found || !canSee(caller, { ...found, id: found.memberId, ...NO_FLAGS })) return null;
  await holderOf(em, found.memberId, true);
  return entryOf(em, kind, id, true);
}

const storedBelt = (e: HeldEntry) => ({ id: e.id, beltId: e.refId, date: e.date, hours: e.hours });
const storedTitle = (e: HeldEntry) => ({ id: e.id, titleId: e.refId, date: e.date });
