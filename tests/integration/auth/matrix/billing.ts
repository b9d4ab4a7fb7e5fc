import type { TestServer } from '../../../support/test-server';
import type { Entry, Fixture } from './matrix-support';

// Tariffs, charges and settlements (issue 30). Each cell that reads or settles gets a charge of its
// place: the place's dojo owes its association, paid, with a national share, so that a settlement
// has something to gather.

const YEAR = 2032;

/** A paid charge the place's dojo owes its association, with its national share. */
async function paidCharge(t: TestServer, f: Fixture): Promise<Partial<Fixture>> {
  const [row] = await t.sql(
    `insert into cargo (tipo, anio, emisor_asoc, pagador_dojo, cf_asoc, cf_dojo, importe_cent, estado, pagado_en)
     values ('CUOTAS', $3, $1, $2, $1, $2, 1000, 'PAID', now()) returning id`,
    [f.associationId, f.dojoId, YEAR],
  );
  await t.sql(
    `insert into cargo_linea (cf_cargo, concepto, tipo_persona, importe_cent) values ($1, 'NACIONAL', 'A', 600)`,
    [row.id],
  );
  return { chargeId: row.id };
}

export const BILLING: Entry[] = [
  {
    name: 'tariffs',
    area: 'billing',
    graphql: { query: `{ tariffs(year: ${YEAR}) { id } }` },
    rest: [{ method: 'GET', path: '/tarifas', params: () => ({ anio: YEAR }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'setTariff',
    area: 'billing',
    graphql: {
      query: `mutation ($d: Int!) { setTariff(input: {year: ${YEAR}, level: DOJO, dojoId: $d, adultCents: 100, childCents: 50}) { id } }`,
      variables: (f) => ({ d: f.dojoId }),
    },
    rest: [
      {
        method: 'POST',
        path: '/tarifas',
        params: (f) => ({ anio: YEAR, nivel: 'DOJO', idDojo: f.dojoId, adulto: 100, nino: 50 }),
      },
    ],
    // A dojo's own fee: its dojo's administrator, its association's, the national one.
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'charges',
    area: 'billing',
    graphql: { query: '{ charges(page: {limit: 15}) { items { id } } }' },
    rest: [{ method: 'GET', path: '/cobros' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'chargePosition',
    area: 'billing',
    graphql: { query: 'query ($c: Int!) { chargePosition(id: $c) }', variables: (f) => ({ c: f.chargeId }) },
    rest: [{ method: 'GET', path: '/cobros/posicion', params: (f) => ({ id: f.chargeId }) }],
    // -1 (not listed) for a charge the caller does not see: nothing said of it.
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
    prepare: paidCharge,
  },
  {
    name: 'charge',
    area: 'billing',
    graphql: { query: 'query ($c: Int!) { charge(id: $c) { id } }', variables: (f) => ({ c: f.chargeId }) },
    rest: [{ method: 'GET', path: '/cobros/ver', params: (f) => ({ id: f.chargeId }) }],
    // Its association, its dojo, the national administrator; never another's.
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
    prepare: paidCharge,
  },
  {
    name: 'chargeReceipt',
    area: 'billing',
    // The route's own template is asked (":id"): past the session, junk as an id.
    rest: [{ method: 'GET', path: '/cobros/:id/recibo.pdf' }],
    expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'bad', anon: 'no' },
  },
  {
    name: 'billingSummary',
    area: 'billing',
    graphql: { query: '{ billingSummary { owedByYouCents } }' },
    rest: [{ method: 'GET', path: '/cobros/resumen' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'settlements',
    area: 'billing',
    graphql: { query: `{ settlements(year: ${YEAR}) { associationId } }` },
    rest: [{ method: 'GET', path: '/liquidaciones', params: () => ({ anio: YEAR }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'createSettlement',
    area: 'billing',
    graphql: {
      query: `mutation ($a: Int!) { createSettlement(associationId: $a, year: ${YEAR}) { id } }`,
      variables: (f) => ({ a: f.associationId }),
    },
    rest: [
      { method: 'POST', path: '/liquidaciones', params: (f) => ({ idAsoc: f.associationId, anio: YEAR }) },
    ],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'no', miembro: 'no', anon: 'no' },
    prepare: paidCharge,
  },
];
