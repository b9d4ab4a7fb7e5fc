import type { Me } from '../session/permissions';
import { administersMember, canEditMember, canResetMemberPassword } from './memberPermissions';

const me = (roles: Partial<Me['roles']>): Me => ({
  id: 9,
  firstName: 'Ana',
  lastName: 'Ruiz',
  memberNumber: null,
  avatar: 'default.jpg',
  associationId: 1,
  dojoId: 3,
  roles: { admin: false, associationAdmin: false, dojoAdmin: false, ...roles },
  originalRoles: { admin: false, associationAdmin: false, dojoAdmin: false },
});

const member = (over: Partial<Parameters<typeof administersMember>[1]> = {}) => ({
  id: 40,
  dojoId: 3,
  associationId: 1,
  isAdmin: false,
  isAssociationAdmin: false,
  isDojoAdmin: false,
  ...over,
});

describe('member permissions', () => {
  it('gives a global administrator every member', () => {
    expect(administersMember(me({ admin: true }), member({ associationId: 5, isAdmin: true }))).toBe(true);
  });

  it('keeps other administrators to their area and below their rank', () => {
    const dojoAdmin = me({ dojoAdmin: true });
    expect(administersMember(dojoAdmin, member())).toBe(true);
    expect(administersMember(dojoAdmin, member({ dojoId: 4 }))).toBe(false);
    expect(administersMember(dojoAdmin, member({ isDojoAdmin: true }))).toBe(false);
    const associationAdmin = me({ associationAdmin: true });
    expect(administersMember(associationAdmin, member({ dojoId: 8, isDojoAdmin: true }))).toBe(true);
    expect(administersMember(associationAdmin, member({ associationId: 2 }))).toBe(false);
  });

  it('lets everyone edit themselves, plain members nobody else', () => {
    expect(canEditMember(me({}), member({ id: 9 }))).toBe(true);
    expect(canEditMember(me({}), member())).toBe(false);
  });

  it('offers the password reset over others only', () => {
    expect(canResetMemberPassword(me({ admin: true }), member())).toBe(true);
    expect(canResetMemberPassword(me({ admin: true }), member({ id: 9 }))).toBe(false);
    expect(canResetMemberPassword(me({}), member())).toBe(false);
  });
});
