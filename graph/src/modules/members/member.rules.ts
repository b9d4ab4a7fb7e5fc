import {
  canEditMember,
  isAdministratorOver,
  listsMembersOf,
  managesMembers,
  rolesUpTo,
  seesPrivateData as seesPrivate,
  type Actor,
  type MemberRef,
} from '@federa/schema/permissions';
import { PRIVATE_MEMBER_ORDERS } from '@federa/schema/validation/members';
import type { Caller } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { join, sql, type Sql } from '../common/sql';
import type { Member } from './member.entity';
import type { MemberScope } from './member.list';

/**
 * Who may do what with members (part 1 §5 and §6), decided from the token's current roles and
 * the profile the session works as (`caller.associationId`, `caller.dojoId`). The readings where
 * the spec leaves the condition open:
 *
 * - List and see: a global administrator everyone; an association administrator the members of
 *   their association; dojo administrators and plain members those of their own dojo (the shell
 *   pre-filters the list to it). Everyone may see their own record.
 * - Edit: everyone themselves; otherwise only an administrator over the member who outranks
 *   them: a global administrator everyone, an association administrator the dojo administrators
 *   and plain members of their association, a dojo administrator the plain members of their
 *   dojo (a dojo administrator must not change the mail of the national administrator and so
 *   take over their account).
 * - Add and delete: any administrator kind, within the same scope. Nobody but a global
 *   administrator deletes a member whose role is equal to or above their own, nor sees the
 *   validation link of such a member (the link sets the member's password: as the password
 *   reset of auth.service, a dojo administrator must not take over their association's account).
 * - Admin flags (§6): esAdmin only by a global administrator, esAdmAs by a global or association
 *   administrator, esAdmDo by any administrator kind; a flag sent unchanged is no change.
 */

export type { MemberRef };
export { isAdministratorOver };

export type AdminFlags = { isAdmin: boolean; isAssociationAdmin: boolean; isDojoAdmin: boolean };

/** Administers members (adds and deletes them, within their scope): any administrator kind. */
export function isAdministrator(caller: Caller): boolean {
  return managesMembers(caller);
}

/** The members a caller may list, as a list filter: the SQL reading of listsMembersOf. */
export function visibleScope(caller: Caller): MemberScope {
  if (caller.roles.admin) return {};
  if (caller.roles.associationAdmin) return { associationId: caller.associationId };
  return { dojoId: caller.dojoId };
}

export function canSee(caller: Caller, member: MemberRef): boolean {
  return member.id === caller.memberId || listsMembersOf(caller, member);
}

/**
 * May see the member's private data (DNI, birth date and age, mail, address, phone, notes, fee and
 * validation state): the member themselves and administrators over the member's area. Anyone else
 * who may list the member (a plain member's dojo-mates) sees what a membership list needs: name,
 * number, dojo, photo and roles.
 */
export function seesPrivateData(caller: Caller | null, member: MemberRef): boolean {
  return !!caller && seesPrivate(caller, member);
}

/**
 * `seesPrivateData` as conditions on the member table `a`, any of which lets a member in:
 * themselves, their dojo or their association as its administrator; `everyone` for the national
 * administrator. `enrolsMember` is the same rule (schema/permissions), so the enrolment table and
 * the course exports read it too (courses/enrolment-reach.ts).
 */
export function privateDataReach(actor: Actor): 'everyone' | Sql[] {
  if (actor.roles.admin) return 'everyone';
  // An administrator's own row is in the association and dojo the session names (a move changes
  // the token's version), so the widest area they administer holds it and their dojo: one
  // condition. An `or` with the others kept the planner off the association's own index (an
  // association's enrolment table by number, descending: 1.3 s at a million members).
  if (actor.roles.associationAdmin) return [sql`a.cf_asoc = ${actor.associationId}`];
  if (actor.roles.dojoAdmin) return [sql`a.cf_dojo = ${actor.dojoId}`];
  return [sql`a.id_aso = ${actor.memberId}`];
}

