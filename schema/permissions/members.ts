import { administers, isAnyAdministrator, roleRank, type Actor, type Roles } from './roles';

/** A member as the member rules need them: who, where, and the roles stored on them. */
export type MemberRef = {
  id: number;
  associationId: number;
  dojoId: number;
  isAdmin: boolean;
  isAssociationAdmin: boolean;
  isDojoAdmin: boolean;
};

export const rolesOfMember = (
  m: Pick<MemberRef, 'isAdmin' | 'isAssociationAdmin' | 'isDojoAdmin'>,
): Roles => ({
  admin: m.isAdmin,
  associationAdmin: m.isAssociationAdmin,
  dojoAdmin: m.isDojoAdmin,
});

/**
 * Whether the member's rank stops the actor: equal or higher than the actor's, unless the actor is
 * a national administrator or the member is the actor themselves.
 */
export function outranks(member: MemberRef, actor: Actor): boolean {
  return (
    !actor.roles.admin &&
    member.id !== actor.memberId &&
    roleRank(rolesOfMember(member)) >= roleRank(actor.roles)
  );
}

/**
 * An administrator over the member: in scope and not outranked. It gives deletes, password resets,
 * the validation link, and edits of someone else.
 */
export function isAdministratorOver(actor: Actor, member: MemberRef): boolean {
  return administers(actor, member) && !outranks(member, actor);
}

/** Everyone edits their own record; administrators the members they are over. */
export function canEditMember(actor: Actor, member: MemberRef): boolean {
  return member.id === actor.memberId || isAdministratorOver(actor, member);
}

/**
 * May see the member's private data (DNI, birth date, mail, address, phone, notes, fee and
 * validation state): the member and the administrators of their area, whatever the ranks.
 */
export function seesPrivateData(actor: Actor, member: MemberRef): boolean {
  return member.id === actor.memberId || administers(actor, member);
}

/**
 * Whose members the actor may list, and so open a dojo's member list for (part 1 §5): a national
 * administrator every dojo's, an association administrator those of their association, anyone
 * else their own dojo's (the dojo their session works as).
 */
export function listsMembersOf(actor: Actor, place: { associationId: number; dojoId: number }): boolean {
  if (actor.roles.admin) return true;
  if (actor.roles.associationAdmin) return place.associationId === actor.associationId;
  return place.dojoId === actor.dojoId;
}

/** Adding and deleting members is for administrators of any kind, each within their scope. */
export const managesMembers = (actor: Pick<Actor, 'roles'>) => isAnyAdministrator(actor.roles);
