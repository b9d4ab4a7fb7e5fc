import { signIn } from '../../support/sessions';
import {
  client,
  makeDojoAdmin,
  openWorld,
  TRANSPORTS,
  type BothDoors,
  type World,
} from '../../support/world';
import { dismissLine, importFile, linesOf, makeCharge, matchLine, norma43 } from './statements-support';

let w: World;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(() => w.close());

const statementOf = (id: number): BothDoors<{ id: number; pendingCount: number }> => ({
  rest: {
    method: 'GET',
    path: '/extractos/ver',
    params: { id },
    value: (b) => ({ id: b.res.id, pendingCount: b.res.nPendientes }),
  },
  graphql: {
    query: 'query ($id: Int!) { bankStatement(id: $id) { id pendingCount } }',
    variables: { id },
    value: (d) => d.bankStatement,
  },
});

const pendingLines = (statementId: number): BothDoors<{ ids: number[]; total: number }> => ({
  rest: {
    method: 'GET',
    path: '/extractos/lineas',
    params: { extracto: statementId, estado: 'PENDING' },
    value: (b) => ({ ids: b.res.map((l: { id: number }) => l.id), total: b.nTot }),
  },
  graphql: {
    query: `query ($id: Int!) { statementLines(filter: { statementId: $id, status: PENDING }) { total items { id } } }`,
    variables: { id: statementId },
    value: (d) => ({
      ids: d.statementLines.items.map((l: { id: number }) => l.id),
      total: d.statementLines.total,
    }),
  },
});

describe('who imports', () => {
  it.each(TRANSPORTS)(
    'dojo administrators and members are refused, and nothing is written (%s)',
    async (transport) => {
      const file = norma43([{ credit: true, cents: 100, concept: 'X' }]);
      // The demo federation holds an imported statement of its own.
      const statements = async () =>
        (await w.t.sql<{ n: number }>('select count(*)::int as n from extracto'))[0].n;
      const before = await statements();
      for (const role of ['dojo', 'miembro'] as const)
        expect(await w.as(role).ask(transport, importFile(file))).toMatchObject({
          ok: false,
          code: 'FORBIDDEN',
          message: 'Solo los administradores de asociación y el administrador nacional concilian extractos.',
        });
      expect(await w.as(null).ask(transport, importFile(file))).toMatchObject({
        ok: false,
        code: 'UNAUTHENTICATED',
      });
      expect(await statements()).toBe(before);
    },
  );

  it('an association administrator’s statement is their association’s, and pays only what it is owed', async () => {
    const owed = await makeCharge(w.t, { amountCents: 5_000, association: 1 });
    const national = await makeCharge(w.t, { amountCents: 6_000 });
    const file = norma43([
      { credit: true, cents: 5_000, concept: owed.reference },
      { credit: true, cents: 6_000, concept: national.reference },
    ]);
    const imported = await w.as('asoc').ask('graphql', importFile(file));
    expect(imported.value).toMatchObject({ associationId: 1, matched: 1, pendingCount: 1 });
    const lines = await linesOf(w.t, imported.value!.id);
    expect(lines.map((l) => l.estado)).toEqual(['MATCHED', 'PENDING']);
    // Money in the association's account never pays the federation's settlement, by hand either.
    expect(await w.as('asoc').ask('rest', matchLine(lines[1].id, national.id))).toMatchObject({
      ok: false,
      message: 'Ese cargo no se cobra en la cuenta de este extracto.',
    });
    // The same file from the national administrator is another holder's: refused, not merged.
    expect(await w.as('admin').ask('rest', importFile(file))).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: 'Este extracto ya lo ha importado otra asociación.',
    });
  });
});

