import { startTestServer, type TestServer } from '../../support/test-server';
import { signIn } from '../../support/sessions';

// Part 2 §6: the home's toggles are bounded by the roles the member holds (the original flags),
// the profile selectors by the same, and whatever the new token says is what every list follows.
// Demo accounts: admin (national), asoc (association 1), dojo (dojo 1), miembro; all in dojo 1.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const ACCOUNTS = ['admin', 'asoc', 'dojo', 'miembro'] as const;
const TOGGLES = ['admin', 'asoc', 'dojo'] as const;
/** What each account may toggle: its own roles and those below (enabledRoleToggles). */
const MAY_TOGGLE: Record<(typeof ACCOUNTS)[number], readonly string[]> = {
  admin: ['admin', 'asoc', 'dojo'],
  asoc: ['asoc', 'dojo'],
  dojo: ['dojo'],
  miembro: [],
};
const ROLE_FIELD = { admin: 'admin', asoc: 'associationAdmin', dojo: 'dojoAdmin' } as const;

const toggle = (token: string, tipo: string, on: boolean) =>
  t.rest('GET', '/modPermisos', { token, query: { tipo, permiso: String(on) } });
const profile = (token: string, tipo: 'asoc' | 'dojo', id: number) =>
  t.rest('GET', '/modPerfil', { token, query: { tipo, id: String(id) } });

