import type { CurrentMemberQuery } from '../../generated/graphql';

export type Me = NonNullable<CurrentMemberQuery['me']>;

// What the screens offer to whom (part 1 §6). The server decides every action again from the
// caller's roles; these only keep people from being offered what would be refused.

export const isAnyAdmin = (me: Me) => me.roles.admin || me.roles.associationAdmin || me.roles.dojoAdmin;

export const canAddAssociation = (me: Me) => me.roles.admin;

export const canEditAssociation = (me: Me, associationId: number) =>
  me.roles.admin || (me.roles.associationAdmin && me.associationId === associationId);

export const canAddDojo = (me: Me) => me.roles.admin || me.roles.associationAdmin;

/** Which row actions of the dojo list a role gets (§6 "Dojo row actions"). */
export function dojoRowActions(me: Me, dojo: { id: number; associationId: number }) {
  const all = { members: true, association: true, edit: true, delete: true };
  if (me.roles.admin) return all;
  if (me.roles.associationAdmin && me.associationId === dojo.associationId) return all;
  if (me.roles.dojoAdmin && me.dojoId === dojo.id) {
    return { members: true, association: false, edit: true, delete: true };
  }
  return { members: false, association: false, edit: false, delete: false };
}

export const canAddMember = isAnyAdmin;
export const canDeleteMember = isAnyAdmin;
/** 'Ver dojo' in the member row menu: global and dojo administrators (§6). */
export const canSeeMemberDojo = (me: Me) => me.roles.admin || me.roles.dojoAdmin;

/** The role toggles of the member form a caller may switch (§6). */
export function editableRoleToggles(me: Me) {
  return {
    admin: me.roles.admin,
    associationAdmin: me.roles.admin || me.roles.associationAdmin,
    dojoAdmin: isAnyAdmin(me),
  };
}

/** Cuotas, Carnets and Listado are for administrators of any kind (§2, §6). */
export const canSeeAdminSections = isAnyAdmin;

/** Users who are neither global nor association administrators see their own dojo's members. */
export const ownMembersDojo = (me: Me) => (me.roles.admin || me.roles.associationAdmin ? 0 : me.dojoId);
