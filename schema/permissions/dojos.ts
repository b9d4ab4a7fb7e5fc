import { administers, type Actor } from './roles';

/** Part 1 §6: national and association administrators add dojos (the latter in their own association). */
export const canAddDojo = (actor: Pick<Actor, 'roles'>) => actor.roles.admin || actor.roles.associationAdmin;

/** Edit and delete: a national administrator, the association's administrator, or the dojo's own. */
export const canEditDojo = (actor: Actor, dojo: { id: number; associationId: number }) =>
  administers(actor, { associationId: dojo.associationId, dojoId: dojo.id });
