import type { EntityManager } from '@mikro-orm/postgresql';
import type { Lang } from '@federa/schema/i18n';
import type { Roles } from '@federa/schema/permissions';
import { DomainError } from './domain-error';

export type { Roles };

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

/** The signed-in caller; anonymous calls are refused with auth.sessionRequired. */
export function requireCaller(ctx: RequestContext): Caller {
  if (!ctx.caller) throw new DomainError('UNAUTHENTICATED', 'auth.sessionRequired');
  return ctx.caller;
}
