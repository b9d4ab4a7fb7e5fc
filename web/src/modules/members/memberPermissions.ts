import {
  canEditMember as editsMember,
  isAdministratorOver,
  type MemberRef,
} from '@federa/schema/permissions';
import { actorOf, type Me } from '../session/permissions';

/**
 * An administrator over the member, as the server decides it (schema/permissions): in their area
 * (everyone, their association, their dojo) and not outranked by the member. It gives the record's
 * Edit button and the password reset; the server checks every call again.
 */
export const administersMember = (me: Me, member: MemberRef) => isAdministratorOver(actorOf(me), member);

/** Everyone edits their own record; administrators the members they are over. */
export const canEditMember = (me: Me, member: MemberRef) => editsMember(actorOf(me), member);

/**
 * The reset button (part 1 §2) is for administrators over someone else: a reset ends every session
 * of the member, so resetting oneself would sign one out with no password to sign in again.
 */
export const canResetMemberPassword = (me: Me, member: MemberRef) =>
  member.id !== me.id && administersMember(me, member);
