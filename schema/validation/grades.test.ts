import { changesNothing, gradeRecordErrors, hoursOf, isGradeDate, recordChanges } from './grades';
import { translate, type Lang } from '../i18n';

describe('grade record rules (part 2 §5)', () => {
  it('reads hours as typed: absent is "0", whole numbers only, bounded before the pattern', () => {
    expect(hoursOf(undefined)).toBe(0);
    expect(hoursOf(' 12 ')).toBe(12);
    expect(hoursOf('-1')).toBeNull();
    expect(hoursOf('1e3')).toBeNull();
    expect(hoursOf('9'.repeat(100_000))).toBeNull();
  });

  it('takes real calendar days from 1900 on', () => {
    expect(isGradeDate('2024-02-29')).toBe(true);
    expect(isGradeDate('2023-02-29')).toBe(false);
    expect(isGradeDate('1899-12-31')).toBe(false);
    expect(isGradeDate('2024-2-1')).toBe(false);
  });

  it('refuses a date after today, takes today', () => {
    const record = (date: string) => ({
      belts: [{ beltId: 1, date, hours: '1' }],
      titles: [{ titleId: 1, date }],
    });
    expect(gradeRecordErrors(record('2026-11-24'), '2026-11-23').map((e) => [e.field, e.key])).toEqual([
      ['belts.0.date', 'grades.dateFuture'],
      ['titles.0.date', 'grades.dateFuture'],
    ]);
    expect(gradeRecordErrors(record('9999-12-31'), '2026-11-23')).toHaveLength(2);
    expect(gradeRecordErrors(record('2026-11-23'), '2026-11-23')).toEqual([]);
  });

  it('answers every broken row at once, named as the GraphQL input', () => {
    const errors = gradeRecordErrors({
      belts: [
        { beltId: 1, date: '', hours: '' },
        { beltId: 1, date: '2024-01-01', hours: 'x' },
      ],
      titles: [{ titleId: 2, date: null }],
    });
    expect(errors.map((e) => [e.field, e.key])).toEqual([
      ['belts.0.date', 'grades.dateRequired'],
      ['belts.0.hours', 'grades.hoursRequired'],
      ['belts.1.hours', 'grades.hoursInvalid'],
      ['belts.1.beltId', 'grades.repeated'],
      ['titles.0.date', 'grades.dateRequired'],
    ]);
  });
});

describe('recordChanges (part 2 §4)', () => {
  const stored = {
    belts: [
      { id: 10, beltId: 1, date: '2020-01-01', hours: 0 },
      { id: 11, beltId: 2, date: '2021-01-01', hours: 5 },
    ],
    titles: [{ id: 20, titleId: 1, date: '2022-01-01' }],
  };

  it('finds what is added, removed and changed', () => {
    const changes = recordChanges(stored, {
      belts: [
        { beltId: 2, date: '2021-01-01', hours: '6' },
        { beltId: 3, date: '2023-01-01' },
      ],
      titles: [{ titleId: 1, date: '2022-02-02' }],
    });
    expect(changes).toEqual({
      addedBelts: [{ beltId: 3, date: '2023-01-01', hours: 0 }],
      removedBelts: [stored.belts[0]],
      changedBelts: [{ stored: stored.belts[1], date: '2021-01-01', hours: 6 }],
      addedTitles: [],
      removedTitles: [],
      changedTitles: [{ stored: stored.titles[0], date: '2022-02-02' }],
    });
    expect(changesNothing(changes)).toBe(false);
  });

  it('finds nothing in the stored state sent back', () => {
    const same = recordChanges(stored, {
      belts: [
        { beltId: 1, date: '2020-01-01', hours: '0' },
        { beltId: 2, date: '2021-01-01', hours: '5' },
      ],
      titles: [{ titleId: 1, date: '2022-01-01' }],
    });
    expect(changesNothing(same)).toBe(true);
  });
});

