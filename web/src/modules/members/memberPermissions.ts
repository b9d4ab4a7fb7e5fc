import { isAnyAdmin, type Me } from '../session/permissions';

type MemberRoles = { id: number; dojoId: number; associationId: number } & RoleFlags;
type RoleFlags = { isAdmin: boolean; isAssociationAdmin: boolean; isDojoAdmin: boolean };

const rank = (admin: boolean, associationAdmin: boolean, dojoAdmin: boolean) =>
  admin ? 3 : associationAdmin ? 2 : dojoAdmin ? 1 : 0;

/**
 * An administrator over the member, as the server decides it (graph member.rules.ts): in their
 * area (everyone, their association, their dojo) and not outranked by the member. It gives the
 * record's Edit button and the password reset; the server checks every call again.
 */
export function administersMember(me: Me, member: MemberRoles): boolean {
  const r = me.roles;
  if (r.admin) return true;
  const inArea =
    (r.associationAdmin && member.associationId === me.associationId) ||
    (r.dojoAdmin && member.dojoId === me.dojoId);
  if (!inArea) return false;
  if (member.id === me.id) return true;
  return (
    rank(member.isAdmin, member.isAssociationAdmin, member.isDojoAdmin) <
    rank(r.admin, r.associationAdmin, r.dojoAdmin)
  );
}

/** Everyone edits their own record; administrators the members they are over. */
export const canEditMember = (me: Me, member: MemberRoles) =>
  member.id === me.id || administersMember(me, member);

/**
 * The reset button (part 1 §2) is for administrators over someone else: a reset ends every session
 * of the member, so resetting oneself would sign one out with no password to sign in again.
 */
export const canResetMemberPassword = (me: Me, member: MemberRoles) =>
  isAnyAdmin(me) && member.id !== me.id && administersMember(me, member);
