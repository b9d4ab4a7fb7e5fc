import { inboxRowPath, inboxRows } from './inboxRows';

describe('validations inbox rows', () => {
  it('open the screen of their kind positioned on them', () => {
    expect(inboxRowPath({ kind: 'FEE_BATCH', id: 12 })).toBe('cuotas/12');
    expect(inboxRowPath({ kind: 'GRADE', id: 7 })).toBe('grados/7');
    expect(inboxRowPath({ kind: 'TITLE', id: 7 })).toBe('grados/7?tipo=titulo');
    expect(inboxRowPath({ kind: 'COURSE', id: 3 })).toBe('cursos/3');
  });

  it('stay apart when a grade and a title share an id', () => {
    const rows = inboxRows(
      [
        { kind: 'GRADE', id: 7 },
        { kind: 'TITLE', id: 7 },
      ],
      30,
    );
    expect(rows.map((row) => row.id)).toEqual([31, 32]);
    expect(rows.map((row) => row.entryId)).toEqual([7, 7]);
  });
});
