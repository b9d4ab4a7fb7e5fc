import { translate } from '../i18n';
import { ageGroup, memberErrors, normaliseMember, parseDate, type MemberFields } from './members';

describe('member rules shared by server and form', () => {
  it('reads dates as YYYY-MM-DD, also from a timestamp, and refuses impossible ones', () => {
    expect(parseDate('2001-02-28')).toBe('2001-02-28');
    expect(parseDate('2001-02-28T23:00:00.000Z')).toBe('2001-02-28');
    expect(parseDate('2001-02-29')).toBeNull();
    expect(parseDate('28/02/2001')).toBeNull();
    expect(parseDate(undefined)).toBeNull();
  });

  it("is adult ('A') from the 18th birthday on, 'N' the day before", () => {
    expect(ageGroup('2008-06-15', '2026-06-15')).toBe('A');
    expect(ageGroup('2008-06-15', '2026-06-14')).toBe('N');
    expect(ageGroup('2008-06-15', '2026-05-30')).toBe('N');
    expect(ageGroup('1950-01-01', '2026-01-01')).toBe('A');
  });

  it('stores dni upper-case and empty optional texts as none', () => {
    expect(normaliseMember({ dni: ' 1234x ', mail: '  ', memberNumber: '' })).toMatchObject({
      dni: '1234X',
      mail: null,
      memberNumber: null,
    });
  });

  it('accepts 1900-01-01 and yesterday, refuses today', () => {
    const base = { dni: 'X', firstName: 'A', lastName: 'B', dojoId: 1, associationId: 1 };
    expect(memberErrors({ ...base, birthDate: '1900-01-01' }, '2026-11-22')).toEqual([]);
    expect(memberErrors({ ...base, birthDate: '2026-11-21' }, '2026-11-22')).toEqual([]);
    expect(memberErrors({ ...base, birthDate: '2026-11-22' }, '2026-11-22')).toEqual([
      { field: 'birthDate', key: 'members.birthDateInvalid' },
    ]);
  });

  it('refuses an over-long mail or date as such, without scanning it', () => {
    const base = {
      dni: 'X',
      firstName: 'A',
      lastName: 'B',
      dojoId: 1,
      associationId: 1,
      birthDate: '2000-01-01',
    };
    const megabyte = 1024 * 1024;
    const started = performance.now();
    expect(memberErrors({ ...base, mail: `a@${'.'.repeat(megabyte)}@` }, '2026-11-22')).toEqual([
      { field: 'mail', key: 'common.tooLong', params: { max: 50 } },
    ]);
    expect(parseDate(`2000-01-01T${'0'.repeat(megabyte)}`)).toBeNull();
    // Not a speed target: a pattern that backtracks takes hours on a megabyte, a linear one
    // milliseconds; ten seconds tells them apart on the busiest machine.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

// The §5 table of the rules that need no database, with their Spanish messages word for word: the
// doors only map names and codes (tests/integration/members/save.test.ts checks that once each).
describe('memberErrors refuses each broken field with its message', () => {
  const valid: MemberFields = {
    dni: 'X1',
    firstName: 'Ana',
    lastName: 'Prueba',
    birthDate: '1990-05-06',
    dojoId: 1,
    associationId: 1,
  };
  it.each([
    ['firstName', { firstName: '  ' }, 'El nombre es requerido.'],
    ['lastName', { lastName: '' }, 'El apellido es requerido.'],
    ['birthDate', { birthDate: '' }, 'La fecha de nacimiento es requerida.'],
    ['birthDate', { birthDate: '1899-12-31' }, 'La fecha de nacimiento no es válida'],
    ['birthDate', { birthDate: '2990-01-01' }, 'La fecha de nacimiento no es válida'],
    ['birthDate', { birthDate: '2001-02-30' }, 'La fecha de nacimiento no es válida'],
    ['dojoId', { dojoId: 0 }, 'El dojo es requerido.'],
    ['associationId', { associationId: null }, 'La asociación es requerida.'],
    ['dni', { dni: ' ' }, 'Introduce un DNI válido.'],
    ['memberNumber', { memberNumber: '1A0001' }, 'Num. con formato no válido.'],
    ['memberNumber', { memberNumber: '01a0001' }, 'Num. con formato no válido.'],
    ['mail', { mail: 'no-es-correo' }, 'Introduce un correo válido.'],
    ['firstName', { firstName: 'n'.repeat(51) }, 'El campo no puede superar 50 caracteres.'],
    ['phone', { phone: '6000000001' }, 'El campo no puede superar 9 caracteres.'],
    ['notes', { notes: 'o'.repeat(251) }, 'El campo no puede superar 250 caracteres.'],
    ['address', { address: 'd'.repeat(151) }, 'El campo no puede superar 150 caracteres.'],
  ])('%s (row %#)', (field, change, message) => {
    const errors = memberErrors({ ...valid, ...change }, '2026-11-22');
    expect(errors.map((e) => [e.field, translate('es', e.key, e.params)])).toEqual([[field, message]]);
  });

  it('accepts the valid member the table breaks one field of', () => {
    expect(memberErrors(valid, '2026-11-22')).toEqual([]);
  });
});
