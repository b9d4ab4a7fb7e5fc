import type { Session } from './auth.service';
import type { SessionUser } from './auth.types';

export function sessionUser(session: Pick<Session, 'caller' | 'member'>): SessionUser {
  const { caller, member } = session;
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    mail: member.mail,
    memberNumber: member.memberNumber,
    avatar: member.avatar,
    dojoId: caller.dojoId,
    associationId: caller.associationId,
    roles: caller.roles,
    originalRoles: caller.originalRoles,
  };
}