type Me = {
  roles: { admin: boolean; associationAdmin: boolean; dojoAdmin: boolean };
  associationId: number;
  dojoId: number;
};
async function me(token: string): Promise<Me> {
  const answer = await t.graphql(
    '{ me { roles { admin associationAdmin dojoAdmin } associationId dojoId } }',
    {},
    { token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.me as Me;
}

const REFUSED_TOGGLE = { estado: 1, res: { mensaje: 'No puedes ponerte este permiso', codigo: 'FORBIDDEN' } };
const REFUSED_PROFILE = {
  estado: 1,
  res: { mensaje: 'No puedes cambiar a ese perfil.', codigo: 'FORBIDDEN' },
};

describe('permission toggles beyond the original flags', () => {
  const cases = ACCOUNTS.flatMap((account) => TOGGLES.map((tipo) => [account, tipo] as const));

  it.each(cases)('%s toggling %s', async (account, tipo) => {
    const token = await signIn(t, `${account}@demo.federa`);
    if (!MAY_TOGGLE[account].includes(tipo)) {
      // Neither on nor off: a role not held is not the caller's to touch.
      for (const on of [true, false]) {
        const answer = await toggle(token, tipo, on);
        expect(answer.body).toMatchObject(REFUSED_TOGGLE);
        expect(answer.body.token).toBeUndefined();
      }
      return;
    }
    // Switched off, then back on from the token that has it off: the way back is never lost.
    const off = await toggle(token, tipo, false);
    expect(off.body.estado).toBe(0);
    expect((await me(off.body.token)).roles[ROLE_FIELD[tipo]]).toBe(false);
    const on = await toggle(off.body.token, tipo, true);
    expect(on.body.estado).toBe(0);
    expect((await me(on.body.token)).roles[ROLE_FIELD[tipo]]).toBe(true);
  });
});

describe('profile selectors', () => {
  it('take the national administrator to any association and any dojo', async () => {
    const token = await signIn(t, 'admin@demo.federa');
    const associations = await t.sql('select id_asoc from asociacion order by id_asoc');
    expect(associations.length).toBeGreaterThan(1);
    for (const { id_asoc } of associations) {
      const answer = await profile(token, 'asoc', id_asoc);
      expect(answer.body.estado).toBe(0);
      const now = await me(answer.body.token);
      expect(now.associationId).toBe(id_asoc);
      const [dojo] = await t.sql('select cf_asoc from dojo where id_dojo = $1', [now.dojoId]);
      if (dojo) expect(dojo.cf_asoc).toBe(id_asoc);
    }
    // One dojo of every association, the home one included.
    const dojos = await t.sql(
      'select distinct on (cf_asoc) id_dojo, cf_asoc from dojo order by cf_asoc, id_dojo desc',
    );
    for (const dojo of dojos) {
      const answer = await profile(token, 'dojo', dojo.id_dojo);
      expect(answer.body.estado).toBe(0);
      expect(await me(answer.body.token)).toMatchObject({
        dojoId: dojo.id_dojo,
        associationId: dojo.cf_asoc,
      });
    }
  });

  it("take an association administrator to their association's dojos only, never to an association", async () => {
    const token = await signIn(t, 'asoc@demo.federa');
    const own = await t.sql('select id_dojo from dojo where cf_asoc = 1 order by id_dojo');
    for (const { id_dojo } of own) {
      const answer = await profile(token, 'dojo', id_dojo);
      expect(await me(answer.body.token)).toMatchObject({ dojoId: id_dojo, associationId: 1 });
    }
    const [foreign] = await t.sql('select id_dojo from dojo where cf_asoc <> 1 order by id_dojo limit 1');
    expect(await profile(token, 'dojo', foreign.id_dojo)).toMatchObject({ body: REFUSED_PROFILE });
    for (const id of [1, 2])
      expect(await profile(token, 'asoc', id)).toMatchObject({ body: REFUSED_PROFILE });
  });

  it.each(['dojo', 'miembro'])('refuse %s both selectors, even towards their own place', async (account) => {
    const token = await signIn(t, `${account}@demo.federa`);
    for (const [tipo, id] of [
      ['dojo', 1],
      ['asoc', 1],
      ['asoc', 2],
    ] as const) {
      const answer = await profile(token, tipo, id);
      expect(answer.body).toMatchObject(REFUSED_PROFILE);
      expect(answer.body.token).toBeUndefined();
    }
  });
});

const LISTS = `{
  members(page: { limit: 100 }) { total items { associationId } }
  warnings { fees grades courses }
  validationInbox(page: { limit: 100 }) { total fees grades courses items { kind id level } }
}`;
type Lists = {
  members: { total: number; items: { associationId: number }[] };
  warnings: { fees: number; grades: number; courses: number };
  validationInbox: {
    total: number;
    fees: number;
    grades: number;
    courses: number;
    items: { kind: string; id: number; level: string }[];
  };
};
async function lists(token: string): Promise<Lists> {
  const answer = await t.graphql(LISTS, {}, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data as Lists;
}
const count = async (sql: string, params: unknown[]) => Number((await t.sql(sql, params))[0].n);

describe('after a switch the lists follow the new token', () => {
  it('a national administrator working as association X with admin off sees what X waits for', async () => {
    // An association other than the home one with batches waiting for it.
    const [x] = await t.sql(
      `select cf_asoc from remesa where cf_asoc <> 1 and cf_asoc_val_dojo is not null and cf_asoc_val_asoc is null
        group by cf_asoc order by count(*) desc limit 1`,
    );
    expect(x).toBeDefined();
    let token = await signIn(t, 'admin@demo.federa');
    const national = await lists(token);
    expect(national.validationInbox.items.some((i) => i.level === 'national')).toBe(true);

    token = (await profile(token, 'asoc', x.cf_asoc)).body.token;
    token = (await toggle(token, 'asoc', true)).body.token;
    token = (await toggle(token, 'dojo', false)).body.token;
    token = (await toggle(token, 'admin', false)).body.token;
    expect(await me(token)).toMatchObject({
      associationId: x.cf_asoc,
      roles: { admin: false, associationAdmin: true, dojoAdmin: false },
    });

    const seen = await lists(token);
    expect(seen.members.total).toBe(
      await count('select count(*) n from asociado where cf_asoc = $1', [x.cf_asoc]),
    );
    expect(new Set(seen.members.items.map((m) => m.associationId))).toEqual(new Set([x.cf_asoc]));
    const waiting = await t.sql(
      `select id_rem from remesa where cf_asoc = $1 and cf_asoc_val_dojo is not null and cf_asoc_val_asoc is null
        order by id_rem`,
      [x.cf_asoc],
    );
    expect(seen.warnings).toEqual({ fees: waiting.length, grades: 0, courses: 0 });
    const { items, ...counts } = seen.validationInbox;
    expect(counts).toEqual({ total: waiting.length, ...seen.warnings });
    expect(items.map((i) => `${i.kind}/${i.level}/${i.id}`).sort()).toEqual(
      waiting.map((r) => `FEE_BATCH/association/${r.id_rem}`).sort(),
    );
  });

  it("a national administrator working as dojo D with only the dojo role sees D's kyu grades", async () => {
    const [d] = await t.sql(
      `select a.cf_dojo from grado g join cinturon c on c.idcinturon = g.cf_cinturon
         join asociado a on a.id_aso = g.cf_asociado
        where g.estado < 0 and c.valor < 0 and a.cf_dojo <> 1 and a.id_aso <> 1
        group by a.cf_dojo order by count(*) desc limit 1`,
    );
    expect(d).toBeDefined();
    let token = await signIn(t, 'admin@demo.federa');
    token = (await profile(token, 'dojo', d.cf_dojo)).body.token;
    token = (await toggle(token, 'asoc', false)).body.token;
    token = (await toggle(token, 'dojo', true)).body.token;
    token = (await toggle(token, 'admin', false)).body.token;
    const seen = await lists(token);
    const kyu = await t.sql(
      `select g.idgrado from grado g join cinturon c on c.idcinturon = g.cf_cinturon
         join asociado a on a.id_aso = g.cf_asociado
        where g.estado < 0 and c.valor < 0 and a.cf_dojo = $1 and a.id_aso <> 1`,
      [d.cf_dojo],
    );
    expect(seen.warnings).toEqual({ fees: 0, grades: kyu.length, courses: 0 });
    expect(seen.validationInbox.items.map((i) => `${i.kind}/${i.level}/${i.id}`).sort()).toEqual(
      kyu.map((r) => `GRADE/dojo/${r.idgrado}`).sort(),
    );
    expect(new Set(seen.members.items.map((m) => m.associationId)).size).toBe(1);
  });

  it('setPermission turning admin off drops the national rows from the inbox and the badges', async () => {
    const token = await signIn(t, 'admin@demo.federa');
    const before = await lists(token);
    expect(before.validationInbox.items.filter((i) => i.level === 'national').length).toBeGreaterThan(0);
    expect(before.warnings.courses).toBeGreaterThan(0);
    const answer = await t.graphql(
      'mutation { setPermission(role: ADMIN, enabled: false) { token } }',
      {},
      { token },
    );
    expect(answer.errors).toBeUndefined();
    const after = await lists((answer.data!.setPermission as { token: string }).token);
    expect(after.validationInbox.items.filter((i) => i.level === 'national')).toEqual([]);
    expect(after.warnings.courses).toBe(0);
    const { fees, grades, courses } = after.validationInbox;
    expect({ fees, grades, courses }).toEqual(after.warnings);
  });
});
