import {
  changedInput,
  courseFormErrors,
  createInput,
  newCourseValues,
  posterUrl,
  recordValues,
  turnsClausesOn,
  type CourseRecord,
} from './courseForm';

const record: CourseRecord = {
  title: 'Seminario',
  city: 'Madrid',
  details: 'Práctica',
  clausesActive: true,
  clauses: 'Acepto',
  memberPriceCents: 4550,
  otherPriceCents: 0,
  sessions: [
    {
      id: 7,
      date: '2026-12-01',
      startTime: '10:00',
      endTime: '13:00',
      description: 'Mañana',
      kind: 'S',
      priceCents: 0,
    },
    {
      id: 8,
      date: '2026-12-01',
      startTime: '21:30',
      endTime: '23:00',
      description: 'Cena',
      kind: 'E',
      priceCents: 1500,
    },
  ],
};

describe('the course form', () => {
  it('sends nothing on a modify when nothing changed', () => {
    expect(changedInput(recordValues(record, 'es'), recordValues(record, 'es'))).toEqual({});
  });

  it('sends only the fields that changed (modificar)', () => {
    const loaded = recordValues(record, 'es');
    expect(changedInput(loaded, { ...loaded, city: 'Toledo' })).toEqual({ city: 'Toledo' });
    expect(changedInput(loaded, { ...loaded, clausesActive: false, title: 'Otro' })).toEqual({
      title: 'Otro',
      clausesActive: false,
    });
  });

  it('sends every session, ids kept, when any of them changed', () => {
    const loaded = recordValues(record, 'es');
    const sessions = loaded.sessions.map((s, i) => (i === 1 ? { ...s, description: 'Comida' } : s));
    expect(changedInput(loaded, { ...loaded, sessions })).toEqual({
      sessions: [
        { id: 7, date: '2026-12-01', startTime: '10:00', endTime: '13:00', description: 'Mañana', kind: 'S' },
        {
          id: 8,
          date: '2026-12-01',
          startTime: '21:30',
          endTime: '23:00',
          description: 'Comida',
          kind: 'E',
          priceCents: 1500,
        },
      ],
    });
  });

  it('sends a new poster as its data URL, and a removed one as an empty text', () => {
    const loaded = recordValues(record, 'es');
    expect(changedInput(loaded, { ...loaded, image: 'data:image/png;base64,AAAA' })).toEqual({
      image: 'data:image/png;base64,AAAA',
    });
    expect(changedInput(loaded, { ...loaded, removeImage: true })).toEqual({ image: '' });
  });

  it('sends a new course whole, its new sessions without ids and no poster unless cropped', () => {
    const values = { ...newCourseValues(), title: 'T', city: 'C', details: 'D' };
    expect(createInput(values)).toEqual({
      title: 'T',
      city: 'C',
      details: 'D',
      clausesActive: false,
      clauses: '',
      memberPriceCents: 0,
      otherPriceCents: 0,
      sessions: [{ date: '', startTime: '00:00', endTime: '23:00', description: '', kind: 'S' }],
    });
  });

  it('shows prices as typed in the language, a free one blank, and sends only a price that changed, in cents', () => {
    const loaded = recordValues(record, 'es');
    expect([loaded.memberPrice, loaded.otherPrice]).toEqual(['45,50', '']);
    expect(recordValues(record, 'en').memberPrice).toBe('45.50');
    expect(changedInput(loaded, { ...loaded, memberPrice: '45,5' })).toEqual({});
    expect(changedInput(loaded, { ...loaded, otherPrice: '1.234,56' })).toEqual({ otherPriceCents: 123456 });
    expect(changedInput(loaded, { ...loaded, memberPrice: '' })).toEqual({ memberPriceCents: 0 });
  });

  it("shows an event's price per person as typed, sends it in cents, and a session none", () => {
    const loaded = recordValues(record, 'es');
    expect(loaded.sessions.map((row) => row.price)).toEqual(['', '15,00']);
    const sessions = loaded.sessions.map((row, i) => (i === 1 ? { ...row, price: '12,5' } : row));
    expect(changedInput(loaded, { ...loaded, sessions }).sessions?.map((row) => row.priceCents)).toEqual([
      undefined,
      1250,
    ]);
    const rules = courseFormErrors('2026-11-01', new Map());
    const typed = loaded.sessions.map((row) => ({ ...row, price: 'mucho' }));
    // Only the event's price is read: a session's row has no price field.
    expect(rules({ ...loaded, sessions: typed }).filter((error) => error.field.endsWith('.price'))).toEqual([
      { field: 'sessions.1.price', key: 'billing.amountInvalid' },
    ]);
  });

  it('refuses a price that is no amount or is out of range, under its field', () => {
    const rules = courseFormErrors('2026-11-01', new Map());
    const values = { ...recordValues(record, 'es'), memberPrice: 'gratis', otherPrice: '200000' };
    expect(rules(values).filter((error) => error.field.endsWith('Price'))).toEqual([
      { field: 'memberPrice', key: 'billing.amountInvalid' },
      { field: 'otherPrice', key: 'billing.amountOutOfRange', params: { max: 100000 } },
    ]);
  });

  it('turns the clauses on when their text is typed, never off', () => {
    expect(turnsClausesOn({ clausesActive: false }, 'Acepto')).toBe(true);
    expect(turnsClausesOn({ clausesActive: false }, '   ')).toBe(false);
    expect(turnsClausesOn({ clausesActive: true }, '')).toBe(false);
  });

  it('shows the template poster for a course without one', () => {
    expect(posterUrl(null)).toBe('/curso/template-cursos.png');
    expect(posterUrl('a1b2.png')).toBe('/curso/a1b2.png');
  });
});
