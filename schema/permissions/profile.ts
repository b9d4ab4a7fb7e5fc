import { isAnyAdministrator, rolesUpTo, type Roles } from './roles';

// The home's permission toggles and profile selectors (part 2 §6), decided by the roles the member
// holds (the "original" flags), never by those switched on in the session: switching a role off
// must not take away the way back.

/** Which toggles are enabled: national if held; association if association or national; dojo if any. */
export const enabledRoleToggles = (original: Roles): Roles => rolesUpTo(original);

/** The association selector (modPerfil tipo=asoc): the national administrator only. */
export const picksAssociation = (original: Roles) => original.admin;

/** The dojo selector (modPerfil tipo=dojo): national administrators, and association ones within theirs. */
export const picksDojo = (original: Roles) => original.admin || original.associationAdmin;

/** Membership cards (part 2 §6 "Cards"): administrators of any kind, by the roles in force. */
export const printsCards = (roles: Roles) => isAnyAdministrator(roles);