describe('who sees and reconciles', () => {
  it.each(TRANSPORTS)(
    'the national statement is the national administrator’s only (%s)',
    async (transport) => {
      const file = norma43([{ credit: true, cents: 777, concept: 'SIN REFERENCIA' }]);
      const { value } = await w.as('admin').ask(transport, importFile(file));
      const [line] = await linesOf(w.t, value!.id);
      expect(await w.as('admin').ask(transport, statementOf(value!.id))).toMatchObject({
        ok: true,
        value: { pendingCount: 1 },
      });
      expect(await w.as('admin').ask(transport, pendingLines(value!.id))).toMatchObject({
        ok: true,
        value: { ids: [line.id], total: 1 },
      });
      expect(await w.as('asoc').ask(transport, statementOf(value!.id))).toMatchObject({
        ok: false,
        code: 'NOT_FOUND',
      });
      expect(await w.as('asoc').ask(transport, pendingLines(value!.id))).toMatchObject({
        ok: true,
        value: { ids: [], total: 0 },
      });
      expect(await w.as('asoc').ask(transport, dismissLine(line.id))).toMatchObject({
        ok: false,
        code: 'NOT_FOUND',
      });
      expect(await w.as('dojo').ask(transport, statementOf(value!.id))).toMatchObject({
        ok: false,
        code: 'FORBIDDEN',
      });
    },
  );

  it('an administrator of another association sees nothing of association 1’s', async () => {
    const file = norma43([{ credit: true, cents: 778, concept: 'OTRA' }]);
    const { value } = await w.as('asoc').ask('rest', importFile(file));
    const other = await makeDojoAdmin(w.t, w.where.otherAsocDojo);
    await w.t.sql('update asociado set es_admin_asoc = true where id_aso = $1', [other.id]);
    const theirs = client(w.t, await signIn(w.t, other.mail));
    expect(await theirs.ask('graphql', statementOf(value!.id))).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await theirs.ask('rest', pendingLines(value!.id))).toMatchObject({
      ok: true,
      value: { total: 0 },
    });
  });
});

describe('a person matches and dismisses', () => {
  it.each(TRANSPORTS)('matches a pending credit to a charge of its amount, once (%s)', async (transport) => {
    const charge = await makeCharge(w.t, { amountCents: 3_300 });
    const other = await makeCharge(w.t, { amountCents: 3_301 });
    const file = norma43([
      { credit: true, cents: 3_300, concept: 'PAGO LIQUIDACION SIN REFERENCIA' },
      { credit: true, cents: 10, concept: 'INTERESES' },
    ]);
    const { value } = await w.as('admin').ask(transport, importFile(file));
    const [line, interest] = await linesOf(w.t, value!.id);

    expect(await w.as('admin').ask(transport, matchLine(line.id, other.id))).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: 'El movimiento es de 33,00\u00a0€ y el cargo de 33,01\u00a0€: no coinciden.',
    });
    expect(await w.as('admin').ask(transport, matchLine(line.id, charge.id))).toMatchObject({
      ok: true,
      value: { id: line.id, status: 'MATCHED', chargeId: charge.id, amountCents: 3_300 },
    });
    const [paid] = await w.t.sql<{ estado: string; metodo: string; autor: number }>(
      `select c.estado, p.metodo, p.cf_autor as autor from cargo c join pago p on p.cf_cargo = c.id where c.id = $1`,
      [charge.id],
    );
    expect(paid).toEqual({ estado: 'PAID', metodo: 'TRANSFER', autor: 1 });
    expect(await w.as('admin').ask(transport, matchLine(line.id, charge.id))).toMatchObject({
      ok: false,
      message: 'Este movimiento ya no está pendiente.',
    });

    expect(await w.as('admin').ask(transport, dismissLine(interest.id))).toMatchObject({
      ok: true,
      value: { status: 'DISMISSED' },
    });
    expect(await w.as('admin').ask(transport, matchLine(interest.id, other.id))).toMatchObject({
      ok: false,
      message: 'Este movimiento ya no está pendiente.',
    });
    const [counts] = await w.t.sql(
      'select lineas, conciliadas, pendientes, descartadas from extracto where id = $1',
      [value!.id],
    );
    expect(counts).toEqual({ lineas: 2, conciliadas: 1, pendientes: 0, descartadas: 1 });
  });

  it('a paid charge, or a debit, pays nothing', async () => {
    const paid = await makeCharge(w.t, { amountCents: 4_400, status: 'PAID' });
    const file = norma43([
      { credit: true, cents: 4_400, concept: paid.reference },
      { credit: false, cents: 4_400, concept: 'RECIBO' },
    ]);
    const { value } = await w.as('admin').ask('rest', importFile(file));
    const [credit, debit] = await linesOf(w.t, value!.id);
    expect([credit.estado, debit.estado]).toEqual(['PENDING', 'DISMISSED']);
    expect(await w.as('admin').ask('graphql', matchLine(credit.id, paid.id))).toMatchObject({
      ok: false,
      message: 'Ese cargo ya está pagado o anulado.',
    });
    expect(await w.as('admin').ask('graphql', matchLine(debit.id, paid.id))).toMatchObject({
      ok: false,
      message: 'Este movimiento ya no está pendiente.',
    });
  });
});
