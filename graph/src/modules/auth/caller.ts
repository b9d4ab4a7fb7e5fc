import type { EntityManager } from '@mikro-orm/postgresql';
import type { Lang } from '@federa/schema/i18n';
import { DomainError } from '../common/domain-error';

export type Roles = { admin: boolean; associationAdmin: boolean; dojoAdmin: boolean };

/** Who is calling, as the verified token says: current roles, the original ones, and the profile. */
export type Caller = {
  memberId: number;
  roles: Roles;
  originalRoles: Roles;
  dojoId: number;
  associationId: number;
  avatar: string;
  /** The token this caller came with (its `jti` and expiry in seconds), to end it on sign-out. */
  session?: { id: string; expiresAt: number };
  /** The sign-in this caller's token descends from: renewed tokens keep it, sign-out ends it. */
  signInId?: string;
};

/** What every service call receives, whichever door (GraphQL or REST) it came through. */
export type RequestContext = {
  em: EntityManager;
  caller: Caller | null;
  lang: Lang;
  ip: string;
};

/**
 * 3 national, 2 association, 1 dojo administrator, 0 plain member: an administrator acts over the
 * accounts of lower rank only (password resets, edits, deletes), so nobody takes over a superior's.
 */
export function roleRank(roles: Roles): number {
  return roles.admin ? 3 : roles.associationAdmin ? 2 : roles.dojoAdmin ? 1 : 0;
}

export function isAnyAdmin(caller: Caller | null): boolean {
  return !!caller && (caller.roles.admin || caller.roles.associationAdmin || caller.roles.dojoAdmin);
}

/** The signed-in caller; anonymous calls are refused with auth.sessionRequired. */
export function requireCaller(ctx: RequestContext): Caller {
  if (!ctx.caller) throw new DomainError('UNAUTHENTICATED', 'auth.sessionRequired');
  return ctx.caller;
}
