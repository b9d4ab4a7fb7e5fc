import { administers, type Actor } from './roles';

/** Part 1 §6: a national administrator adds associations. */
export const canAddAssociation = (actor: Pick<Actor, 'roles'>) => actor.roles.admin;

/** Edit and delete: a national administrator, or the association's own administrator. */
export const canEditAssociation = (actor: Actor, associationId: number) =>
  administers(actor, { associationId });