// The record rules' table with the messages word for word in each language: the doors only map
// the field names, the code and the language (tests/integration/grades/rules.test.ts, once each).
const TEXTS: Record<string, Record<Lang, string>> = {
  'grades.dateRequired': {
    es: 'La fecha es obligatoria',
    en: 'The date is required',
    fr: 'La date est obligatoire',
  },
  'grades.hoursRequired': {
    es: 'Las horas son obligatorias',
    en: 'The hours are required',
    fr: 'Les heures sont obligatoires',
  },
  'grades.hoursInvalid': {
    es: 'El número de horas debe ser un número válido mayor o igual que 0',
    en: 'The number of hours must be a valid number greater than or equal to 0',
    fr: "Le nombre d'heures doit être un nombre valide supérieur ou égal à 0",
  },
  'grades.dateFuture': {
    es: 'La fecha no puede ser posterior a hoy.',
    en: 'The date cannot be later than today.',
    fr: 'La date ne peut pas être postérieure à aujourd’hui.',
  },
  'grades.nothingToSave': {
    es: 'Debe haber al menos un cinturón seleccionado/eliminado/modificado',
    en: 'At least one belt must be selected/removed/changed',
    fr: 'Il doit y avoir au moins une ceinture sélectionnée/supprimée/modifiée',
  },
};

// The refusals of a record locked by validation, word for word in each language (the service's
// rule and each door's mapping: tests/integration/grades/permissions.test.ts, in es).
const LOCKED: Record<string, Record<Lang, string>> = {
  'grades.permissionDenied': { es: 'Permiso Denegado', en: 'Permission denied', fr: 'Permission refusée' },
  'grades.cannotRemoveGrade': {
    es: 'No puedes quitar este grado',
    en: 'You cannot remove this grade',
    fr: 'Vous ne pouvez pas retirer ce grade',
  },
  'grades.cannotChangeGrade': {
    es: 'No puedes modificar este grado',
    en: 'You cannot change this grade',
    fr: 'Vous ne pouvez pas modifier ce grade',
  },
  'grades.cannotChangeTitle': {
    es: 'No puedes modificar este título',
    en: 'You cannot change this title',
    fr: 'Vous ne pouvez pas modifier ce titre',
  },
  'grades.cannotRemoveTitle': {
    es: 'No puedes quitar este titulo',
    en: 'You cannot remove this title',
    fr: 'Vous ne pouvez pas retirer ce titre',
  },
};

describe.each(['es', 'en', 'fr'] as const)('the locked-record refusals in %s', (lang) => {
  it.each(Object.keys(LOCKED))('%s', (key) => {
    expect(translate(lang, key)).toBe(LOCKED[key][lang]);
  });
});

describe.each(['es', 'en', 'fr'] as const)('gradeRecordErrors refuses each broken entry, in %s', (lang) => {
  const belt = (date: string | null, hours?: string) => ({ belts: [{ beltId: 1, date, hours }], titles: [] });
  it.each([
    ['a belt without a date', belt('', '3'), 'belts.0.date', 'grades.dateRequired'],
    ['a belt with a null date', belt(null, '3'), 'belts.0.date', 'grades.dateRequired'],
    ['a belt with empty hours', belt('2024-02-01', ''), 'belts.0.hours', 'grades.hoursRequired'],
    ['negative hours', belt('2024-02-01', '-1'), 'belts.0.hours', 'grades.hoursInvalid'],
    ['hours in words', belt('2024-02-01', 'tres'), 'belts.0.hours', 'grades.hoursInvalid'],
    ['fractional hours', belt('2024-02-01', '1.5'), 'belts.0.hours', 'grades.hoursInvalid'],
    [
      'a title without a date',
      { belts: [], titles: [{ titleId: 1, date: '' }] },
      'titles.0.date',
      'grades.dateRequired',
    ],
    ['a belt after today', belt('2026-11-24', '1'), 'belts.0.date', 'grades.dateFuture'],
    [
      'a title after today',
      { belts: [], titles: [{ titleId: 1, date: '9999-12-31' }] },
      'titles.0.date',
      'grades.dateFuture',
    ],
  ])('%s', (_case, record, field, key) => {
    const errors = gradeRecordErrors(record, '2026-11-23');
    expect(errors.map((e) => [e.field, e.key])).toEqual([[field, key]]);
    expect(translate(lang, key)).toBe(TEXTS[key][lang]);
  });

  it('says a save that changes nothing', () => {
    expect(translate(lang, 'grades.nothingToSave')).toBe(TEXTS['grades.nothingToSave'][lang]);
  });
});
