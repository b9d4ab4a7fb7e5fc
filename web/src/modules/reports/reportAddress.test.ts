import { decodeReport, EMPTY_REPORT, encodeReport, type ReportState } from './reportAddress';

const REPORT: ReportState = {
  view: 'asociados',
  fields: ['nombre', 'edad'],
  groupBy: [],
  filter: {
    connector: 'O',
    groups: [
      { connector: 'Y', conditions: [{ field: 'edad', operator: '>=', value: '18' }] },
      { connector: 'O', conditions: [{ field: 'nombre', operator: '=', value: 'José Ñ' }] },
    ],
  },
  orderBy: 'edad DESC',
  page: 2,
  pageSize: 50,
  shown: true,
};

describe('the report in the address', () => {
  it('comes back as it went, accents included', () => {
    expect(decodeReport(encodeReport(REPORT))).toEqual(REPORT);
    expect(encodeReport(REPORT)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('ignores what is not a report: junk, wrong shapes, out-of-bounds parts', () => {
    const broken = (change: Record<string, unknown>) =>
      btoa(
        JSON.stringify({ v: 'asociados', f: [], g: [], w: null, o: null, p: 0, n: 15, s: false, ...change }),
      );
    expect(decodeReport(null)).toBeNull();
    expect(decodeReport('%%%')).toBeNull();
    expect(decodeReport(btoa('not json'))).toBeNull();
    expect(decodeReport(broken({ n: 1000 }))).toBeNull();
    expect(decodeReport(broken({ p: -1 }))).toBeNull();
    expect(decodeReport(broken({ f: Array.from({ length: 41 }, () => 'x') }))).toBeNull();
    expect(decodeReport(broken({ w: { connector: 'AND', groups: [] } }))).toBeNull();
    expect(
      decodeReport(
        broken({
          w: {
            connector: 'Y',
            groups: [{ connector: 'Y', conditions: [{ field: 'x', operator: 'LIKE', value: '1' }] }],
          },
        }),
      ),
    ).toBeNull();
    expect(decodeReport('A'.repeat(9000))).toBeNull();
    expect(decodeReport(broken({}))).toEqual({ ...EMPTY_REPORT, view: 'asociados' });
  });

  it('never shows a report without a view', () => {
    expect(decodeReport(encodeReport({ ...EMPTY_REPORT, shown: true }))?.shown).toBe(false);
  });
});
