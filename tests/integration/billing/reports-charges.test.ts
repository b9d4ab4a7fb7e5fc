import ExcelJS from 'exceljs';
import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { custom, where, type Places, type Role } from '../reports/reports-support';

// The money's report views (issue 30) over the demo federation's charges and payments, which hold
// every kind and state: each role reports on the charges billing's chargeScope shows it, never
// another dojo's; amounts read as euros with two decimals, summed exactly, filtered in euros.

let t: TestServer;
let tokens: Record<Role, string>;
let places: Places;
beforeAll(async () => {
  ({ t, tokens, where: places } = await openWorld());
});
afterAll(() => t.close());

type Row = Record<string, string | number | boolean | null>;

/** Every row of a report, page after page. */
async function allRows(role: Role, body: Record<string, unknown>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let ini = 0; ; ini += 100) {
    const answer = await custom(t, tokens[role], { ...body, ini, num: 100 });
    expect(answer.estado).toBe(0);
    rows.push(...(answer.res.res as Row[]));
    if (rows.length >= answer.res.nTot) return rows;
  }
}

/** Where each role's charges are, written apart from billing's rule (ids of the demo accounts). */
const SEEN: Record<'admin' | 'asoc' | 'dojo', string> = {
  admin: 'true',
  asoc: '(c.cf_asoc = 1 or c.pagador_asociado = 2)',
  dojo: '(c.pagador_dojo = $DOJO or c.emisor_dojo = $DOJO or c.pagador_asociado = 3)',
};
const seen = (role: 'admin' | 'asoc' | 'dojo') => SEEN[role].replaceAll('$DOJO', () => String(places.dojo1));

describe.each(['cargos', 'pagos'])('the %s view', (vista) => {
  const from = vista === 'cargos' ? 'cargo c' : 'pago p join cargo c on c.id = p.cf_cargo';

  it.each(['admin', 'asoc', 'dojo'] as const)(
    'shows %s the rows of the charges billing shows them',
    async (role) => {
      const rows = await allRows(role, { vista, campos: ['referencia'], orden: 'referencia ASC' });
      const expected = await t.sql<{ r: string }>(
        `select c.referencia as r from ${from} where ${seen(role)} order by c.referencia collate "C"`,
      );
      expect(rows.map((r) => r.referencia).sort()).toEqual(expected.map((e) => e.r).sort());
      expect(rows.length).toBeGreaterThan(0);
    },
  );

  it("never shows a dojo administrator another dojo's charges, but for what they pay themselves", async () => {
    const rows = await allRows('dojo', { vista, campos: ['dojo', 'referencia'] });
    const [own] = await t.sql<{ nombre: string }>('select nombre from dojo where id_dojo = $1', [
      places.dojo1,
    ]);
    const foreign = rows.filter((r) => r.dojo !== own.nombre).map((r) => r.referencia);
    const theirs = await t.sql<{ r: string }>(
      `select c.referencia as r from ${from} where c.pagador_asociado = 3 and c.cf_dojo is distinct from $1`,
      [places.dojo1],
    );
    expect(foreign.sort()).toEqual([...new Set(theirs.map((r) => r.r))].sort());
    // The demo has charges of other dojos the national administrator reports on.
    const everyone = await allRows('admin', { vista, campos: [], agregaciones: ['dojo'] });
    expect(everyone.filter((r) => r.dojo !== own.nombre && r.dojo !== null).length).toBeGreaterThan(0);
  });

  it('is refused to a plain member', async () => {
    const answer = await custom(t, tokens.miembro, { vista, campos: ['referencia'] });
    expect(answer.res).toMatchObject({ codigo: 'FORBIDDEN' });
  });
});

