import { canAddAssociation, canEditAssociation } from './associations';
import { canAddDojo, canEditDojo } from './dojos';
import {
  canEditMember,
  isAdministratorOver,
  managesMembers,
  outranks,
  seesPrivateData,
  type MemberRef,
} from './members';
import {
  administers,
  isAnyAdministrator,
  levelsOver,
  roleRank,
  rolesUpTo,
  type Actor,
  type Roles,
} from './roles';

const none: Roles = { admin: false, associationAdmin: false, dojoAdmin: false };
/** Member 9, whose session works as dojo 3 of association 1. */
const actor = (roles: Partial<Roles>): Actor => ({
  memberId: 9,
  associationId: 1,
  dojoId: 3,
  roles: { ...none, ...roles },
});
const national = actor({ admin: true });
const ofAssociation = actor({ associationAdmin: true });
const ofDojo = actor({ dojoAdmin: true });
const plain = actor({});

const member = (over: Partial<MemberRef> = {}): MemberRef => ({
  id: 40,
  associationId: 1,
  dojoId: 3,
  isAdmin: false,
  isAssociationAdmin: false,
  isDojoAdmin: false,
  ...over,
});

describe('roles', () => {
  it('an administrator is one of any kind; ranks go national, association, dojo, none', () => {
    expect([national, ofAssociation, ofDojo, plain].map((a) => isAnyAdministrator(a.roles))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([national, ofAssociation, ofDojo, plain].map((a) => roleRank(a.roles))).toEqual([3, 2, 1, 0]);
    expect(roleRank({ admin: true, associationAdmin: true, dojoAdmin: true })).toBe(3);
  });

  it('roles up to the highest held are those one may switch on and grant', () => {
    expect(rolesUpTo(national.roles)).toEqual({ admin: true, associationAdmin: true, dojoAdmin: true });
    expect(rolesUpTo(ofAssociation.roles)).toEqual({ admin: false, associationAdmin: true, dojoAdmin: true });
    expect(rolesUpTo(ofDojo.roles)).toEqual({ admin: false, associationAdmin: false, dojoAdmin: true });
    expect(rolesUpTo(plain.roles)).toEqual(none);
  });
});

describe('levels over a place (dojo, association, national)', () => {
  const all = actor({ admin: true, associationAdmin: true, dojoAdmin: true });

  it('names every level at which the actor administers it', () => {
    expect(levelsOver(all, { associationId: 1, dojoId: 3 })).toEqual(['national', 'association', 'dojo']);
    expect(levelsOver(all, { associationId: 1, dojoId: 4 })).toEqual(['national', 'association']);
    expect(levelsOver(all, { associationId: 2, dojoId: 7 })).toEqual(['national']);
    expect(levelsOver(ofDojo, { associationId: 1 })).toEqual([]);
    expect(levelsOver(plain, { associationId: 1, dojoId: 3 })).toEqual([]);
  });

  it('keeps each administrator to their area', () => {
    expect(administers(national, { associationId: 5, dojoId: 50 })).toBe(true);
    expect(administers(ofAssociation, { associationId: 1, dojoId: 8 })).toBe(true);
    expect(administers(ofAssociation, { associationId: 2, dojoId: 3 })).toBe(false);
    expect(administers(ofDojo, { associationId: 1, dojoId: 3 })).toBe(true);
    expect(administers(ofDojo, { associationId: 1, dojoId: 4 })).toBe(false);
    expect(administers(plain, { associationId: 1, dojoId: 3 })).toBe(false);
  });
});

describe('members', () => {
  it('nobody acts over an equal or higher rank but a national administrator, or over themselves', () => {
    expect(outranks(member({ isDojoAdmin: true }), ofDojo)).toBe(true);
    expect(outranks(member({ isAssociationAdmin: true }), ofDojo)).toBe(true);
    expect(outranks(member(), ofDojo)).toBe(false);
    expect(outranks(member({ isAdmin: true }), national)).toBe(false);
    expect(outranks(member({ id: 9, isDojoAdmin: true }), ofDojo)).toBe(false);
  });

  it('an administrator over a member is in scope and not outranked', () => {
    expect(isAdministratorOver(national, member({ associationId: 5, isAdmin: true }))).toBe(true);
    expect(isAdministratorOver(ofDojo, member())).toBe(true);
    expect(isAdministratorOver(ofDojo, member({ dojoId: 4 }))).toBe(false);
    expect(isAdministratorOver(ofDojo, member({ isDojoAdmin: true }))).toBe(false);
    expect(isAdministratorOver(ofAssociation, member({ dojoId: 8, isDojoAdmin: true }))).toBe(true);
    expect(isAdministratorOver(ofAssociation, member({ associationId: 2 }))).toBe(false);
    expect(isAdministratorOver(plain, member())).toBe(false);
  });

  it('everyone edits themselves; plain members nobody else', () => {
    expect(canEditMember(plain, member({ id: 9 }))).toBe(true);
    expect(canEditMember(plain, member())).toBe(false);
    expect(canEditMember(ofDojo, member({ id: 9, isDojoAdmin: true }))).toBe(true);
  });

  it('private data: the member and the administrators of their area, whatever the ranks', () => {
    expect(seesPrivateData(plain, member({ id: 9 }))).toBe(true);
    expect(seesPrivateData(plain, member())).toBe(false);
    expect(seesPrivateData(ofDojo, member({ isAssociationAdmin: true }))).toBe(true);
    expect(seesPrivateData(ofDojo, member({ dojoId: 4 }))).toBe(false);
  });

  it('any administrator manages members', () => {
    expect([national, ofAssociation, ofDojo, plain].map(managesMembers)).toEqual([true, true, true, false]);
  });
});

describe('associations and dojos', () => {
  it('national administrators add associations; they and the association’s own edit it', () => {
    expect([national, ofAssociation].map(canAddAssociation)).toEqual([true, false]);
    expect(canEditAssociation(ofAssociation, 1)).toBe(true);
    expect(canEditAssociation(ofAssociation, 2)).toBe(false);
    expect(canEditAssociation(actor({ dojoAdmin: true }), 1)).toBe(false);
    expect(canEditAssociation(national, 2)).toBe(true);
  });

  it('national and association administrators add dojos; the dojo’s own administrator edits it', () => {
    expect([national, ofAssociation, ofDojo, plain].map(canAddDojo)).toEqual([true, true, false, false]);
    expect(canEditDojo(ofDojo, { id: 3, associationId: 1 })).toBe(true);
    expect(canEditDojo(ofDojo, { id: 4, associationId: 1 })).toBe(false);
    expect(canEditDojo(ofAssociation, { id: 4, associationId: 1 })).toBe(true);
    expect(canEditDojo(ofAssociation, { id: 9, associationId: 2 })).toBe(false);
    expect(canEditDojo(plain, { id: 3, associationId: 1 })).toBe(false);
  });
});
