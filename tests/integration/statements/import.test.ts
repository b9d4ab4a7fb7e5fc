import { openWorld, TRANSPORTS, type World } from '../../support/world';
import {
  camt053,
  importFile,
  linesOf,
  norma43,
  written,
  type Movement,
  makeCharge,
} from './statements-support';

let w: World;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(() => w.close());

const FORMATS = [
  ['Norma 43', norma43],
  ['camt.053', camt053],
] as const;

async function chargeState(id: number) {
  const [row] = await w.t.sql<{ estado: string; pagos: number }>(
    `select c.estado, (select count(*)::int from pago p where p.cf_cargo = c.id and p.metodo = 'TRANSFER') as pagos
     from cargo c where c.id = $1`,
    [id],
  );
  return row;
}

describe.each(FORMATS)('importing a %s statement', (_format, write) => {
  it.each(TRANSPORTS)(
    'matches credits by reference and amount, leaves the rest for a person, twice is once (%s)',
    async (transport) => {
      // The national administrator's statement pays what the federation is owed (settlements).
      const paid = await makeCharge(w.t, { amountCents: 4_500 });
      const wrongAmount = await makeCharge(w.t, { amountCents: 9_900 });
      const twice = await makeCharge(w.t, { amountCents: 2_000 });
      const movements: Movement[] = [
        { credit: true, cents: 4_500, concept: `CUOTAS DOJO ${paid.reference}` },
        {
          credit: true,
          cents: 9_000,
          concept: `PAGO ${wrongAmount.reference}`,
          structured: wrongAmount.reference,
        },
        { credit: true, cents: 1_234, concept: 'TRANSFERENCIA SIN REFERENCIA' },
        { credit: true, cents: 2_000, concept: `PRIMERA ${twice.reference}` },
        { credit: true, cents: 2_000, concept: `SEGUNDA ${twice.reference}` },
        { credit: false, cents: 250, concept: 'COMISION MANTENIMIENTO' },
      ];
      const file = write(movements);
      const before = await written(w.t);

      const first = await w.as('admin').ask(transport, importFile(file));
      expect(first).toMatchObject({
        ok: true,
        value: {
          created: true,
          matched: 2,
          lineCount: 6,
          matchedCount: 2,
          pendingCount: 3,
          dismissedCount: 1,
          returnCount: 0,
          associationId: null,
        },
      });
      expect(first.value!.message).toBe('Extracto importado: 6 movimientos. Conciliados con cargos: 2.');
      const lines = await linesOf(w.t, first.value!.id);
      expect(lines.map((l) => [l.estado, l.cf_cargo])).toEqual([
        ['MATCHED', paid.id],
        ['PENDING', null],
        ['PENDING', null],
        ['MATCHED', twice.id],
        ['PENDING', null],
        ['DISMISSED', null],
      ]);
      expect(lines[1].referencia).toBe(wrongAmount.reference);
      expect(await chargeState(paid.id)).toEqual({ estado: 'PAID', pagos: 1 });
      expect(await chargeState(twice.id)).toEqual({ estado: 'PAID', pagos: 1 });
      expect(await chargeState(wrongAmount.id)).toEqual({ estado: 'OPEN', pagos: 0 });
      const [link] = await w.t.sql<{ cf_cargo: number }>('select cf_cargo from pago where id = $1', [
        lines[0].cf_pago,
      ]);
      expect(link.cf_cargo).toBe(paid.id);

      const after = await written(w.t);
      const again = await w.as('admin').ask(transport, importFile(file));
      expect(again).toMatchObject({ ok: true, value: { id: first.value!.id, created: false, matched: 2 } });
      expect(again.value!.message).toMatch(
        /^Este extracto ya se importó el \d{4}-\d\d-\d\d: no ha cambiado nada\.$/,
      );
      expect(await written(w.t)).toEqual(after);
      expect(after).toEqual({
        statements: before.statements + 1,
        lines: before.lines + 6,
        payments: before.payments + 2,
      });
    },
  );
});

describe('the import in the audit log', () => {
  it('records the statement once, and each line a match changes', async () => {
    const charge = await makeCharge(w.t, { amountCents: 3_100 });
    const file = norma43([
      { credit: true, cents: 3_100, concept: charge.reference },
      ...Array.from({ length: 20 }, (_, i) => ({ credit: true, cents: 100 + i, concept: `VARIOS ${i}` })),
    ]);
    const outcome = await w.as('admin').ask('rest', importFile(file));
    const id = outcome.value!.id;
    const rows = await w.t.sql<{ tabla: string; accion: string; id_autor: number }>(
      `select tabla, accion, id_autor from auditoria
       where (tabla = 'extracto' and id_registro = $2)
          or (tabla = 'extracto_linea' and id_registro in (select id::text from extracto_linea where cf_extracto = $1))
       order by id`,
      [id, String(id)],
    );
    expect(rows).toEqual([
      { tabla: 'extracto', accion: 'alta', id_autor: 1 },
      { tabla: 'extracto_linea', accion: 'cambio', id_autor: 1 },
    ]);
  });
});
