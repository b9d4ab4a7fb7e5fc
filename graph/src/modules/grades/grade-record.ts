import type { EntityManager } from '@mikro-orm/postgresql';
import { changesGradeEntry, managesGradesOf, type GradeHolder } from '@federa/schema/permissions';
import {
  changesNothing,
  gradeRecordErrors,
  type GradeRecord,
  type RecordChanges,
} from '@federa/schema/validation/grades';
import type { MessageKey } from '@federa/schema/i18n';
import type { Caller } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { run, sql } from '../common/sql';
import { allBelts, allTitles, heldEntries, holderOf, type HeldEntry } from './grade.queries';

const denied = (key: MessageKey) => new DomainError('FORBIDDEN', key, { title: 'grades.permissionDenied' });

/**
 * Part 2 §6: who may touch a member's record at all. A dojo administrator (with no wider role over
 * the member) hears that the member is not of their dojo; anyone else is simply refused.
 */
export function checkManages(caller: Caller, holder: GradeHolder): void {
  if (managesGradesOf(caller, holder)) return;
  if (caller.roles.dojoAdmin) throw denied('grades.notYourDojo');
  throw DomainError.forbidden();
}

/** The record's rules of part 2 §5, every broken row at once, plus belts and titles that exist. */
export async function checkRecord(em: EntityManager, record: GradeRecord) {
  const errors = gradeRecordErrors(record);
  if (!errors.length) {
    const [belts, titles] = await Promise.all([allBelts(em), allTitles(em)]);
    const beltIds = new Set(belts.map((b) => b.id));
    const titleIds = new Set(titles.map((t) => t.id));
    record.belts.forEach((b, i) => {
      if (!beltIds.has(b.beltId)) errors.push({ field: `belts.${i}.beltId`, key: 'grades.beltUnknown' });
    });
    record.titles.forEach((t, i) => {
      if (!titleIds.has(t.titleId)) errors.push({ field: `titles.${i}.titleId`, key: 'grades.titleUnknown' });
    });
  }
  if (errors.length) throw DomainError.invalid(errors);
}

/** The stored record as the difference reads it. */
export const storedOf = (held: { belts: HeldEntry[]; titles: HeldEntry[] }) => ({
  belts: held.belts.map((b) => ({ id: b.id, beltId: b.refId, date: b.date, hours: b.hours })),
  titles: held.titles.map((t) => ({ id: t.id, titleId: t.refId, date: t.date })),
});

/**
 * Applies a record's changes in the transaction `em` is in, entry by entry: each is checked as it
 * comes, so a refused entry in the middle throws after earlier ones were written, and the
 * transaction takes them back (the older system kept them: half a save). Every new entry starts
 * Pendiente, whoever records it: the journey validates it from the list afterwards.
 */
export async function applyChanges(
  em: EntityManager,
  caller: Caller,
  holder: GradeHolder,
  changes: RecordChanges,
): Promise<void> {
  if (changesNothing(changes)) throw DomainError.invalid([{ field: 'belts', key: 'grades.nothingToSave' }]);
  const held = await heldEntries(em, holder.memberId);
  const heldGrade = new Map(held.belts.map((b) => [b.id, b]));
  const heldTitle = new Map(held.titles.map((t) => [t.id, t]));
  const ref = (kind: 'grade' | 'title', e: HeldEntry) => ({
    ...holder,
    kind,
    value: e.value,
    status: e.status,
  });

  for (const removed of changes.removedBelts) {
    if (!changesGradeEntry(caller, ref('grade', heldGrade.get(removed.id)!)))
      throw denied('grades.cannotRemoveGrade');
    await run(em, sql`delete from grado where idgrado = ${removed.id}`);
  }
  for (const changed of changes.changedBelts) {
    if (!changesGradeEntry(caller, ref('grade', heldGrade.get(changed.stored.id)!)))
      throw denied('grades.cannotChangeGrade');
    await run(
      em,
      sql`update grado set fecha = ${changed.date}, nhoras = ${changed.hours} where idgrado = ${changed.stored.id}`,
    );
  }
  for (const added of changes.addedBelts) {
    if (held.belts.some((b) => b.refId === added.beltId)) {
      throw DomainError.invalid([{ field: 'belts', key: 'grades.repeated' }]);
    }
    await run(
      em,
      sql`insert into grado (cf_asociado, cf_cinturon, fecha, nhoras, estado)
          values (${holder.memberId}, ${added.beltId}, ${added.date}, ${added.hours}, -1)`,
    );
  }
  for (const removed of changes.removedTitles) {
    if (!changesGradeEntry(caller, ref('title', heldTitle.get(removed.id)!)))
      throw denied('grades.cannotRemoveTitle');
    await run(em, sql`delete from asociado_titulo where idasoc_titulo = ${removed.id}`);
  }
  for (const changed of changes.changedTitles) {
    if (!changesGradeEntry(caller, ref('title', heldTitle.get(changed.stored.id)!)))
      throw denied('grades.cannotChangeTitle');
    await run(
      em,
      sql`update asociado_titulo set fecha = ${changed.date} where idasoc_titulo = ${changed.stored.id}`,
    );
  }
  for (const added of changes.addedTitles) {
    if (held.titles.some((t) => t.refId === added.titleId)) {
      throw DomainError.invalid([{ field: 'titles', key: 'grades.repeated' }]);
    }
    await run(
      em,
      sql`insert into asociado_titulo (cf_asociado, cf_titulo, fecha, estado)
          values (${holder.memberId}, ${added.titleId}, ${added.date}, -1)`,
    );
  }
}

/** The member, locked for the save, and checked against the caller. */
export async function lockedHolder(em: EntityManager, caller: Caller, memberId: number) {
  const holder = await holderOf(em, memberId, true);
  if (!holder) throw DomainError.notFound();
  checkManages(caller, holder);
  return holder;
}
