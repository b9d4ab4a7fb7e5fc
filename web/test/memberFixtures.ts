import type { Me } from '../src/modules/session/permissions';

// Who acts and whom they look at, for the member view's and the home's component tests: dojo 1 and
// 2 of association 1, dojo 9 of association 2.

const noRoles = { admin: false, associationAdmin: false, dojoAdmin: false };

/** A signed-in member of dojo 1 (association 1) with the given roles. */
export function meWith(
  id: number,
  roles: Partial<Me['roles']> = {},
  where = { associationId: 1, dojoId: 1 },
): Me {
  return {
    id,
    firstName: `Nombre${id}`,
    lastName: 'Apellido',
    memberNumber: `01A000${id}`,
    avatar: '',
    ...where,
    roles: { ...noRoles, ...roles },
  } as Me;
}

/** A member record as `member` answers it; private fields only when `seen` says the caller sees them. */
export function memberRecord(id: number, place = { associationId: 1, dojoId: 1 }, seen = true) {
  return {
    id,
    memberNumber: `01A00${10 + id}`,
    dni: seen ? '12345678Z' : null,
    firstName: 'Elena',
    lastName: 'Prueba Sanz',
    fullName: 'Elena Prueba Sanz',
    mail: seen ? 'elena@pruebas.federa' : null,
    birthDate: seen ? '1985-04-12' : null,
    age: seen ? 'A' : null,
    address: null,
    city: null,
    province: null,
    phone: null,
    notes: null,
    isAdmin: false,
    isAssociationAdmin: false,
    isDojoAdmin: false,
    ...place,
    dojo: { id: place.dojoId, name: `Dojo ${place.dojoId}` },
    association: { id: place.associationId, name: `Asociación ${place.associationId}` },
    avatar: 'default.jpg',
    validated: seen ? true : null,
    lastFeeYear: seen ? 2025 : null,
    validationLink: null,
  };
}
