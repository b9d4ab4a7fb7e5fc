import { administers, type Actor } from './roles';

// Grade and title rules of part 2 §4 and §6 (README, "Who may do what"). The server decides by
// these; the web offers the modal, the locks and the row menu by them.

/** A member as the grade rules need them: who and where. */
export type GradeHolder = { memberId: number; dojoId: number; associationId: number };

/** An entry: a belt (kind 'grade', its belt's valor) or a title, held by a member, at a status. */
export type GradeEntryRef = GradeHolder & { kind: 'grade' | 'title'; value: number; status: number };

/** Part 2 §3: below 0 Pendiente, 0 Regulado, above 0 Examinado. */
export const isPending = (status: number) => status < 0;

/**
 * 'Gestionar grados' (part 2 §6): the national administrator, the administrator of the member's
 * association, the administrator of the member's dojo.
 */
export const administersGradesOf = (actor: Actor, member: GradeHolder): boolean =>
  administers(actor, { associationId: member.associationId, dojoId: member.dojoId });

/** Who may save a member's record: the three-way rule, and the member for their own pending entries. */
export const managesGradesOf = (actor: Actor, member: GradeHolder): boolean =>
  actor.memberId === member.memberId || administersGradesOf(actor, member);

/**
 * Validate, undo, and change or remove a validated entry (part 2 §6): the national administrator
 * anywhere, a dojo administrator for kyu grades (valor < 0) of their own dojo's members, other than
 * their own (nobody but the national administrator validates themselves).
 */
export function validatesGrade(actor: Actor, entry: Omit<GradeEntryRef, 'status'>): boolean {
  if (actor.roles.admin) return true;
  return (
    actor.roles.dojoAdmin &&
    entry.kind === 'grade' &&
    entry.value < 0 &&
    entry.dojoId === actor.dojoId &&
    entry.memberId !== actor.memberId
  );
}

/** Pending entries are open to whoever manages the member; validated ones only to their validators. */
export const changesGradeEntry = (actor: Actor, entry: GradeEntryRef): boolean =>
  managesGradesOf(actor, entry) && (isPending(entry.status) || validatesGrade(actor, entry));

/** The technical commission's documentation (part 2 §6): the national administrator only. */
export const downloadsDanDocumentation = (actor: Pick<Actor, 'roles'>) => actor.roles.admin;
