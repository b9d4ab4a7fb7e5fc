import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  TRANSPORTS,
  batchAt,
  feeApi,
  newMember,
  type Places,
  type Role,
  type Transport,
} from './fees-support';

// A fee counts as paid once its batch is validated nationally (issue 10, the strict reading):
// the years a member paid (listCuotas / memberFees) and ultima_cuota on the member list follow
// level 3. The warning counter follows every batch that moves into or out of a level's queue.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
});
afterAll(() => t.close());

const api = (role: Role, transport: 'rest' | 'graphql' = 'rest') => feeApi(t, transport, tokens[role]);
const dojoName = async (id: number) =>
  (await t.sql('select nombre from dojo where id_dojo = $1', [id]))[0].nombre;

/** ultima_cuota as the member list shows it (REST, searched by the member's number). */
async function listedLastFee(id: number, numAcae: string): Promise<number | null> {
  const answer = await t.rest('GET', '/asociados/', { token: tokens.admin, query: { filtro: numAcae } });
  return answer.body.res.find((r: { idAso: number }) => r.idAso === id).ultima_cuota;
}

// First, before the tests below add fees straight in the database.
describe('ultima_cuota across the demo federation', () => {
  it('is the latest nationally validated year of every member', async () => {
    const wrong = await t.sql(
      `select a.id_aso, u.anio as ultima_cuota, v.anio from asociado a
         join cuota_ultima u on u.cf_asociado = a.id_aso
         left join (select c.cf_asociado, max(c.anio) as anio from cuota c
                      join remesa r on r.id_rem = c.cf_remesa and r.cf_asoc_val_admi is not null
                     group by c.cf_asociado) v on v.cf_asociado = a.id_aso
        where u.anio is distinct from v.anio limit 5`,
    );
    expect(wrong).toEqual([]);
  });
});

describe.each(TRANSPORTS)('the years a member paid, over %s', (transport) => {
  it('lists nationally validated fees only, newest first, with the dojo of each', async () => {
    const m = await newMember(t, where.dojo1);
    await batchAt(t, where.dojo1, 2007, 3, [m.id]);
    await batchAt(t, where.sameAsocDojo, 2009, 3, [m.id]); // paid with a dojo they left since
    await batchAt(t, where.dojo1, 2008, 2, [m.id]); // not yet nationally validated
    await batchAt(t, where.dojo1, 2010, 0, [m.id]);
    expect(await api('admin', transport).paid(m.id)).toEqual({
      ok: true,
      value: {
        years: [2009, 2007],
        dojos: [await dojoName(where.sameAsocDojo), await dojoName(where.dojo1)],
      },
    });
    const none = await newMember(t, where.dojo1);
    expect(await api('admin', transport).paid(none.id)).toEqual({
      ok: true,
      value: { years: [], dojos: [] },
    });
  });

  it('answers the member and the administrators over them, and nobody else', async () => {
    const me = await api('miembro', transport).paid(4);
    expect(me.ok).toBe(true);
    for (const role of ['dojo', 'asoc', 'admin'] as const) {
      expect({ role, answer: await api(role, transport).paid(4) }).toEqual({ role, answer: me });
    }
    expect((await api('miembro', transport).paid(3)).ok).toBe(false);
    const far = await newMember(t, where.otherAsocDojo);
    expect((await api('dojo', transport).paid(far.id)).ok).toBe(false);
    expect((await api('asoc', transport).paid(far.id)).ok).toBe(false);
    expect((await api('admin', transport).paid(far.id)).ok).toBe(true);
  });

  it('moves ultima_cuota on the member list with the national validation and its undo', async () => {
    const m = await newMember(t, where.dojo1);
    await batchAt(t, where.dojo1, 2011, 3, [m.id]);
    const id = await batchAt(t, where.dojo1, 2014, 2, [m.id]);
    await t.sql('update cuota_ultima set anio = 2011 where cf_asociado = $1', [m.id]);
    expect((await api('admin', transport).validate([id], true, 3)).ok).toBe(true);
    expect(await listedLastFee(m.id, m.numAcae)).toBe(2014);
    expect((await api('admin', transport).paid(m.id)).value?.years).toEqual([2014, 2011]);
    expect((await api('admin', transport).validate([id], false, 3)).ok).toBe(true);
    expect(await listedLastFee(m.id, m.numAcae)).toBe(2011);
    expect((await api('admin', transport).paid(m.id)).value?.years).toEqual([2011]);
  });
});

describe.each(TRANSPORTS)('the warning counter over %s', (transport) => {
  it('counts state-1 batches of the association for its administrator and state-2 ones nationally', async () => {
    const count = async (role: Role) => (await api(role, transport).warnings()).value!;
    const start = { asoc: await count('asoc'), admin: await count('admin'), dojo: await count('dojo') };
    const id = await batchAt(t, where.sameAsocDojo, 2012, 0);
    // Another association's batch waiting for its association is not this administrator's.
    await batchAt(t, where.otherAsocDojo, 2012, 1);
    const seen = async () => ({
      asoc: await count('asoc'),
      admin: await count('admin'),
      dojo: await count('dojo'),
    });
    expect(await seen()).toEqual(start);
    await t.sql('update remesa set cf_asoc_val_dojo = 3 where id_rem = $1', [id]);
    expect(await seen()).toEqual({ ...start, asoc: start.asoc + 1 });
    expect((await api('asoc', transport).validate([id], true, 2)).ok).toBe(true);
    expect(await seen()).toEqual({ ...start, admin: start.admin + 1 });
    expect((await api('admin', transport).validate([id], true, 3)).ok).toBe(true);
    expect(await seen()).toEqual(start);
    expect((await api('admin', transport).validate([id], false, 3)).ok).toBe(true);
    expect(await seen()).toEqual({ ...start, admin: start.admin + 1 });
    expect((await api('asoc', transport).validate([id], false, 2)).ok).toBe(true);
    expect(await seen()).toEqual({ ...start, asoc: start.asoc + 1 });
  });

  it('counts both queues for a national administrator who switched on the association role', async () => {
    const token = await withAssociationRole(transport);
    const count = async () => (await feeApi(t, transport, token).warnings()).value;
    const [{ n }] = await t.sql(
      `select count(*)::int as n from remesa
        where (cf_asoc_val_asoc is not null and cf_asoc_val_admi is null)
           or (cf_asoc = 1 and cf_asoc_val_dojo is not null and cf_asoc_val_asoc is null)`,
    );
    expect(await count()).toBe(n);
    // Their association's batch waiting for level 2 counts; another association's does not.
    await batchAt(t, where.sameAsocDojo, 2012, 1);
    await batchAt(t, where.otherAsocDojo, 2012, 1);
    expect(await count()).toBe(n + 1);
    await batchAt(t, where.otherAsocDojo, 2012, 2);
    expect(await count()).toBe(n + 2);
  });
});

/** The national administrator's session with the association role switched on (part 2 §6). */
async function withAssociationRole(transport: Transport): Promise<string> {
  if (transport === 'rest') {
    const answer = await t.rest('GET', '/modPermisos', {
      token: tokens.admin,
      query: { tipo: 'asoc', permiso: 'true' },
    });
    expect(answer.body.estado).toBe(0);
    return answer.body.token;
  }
  const answer = await t.graphql<{ setPermission: { token: string } }>(
    'mutation { setPermission(role: ASSOCIATION_ADMIN, enabled: true) { token } }',
    {},
    { token: tokens.admin },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.setPermission.token;
}
