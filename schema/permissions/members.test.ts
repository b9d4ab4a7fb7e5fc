import { listsMembersOf } from './members';
import type { Actor, Roles } from './roles';

const none: Roles = { admin: false, associationAdmin: false, dojoAdmin: false };
/** Member 9, whose session works as dojo 3 of association 1. */
const actor = (roles: Partial<Roles>): Actor => ({
  memberId: 9,
  associationId: 1,
  dojoId: 3,
  roles: { ...none, ...roles },
});
const ownDojo = { associationId: 1, dojoId: 3 };
const otherDojoSameAssociation = { associationId: 1, dojoId: 4 };
const otherAssociation = { associationId: 2, dojoId: 8 };

describe("listsMembersOf: whose member list a caller may open (the member view's dojo link)", () => {
  it('lets the national administrator list every dojo', () => {
    const national = actor({ admin: true });
    expect(
      [ownDojo, otherDojoSameAssociation, otherAssociation].map((p) => listsMembersOf(national, p)),
    ).toEqual([true, true, true]);
  });

  it('keeps an association administrator to their association', () => {
    const ofAssociation = actor({ associationAdmin: true });
    expect(listsMembersOf(ofAssociation, otherDojoSameAssociation)).toBe(true);
    expect(listsMembersOf(ofAssociation, otherAssociation)).toBe(false);
  });

  it('keeps dojo administrators and plain members to their own dojo', () => {
    for (const who of [actor({ dojoAdmin: true }), actor({})]) {
      expect(listsMembersOf(who, ownDojo)).toBe(true);
      expect(listsMembersOf(who, otherDojoSameAssociation)).toBe(false);
      expect(listsMembersOf(who, otherAssociation)).toBe(false);
    }
  });
});
