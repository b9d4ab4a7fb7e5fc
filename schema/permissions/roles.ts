// Who may act where (part 1 §5, §6), as pure predicates that the server decides by and the web
// offers by: one reading of "an administrator", "in their area" and "outranked" for every domain.

/** The three administrator roles a member or a session may hold. */
export type Roles = { admin: boolean; associationAdmin: boolean; dojoAdmin: boolean };

/** Who acts: the member, their session's current roles and the place the session works as. */
export type Actor = { memberId: number; roles: Roles; associationId: number; dojoId: number };

/**
 * Somewhere an administrator may act over: an association, or a dojo of one (a member is in their
 * dojo). Fee batches, courses and grades name their place the same way.
 */
export type Place = { associationId: number; dojoId?: number };

/** The levels at which records are administered and validated (fee batches: dojo, association, national). */
export type Level = 'national' | 'association' | 'dojo';

export function isAnyAdministrator(roles: Roles): boolean {
  return roles.admin || roles.associationAdmin || roles.dojoAdmin;
}

/**
 * 3 national, 2 association, 1 dojo administrator, 0 plain member: an administrator acts over the
 * accounts of lower rank only (password resets, edits, deletes), so nobody takes over a superior's.
 */
export function roleRank(roles: Roles): number {
  return roles.admin ? 3 : roles.associationAdmin ? 2 : roles.dojoAdmin ? 1 : 0;
}

/**
 * The roles at or below the highest one held: those a member may switch on in their own session,
 * and those an administrator may grant or take away (part 1 §6).
 */
export function rolesUpTo(roles: Roles): Roles {
  return {
    admin: roles.admin,
    associationAdmin: roles.admin || roles.associationAdmin,
    dojoAdmin: isAnyAdministrator(roles),
  };
}

/**
 * The levels at which the actor administers the place: national everywhere, association in the
 * association their session works as, dojo in that dojo. Empty when none.
 */
export function levelsOver(actor: Actor, place: Place): Level[] {
  const levels: Level[] = [];
  const r = actor.roles;
  if (r.admin) levels.push('national');
  if (r.associationAdmin && place.associationId === actor.associationId) levels.push('association');
  if (r.dojoAdmin && place.dojoId !== undefined && place.dojoId === actor.dojoId) levels.push('dojo');
  return levels;
}

/** In the actor's area: an administrator at some level over the place. */
export function administers(actor: Actor, place: Place): boolean {
  return levelsOver(actor, place).length > 0;
}