describe('owed, paid and overdue per association, year, kind and status', () => {
  it('sums the cents exactly and shows them as euros with two decimals', async () => {
    const rows = await allRows('admin', {
      vista: 'cargos',
      campos: ['sum.importe', 'sum.importePendiente', 'sum.importeVencido', 'sum.importeCobrado'],
      agregaciones: ['asociacion', 'anio', 'tipoCargo', 'estadoCargo'],
    });
    const expected = await t.sql<Row>(
      `select s.nombre as asociacion, c.anio::int as anio, c.tipo as "tipoCargo", c.estado as "estadoCargo",
         count(*)::int as count, sum(c.importe_cent)::int as importe,
         sum(c.importe_cent) filter (where c.estado in ('OPEN', 'RETURNED'))::int as pendiente,
         sum(c.importe_cent) filter (where c.estado in ('OPEN', 'RETURNED') and c.vence < current_date)::int as vencido,
         sum(c.importe_cent) filter (where c.estado = 'PAID')::int as cobrado
       from cargo c join asociacion s on s.id_asoc = c.cf_asoc group by 1, 2, 3, 4`,
    );
    const key = (r: Row) => `${r.asociacion}|${r.anio}|${r.tipoCargo}|${r.estadoCargo}`;
    const got = new Map(rows.map((r) => [key(r), r]));
    expect(got.size).toBe(expected.length);
    for (const e of expected)
      expect([key(e), got.get(key(e))]).toEqual([
        key(e),
        expect.objectContaining({
          count: e.count,
          'sum.importe': Number(e.importe) / 100,
          'sum.importePendiente': Number(e.pendiente ?? 0) / 100,
          'sum.importeVencido': Number(e.vencido ?? 0) / 100,
          'sum.importeCobrado': Number(e.cobrado ?? 0) / 100,
        }),
      ]);
    // Every state, and something owed that is overdue, in the demo.
    expect(new Set(rows.map((r) => r.estadoCargo))).toEqual(
      new Set(['OPEN', 'PAID', 'CANCELLED', 'RETURNED']),
    );
    expect(rows.some((r) => Number(r['sum.importeVencido']) > 0)).toBe(true);
  });

  it('filters amounts in euros, decimals included', async () => {
    const [{ cents }] = await t.sql<{ cents: number }>(
      `select percentile_disc(0.5) within group (order by importe_cent) as cents from cargo`,
    );
    const euros = (cents / 100 + 0.01).toFixed(2).replace('.', ',');
    const answer = await custom(t, tokens.admin, {
      vista: 'cargos',
      campos: ['referencia'],
      filtros: where(['importe', '>=', euros]),
    });
    const [{ n }] = await t.sql<{ n: number }>(
      'select count(*)::int as n from cargo where importe_cent >= $1',
      [cents + 1],
    );
    expect(answer.res.nTot).toBe(n);
  });

  it('exports euros as numbers a spreadsheet sums, with two decimals', async () => {
    const response = await fetch(`${t.url}/v1/listado/custom?excel=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tokens.dojo, 'accept-language': 'en' },
      body: JSON.stringify({
        vista: 'pagos',
        campos: ['sum.importePago', 'avg.importePago'],
        agregaciones: ['metodoPago'],
      }),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = book.getWorksheet('Documento')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Payment method',
      'Sum of Payment amount (€)',
      'Average of Payment amount (€)',
      'Count',
    ]);
    const expected = await t.sql<{ metodo: string; cents: number; avg: string }>(
      `select p.metodo, sum(p.importe_cent)::int as cents, round(avg(p.importe_cent) / 100.0, 2)::text as avg
       from pago p join cargo c on c.id = p.cf_cargo where ${seen('dojo')} group by 1 order by 1`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const byMethod = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, n) => {
      if (n > 1) byMethod.set(String(row.getCell(1).value), row);
    });
    for (const e of expected) {
      const row = byMethod.get(e.metodo)!;
      expect([e.metodo, row.getCell(2).value, row.getCell(3).value]).toEqual([
        e.metodo,
        e.cents / 100,
        Number(e.avg),
      ]);
      expect(row.getCell(2).numFmt).toBe('#,##0.00');
      expect(row.getCell(3).numFmt).toBe('#,##0.00');
    }
  });
});
