import {
  canAddAssociation as addsAssociations,
  canAddDojo as addsDojos,
  canEditAssociation as editsAssociation,
  canEditDojo as editsDojo,
  isAnyAdministrator,
  levelsOver,
  rolesUpTo,
  type Actor,
} from '@federa/schema/permissions';
import type { CurrentMemberQuery } from '../../generated/graphql';

export type Me = NonNullable<CurrentMemberQuery['me']>;

// What the screens offer to whom (part 1 §6): the predicates the server decides by
// (schema/permissions), so that nobody is offered what would be refused.

/** The signed-in member as the shared predicates name whoever acts. */
export const actorOf = (me: Me): Actor => ({
  memberId: me.id,
  roles: me.roles,
  associationId: me.associationId,
  dojoId: me.dojoId,
});

export const isAnyAdmin = (me: Me) => isAnyAdministrator(me.roles);

export const canAddAssociation = (me: Me) => addsAssociations(me);

export const canEditAssociation = (me: Me, associationId: number) =>
  editsAssociation(actorOf(me), associationId);

export const canAddDojo = (me: Me) => addsDojos(me);

/**
 * Which row actions of the dojo list a role gets (§6 "Dojo row actions"): those who may edit the
 * dojo; 'Ver asociación' only to those over its association (national or association level).
 */
export function dojoRowActions(me: Me, dojo: { id: number; associationId: number }) {
  const edit = editsDojo(actorOf(me), dojo);
  const levels = levelsOver(actorOf(me), { associationId: dojo.associationId, dojoId: dojo.id });
  const association = levels.includes('national') || levels.includes('association');
  return { members: edit, association, edit, delete: edit };
}

export const canAddMember = isAnyAdmin;
export const canDeleteMember = isAnyAdmin;
/** 'Ver dojo' in the member row menu: global and dojo administrators (§6). */
export const canSeeMemberDojo = (me: Me) => me.roles.admin || me.roles.dojoAdmin;

/** The role toggles of the member form a caller may switch (§6). */
export const editableRoleToggles = (me: Me) => rolesUpTo(me.roles);

/** Cuotas, Carnets and Listado are for administrators of any kind (§2, §6). */
export const canSeeAdminSections = isAnyAdmin;

/** The contact messages are the federation's: its national administrator reads them. */
export const canReadContactMessages = (me: Me) => me.roles.admin;

/** Users who are neither global nor association administrators see their own dojo's members. */
export const ownMembersDojo = (me: Me) => (me.roles.admin || me.roles.associationAdmin ? 0 : me.dojoId);