/**
 * `privateDataReach` as one condition: a report view shows a member's private columns (birth
 * date, age) only where it holds, as the record does.
 */
export function privateDataCondition(actor: Actor): Sql {
  const reach = privateDataReach(actor);
  return reach === 'everyone' ? sql`true` : sql`(${join(reach, ' or ')})`;
}

/** Everyone edits their own record; administrators the members they are over (not outranked). */
export function canEdit(caller: Caller, member: MemberRef): boolean {
  return canEditMember(caller, member);
}

/** Creating (§5 by role): the association and dojo a non-global administrator may insert into. */
export function checkCreateScope(caller: Caller, associationId: number, dojoId: number): void {
  if (!isAdministrator(caller)) throw DomainError.forbidden();
  const r = caller.roles;
  if (r.admin) return;
  if (associationId !== caller.associationId) {
    throw new DomainError('FORBIDDEN', 'members.cannotInsertAssociation', {
      fields: [{ field: 'associationId', key: 'members.cannotInsertAssociation' }],
    });
  }
  if (!r.associationAdmin && dojoId !== caller.dojoId) {
    throw new DomainError('FORBIDDEN', 'members.cannotInsertDojo', {
      fields: [{ field: 'dojoId', key: 'members.cannotInsertDojo' }],
    });
  }
}

/**
 * Editing (§5 by role): a plain member or dojo administrator keeps the member in the same
 * association and dojo; an association administrator keeps them in the same association.
 */
export function checkEditScope(
  caller: Caller,
  member: MemberRef,
  associationId: number,
  dojoId: number,
): void {
  const r = caller.roles;
  if (r.admin) return;
  if (associationId !== member.associationId) {
    throw new DomainError('FORBIDDEN', 'members.cannotSaveAssociation', {
      fields: [{ field: 'associationId', key: 'members.cannotSaveAssociation' }],
    });
  }
  if (!r.associationAdmin && dojoId !== member.dojoId) {
    throw new DomainError('FORBIDDEN', 'members.cannotChangeDojo', {
      fields: [{ field: 'dojoId', key: 'members.cannotChangeDojo' }],
    });
  }
}

/** Refuses a change of an admin flag the caller may not set (unchanged flags pass). */
export function checkFlags(caller: Caller, before: AdminFlags, after: AdminFlags): void {
  const grantable = rolesUpTo(caller.roles);
  const may = {
    isAdmin: grantable.admin,
    isAssociationAdmin: grantable.associationAdmin,
    isDojoAdmin: grantable.dojoAdmin,
  };
  for (const flag of ['isAdmin', 'isAssociationAdmin', 'isDojoAdmin'] as const) {
    if (before[flag] !== after[flag] && !may[flag]) {
      throw new DomainError('FORBIDDEN', 'auth.cannotSetPermission', {
        fields: [{ field: flag, key: 'auth.cannotSetPermission' }],
      });
    }
  }
}

/**
 * What the caller may list, narrowed to one dojo when asked (idDojo; 0 or absent: all). A caller
 * who sees only the listed fields of the others (no administrator role) may not search or sort
 * by the private ones either: an order by birth date or a search by mail would reveal them.
 */
export function listScope(caller: Caller, dojoId?: number | null, order?: { column: string }): MemberScope {
  const publicOnly = !isAdministrator(caller);
  if (publicOnly && order && PRIVATE_MEMBER_ORDERS.includes(order.column)) {
    throw DomainError.invalid([{ field: 'orden', key: 'list.orderInvalid' }]);
  }
  const scope: MemberScope = { ...visibleScope(caller), publicOnly };
  if (dojoId) {
    if (scope.dojoId !== undefined && scope.dojoId !== dojoId) return { dojoId: -1 };
    scope.dojoId = dojoId;
  }
  return scope;
}

export function refOfMember(member: Member): MemberRef {
  return {
    id: member.id,
    dojoId: member.dojo.id,
    associationId: member.association.id,
    isAdmin: member.isAdmin,
    isAssociationAdmin: member.isAssociationAdmin,
    isDojoAdmin: member.isDojoAdmin,
  };
}
