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
      cfAsoc: '2',
      cfDojo: '7',
    });
    // An association administrator on another association's dojo list: that dojo is not theirs.
    expect(newMemberValues(me({ associationAdmin: true }), { associationId: 2, dojoId: 7 })).toMatchObject({
      cfAsoc: '1',
      cfDojo: '',
    });
    expect(newMemberValues(me({ associationAdmin: true }), { associationId: 1, dojoId: 7 })).toMatchObject({
      cfAsoc: '1',
      cfDojo: '7',
    });
    // A dojo without its association is not trusted either.
    expect(newMemberValues(me({ admin: true }), { dojoId: 7 })).toMatchObject({ cfAsoc: '', cfDojo: '' });
    expect(newMemberValues(me({ dojoAdmin: true }))).toMatchObject({ cfAsoc: '1', cfDojo: '3' });
    expect(newMemberValues(me({ admin: true }))).toMatchObject({ cfAsoc: '', cfDojo: '' });
  });

  it('checks the shared rules with the selects’ ids as numbers', () => {
    const fields = memberFormErrors(newMemberValues(me({ admin: true }))).map((e) => e.field);
    expect(fields).toEqual(['dni', 'nombre', 'apellido', 'fechaNacimiento', 'cfDojo', 'cfAsoc']);
    expect(memberFormErrors(recordValues(record))).toEqual([]);
  });

  it('sends the dni upper case, blanks as none, and the roles only with the toggles', () => {
    const values = { ...recordValues(record), dni: ' 1234x ', mail: '  ', esAdmDo: false };
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
    esAdmin: true,
    esAdmAs: false,
    esAdmDo: false,
    cfDojo: '1',
    cfAsoc: '1',
  } as Parameters<typeof changesSession>[0];

  it('are roles and place only', () => {
    expect(changesSession(before, { ...before })).toBe(false);
    expect(changesSession(before, { ...before, esAdmDo: true })).toBe(true);
    expect(changesSession(before, { ...before, cfDojo: '2' })).toBe(true);
    expect(changesSession(before, { ...before, ciudad: 'Soria' } as typeof before)).toBe(false);
  });
});

describe('server field names', () => {
  it('lead each MemberInput field back to the form field it is built from', () => {
    const values: MemberFormValues = {
      dni: 'V-DNI',
      nombre: 'V-NOMBRE',
      apellido: 'V-APELLIDO',
      mail: 'V-MAIL',
      numAcae: 'V-NUMACAE',
      fechaNacimiento: '2001-02-03',
      domicilio: 'V-DOMICILIO',
      ciudad: 'V-CIUDAD',
      provincia: 'V-PROVINCIA',
      telefono: 'V-TELEFONO',
      obs: 'V-OBS',
      cfAsoc: '11',
      cfDojo: '12',
      esAdmin: true,
      esAdmAs: false,
      esAdmDo: true,
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
