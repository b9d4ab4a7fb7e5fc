import type { Me } from '../session/permissions';
import {
  changesSession,
  MEMBER_SERVER_FIELDS,
  memberFormErrors,
  memberInput,
  newMemberValues,
  recordValues,
  type MemberFormValues,
} from './memberForm';

const me = (roles: Partial<Me['roles']>): Me => ({
  id: 9,
  firstName: 'Ana',
  lastName: 'Ruiz',
  memberNumber: '01A0009',
  avatar: 'default.jpg',
  associationId: 1,
  dojoId: 3,
  roles: { admin: false, associationAdmin: false, dojoAdmin: false, ...roles },
  originalRoles: { admin: false, associationAdmin: false, dojoAdmin: false },
});

const record = {
  id: 40,
  memberNumber: '01A0040',
  dni: '12345678Z',
  firstName: 'Luis',
  lastName: 'Gil',
  fullName: 'Luis Gil',
  mail: null,
  birthDate: '1990-05-01',
  age: 'A',
  address: null,
  city: 'Soria',
  province: null,
  phone: null,
  notes: null,
  isAdmin: false,
  isAssociationAdmin: false,
  isDojoAdmin: true,
  dojoId: 3,
  associationId: 1,
  dojo: { id: 3, name: 'Kaze' },
  association: { id: 1, name: 'Norte' },
  avatar: 'a.png',
  validated: true,
  lastFeeYear: 2024,
  validationLink: null,
};

describe('member form', () => {
  it('places a new member in the caller’s own association and dojo where the role fixes them', () => {
    expect(newMemberValues(me({ admin: true }), { associationId: 2, dojoId: 7 })).toMatchObject({
      associationId: '2',
      dojoId: '7',
    });
    // An association administrator on another association's dojo list: that dojo is not theirs.
    expect(newMemberValues(me({ associationAdmin: true }), { associationId: 2, dojoId: 7 })).toMatchObject({
      associationId: '1',
      dojoId: '',
    });
    expect(newMemberValues(me({ associationAdmin: true }), { associationId: 1, dojoId: 7 })).toMatchObject({
      associationId: '1',
      dojoId: '7',
    });
    // A dojo without its association is not trusted either.
    expect(newMemberValues(me({ admin: true }), { dojoId: 7 })).toMatchObject({
      associationId: '',
      dojoId: '',
    });
    expect(newMemberValues(me({ dojoAdmin: true }))).toMatchObject({ associationId: '1', dojoId: '3' });
    expect(newMemberValues(me({ admin: true }))).toMatchObject({ associationId: '', dojoId: '' });
  });

  it('checks the shared rules with the selects’ ids as numbers', () => {
    const fields = memberFormErrors(newMemberValues(me({ admin: true }))).map((e) => e.field);
    expect(fields).toEqual(['dni', 'firstName', 'lastName', 'birthDate', 'dojoId', 'associationId']);
    expect(memberFormErrors(recordValues(record))).toEqual([]);
  });

  it('sends the dni upper case, blanks as none, and the roles only with the toggles', () => {
    const values = { ...recordValues(record), dni: ' 1234x ', mail: '  ', isDojoAdmin: false };
    const input = memberInput(values, false);
    expect(input).toMatchObject({ dni: '1234X', mail: null, city: 'Soria', associationId: 1, dojoId: 3 });
    expect(input).not.toHaveProperty('isDojoAdmin');
    expect(input).not.toHaveProperty('avatar');
    expect(memberInput(values, true)).toMatchObject({
      isAdmin: false,
      isAssociationAdmin: false,
      isDojoAdmin: false,
    });
  });

  it('sends the avatar only when it changed', () => {
    const values = { ...recordValues(record), avatar: 'default.jpg' };
    expect(memberInput(values, false).avatar).toBe('default.jpg');
  });
});

describe('own session changes', () => {
  const before = {
    isAdmin: true,
    isAssociationAdmin: false,
    isDojoAdmin: false,
    dojoId: '1',
    associationId: '1',
  } as Parameters<typeof changesSession>[0];

  it('are roles and place only', () => {
    expect(changesSession(before, { ...before })).toBe(false);
    expect(changesSession(before, { ...before, isDojoAdmin: true })).toBe(true);
    expect(changesSession(before, { ...before, dojoId: '2' })).toBe(true);
    expect(changesSession(before, { ...before, city: 'Soria' } as typeof before)).toBe(false);
  });
});

describe('server field names', () => {
  it('lead each MemberInput field back to the form field it is built from', () => {
    const values: MemberFormValues = {
      dni: 'V-DNI',
      firstName: 'V-NOMBRE',
      lastName: 'V-APELLIDO',
      mail: 'V-MAIL',
      memberNumber: 'V-NUMACAE',
      birthDate: '2001-02-03',
      address: 'V-DOMICILIO',
      city: 'V-CIUDAD',
      province: 'V-PROVINCIA',
      phone: 'V-TELEFONO',
      notes: 'V-OBS',
      associationId: '11',
      dojoId: '12',
      isAdmin: true,
      isAssociationAdmin: false,
      isDojoAdmin: true,
      avatar: 'V-AVATAR',
    };
    const input = memberInput(values, true);
    for (const [inputName, formName] of Object.entries(MEMBER_SERVER_FIELDS)) {
      expect([inputName, String(input[inputName as keyof typeof input])]).toEqual([
        inputName,
        String(values[formName]),
      ]);
    }
  });
});
