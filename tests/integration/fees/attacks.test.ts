import { allPastTheirChecks, whileHeld } from '../../support/held-write';
import type { TestServer } from '../../support/test-server';
import { textArray } from '../../../graph/src/modules/common/sql';
import {
  CURRENT_YEAR,
  ES,
  TRANSPORTS,
  batchAt,
  batchCount,
  batchSnapshot,
  feeApi,
  newMember,
  openFeesWorld,
  stateOf,
  type Places,
  type Role,
} from './fees-support';

// An attacker's view of the fee batches: each role (and nobody) trying to read, probe or change what
// is not theirs, through both doors, with junk and oversized input and racing writes. Tests marked
// HOLE fail on the code as it is; the others prove a defence holds.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openFeesWorld());
});
afterAll(() => t.close());

const api = (role: Role | null, transport: 'rest' | 'graphql' = 'rest') =>
  feeApi(t, transport, role ? tokens[role] : undefined);
const NEXT = CURRENT_YEAR + 1;
const UNKNOWN = 99999999;

describe.each(TRANSPORTS)('probing members through a save over %s', (transport) => {
  // HOLE: memberNotInDojo names the member by number and full name, whoever they are: a dojo
  // administrator who types any id learns who it is, in any association, and tells an id that
  // exists from one that does not.
  it('HOLE: a dojo administrator never learns the name or number of another dojo member', async () => {
    const foreign = await newMember(t, where.otherAsocDojo, { nombre: 'Secretisimo' });
    const viaNew = await api('dojo', transport).add({ anio: NEXT, selec: [foreign.id] });
    const own = await batchAt(t, where.dojo1, 2011, 0);
    const viaEdit = await api('dojo', transport).edit(own, { anio: 2011, selec: [foreign.id] });
    const unknown = await api('dojo', transport).add({ anio: NEXT, selec: [UNKNOWN] });
    for (const answer of [viaNew, viaEdit]) {
      expect(answer.ok).toBe(false);
      expect(JSON.stringify(answer)).not.toContain('Secretisimo');
      expect(JSON.stringify(answer)).not.toContain(foreign.numAcae);
      // Same answer as for an id nobody has.
      expect(answer.fields).toEqual(
        unknown.fields!.map((f) => ({
          ...f,
          message: f.message.replace(String(UNKNOWN), String(foreign.id)),
        })),
      );
    }
  });
});

describe('ids past the database integer (REST reads any safe integer)', () => {
  // HOLE: integer() in respond.ts takes any safe integer, and intArray (common/sql.ts) only checks
  // Number.isSafeInteger: a selec id past 2^31-1 becomes '{2147483648}'::int[], which PostgreSQL
  // refuses with "out of range for type integer", no DomainError: HTTP 500 and a stack in the log.
  const BIG = 2147483648;
  it.each([
    ['/cuotas/ins', { anio: NEXT, selec: [BIG] }],
    ['/cuotas/valida', { selec: [BIG], valida: true, nivel: 1 }],
  ])('HOLE: POST %s %j is refused, not a server error', async (path, body) => {
    const answer = await t.rest('POST', path, { token: tokens.dojo, body });
    expect(answer.status).toBe(200);
    expect(answer.body.res).toMatchObject({ codigo: expect.stringMatching(/BAD_USER_INPUT|NOT_FOUND/) });
  });

  // Single ids are inlined as numbers by MikroORM's execute, so these answer as for any unknown id.
  it.each([
    ['dojo', 'GET', '/cuotas/ver', { id: String(BIG) }],
    ['dojo', 'GET', '/cuotas/listAlum', { anio: String(NEXT), id: String(BIG) }],
    ['admin', 'GET', '/cuotas/listAlum', { anio: String(NEXT), idDojo: String(BIG) }],
    ['dojo', 'GET', '/cuotas/listCuotas', { idAsoc: String(BIG) }],
    ['dojo', 'POST', '/cuotas/del', { id: BIG }],
    ['dojo', 'POST', '/cuotas/mod', { id: BIG, anio: NEXT, selec: [1] }],
    ['admin', 'POST', '/cuotas/ins', { anio: NEXT, selec: [1], idDojo: BIG }],
  ] as const)('%s %s %s %j is refused', async (role, method, path, params) => {
    const answer =
      method === 'GET'
        ? await t.rest('GET', path, { token: tokens[role], query: params as Record<string, string> })
        : await t.rest('POST', path, { token: tokens[role], body: params });
    expect(answer.status).toBe(200);
    expect(['NOT_FOUND', 'BAD_USER_INPUT', 'FORBIDDEN']).toContain(answer.body.res?.codigo);
  });

  it('posicion of an id past 2^31-1 is -1', async () => {
    const answer = await t.rest('GET', '/cuotas/posicion', {
      token: tokens.dojo,
      query: { id: String(BIG) },
    });
    expect(answer.body).toMatchObject({ estado: 0, res: { pos: -1 } });
  });
});

describe('locks of batches outside the caller area', () => {
  // HOLE: lockFeeBatches takes FOR UPDATE on every id named before the scope is checked, so a dojo
  // administrator naming another dojo's batches locks them (and waits behind their owners' writes)
  // instead of being told at once that they do not exist.
  it("HOLE: a dojo administrator's bulk on another dojo's batch answers at once, without its lock", async () => {
    const foreign = await batchAt(t, where.otherAsocDojo, 2012, 0);
    const { answer, waited } = await whileHeld(
      t,
      { text: 'select 1 from remesa where id_rem = $1 for update', params: [foreign] },
      () => api('dojo').validate([foreign], true, 1),
    );
    expect(answer).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(waited).toBe(false);
  });
});

describe.each(TRANSPORTS)('another place over %s', (transport) => {
  // Every call on a batch outside the caller's area answers as for a batch that does not exist.
  const probes = (role: Role, id: number) => {
    const a = api(role, transport);
    return Promise.all([
      a.ver(id),
      a.candidates(NEXT, { id }),
      a.edit(id, { anio: NEXT, selec: [1] }),
      a.del(id),
      a.validate([id], true, 1),
      a.validate([id], true, 2),
      a.validate([id], false, 1),
      a.position(id),
    ]);
  };
  it.each([
    ['dojo', 'sameAsocDojo'],
    ['dojo', 'otherAsocDojo'],
    ['asoc', 'otherAsocDojo'],
  ] as const)('%s on a batch of %s: same answers as an unknown id, nothing written', async (role, place) => {
    const id = await batchAt(t, where[place], 2013, role === 'asoc' ? 1 : 0);
    const before = await batchSnapshot(t, id);
    const foreign = await probes(role, id);
    const unknown = await probes(role, UNKNOWN);
    expect(foreign).toEqual(unknown);
    expect(foreign.slice(0, 7).every((o) => o.code === 'NOT_FOUND')).toBe(true);
    expect(foreign[7]).toEqual({ ok: true, value: -1 });
    expect(await batchSnapshot(t, id)).toEqual(before);
  });

  it('a bulk mixing an own batch with a foreign or unknown one changes nothing, same answer', async () => {
    const own = await batchAt(t, where.dojo1, 2014, 0);
    const foreign = await batchAt(t, where.sameAsocDojo, 2014, 0);
    const mixed = await api('dojo', transport).validate([own, foreign], true, 1);
    const withUnknown = await api('dojo', transport).validate([own, UNKNOWN], true, 1);
    expect(mixed).toEqual(withUnknown);
    expect(mixed.code).toBe('NOT_FOUND');
    expect([await stateOf(t, own), await stateOf(t, foreign)]).toEqual([0, 0]);
  });

  it('no batch is made for another dojo, by a dojo or an association administrator', async () => {
    const count = await batchCount(t);
    const mine = await newMember(t, where.dojo1);
    for (const role of ['dojo', 'asoc'] as const) {
      for (const idDojo of [where.sameAsocDojo, where.otherAsocDojo, UNKNOWN]) {
        const made = await api(role, transport).add({ anio: NEXT, selec: [mine.id], idDojo });
        expect(made).toMatchObject({ ok: false, code: 'FORBIDDEN' });
        const listed = await api(role, transport).candidates(NEXT, { idDojo });
        expect(listed).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      }
    }
    expect(await batchCount(t)).toBe(count);
  });

  it("another association's member's fees are not found, as an unknown member's", async () => {
    const foreign = await newMember(t, where.otherAsocDojo);
    for (const role of ['dojo', 'asoc', 'miembro'] as const) {
      const theirs = await api(role, transport).paid(foreign.id);
      expect(theirs).toEqual(await api(role, transport).paid(UNKNOWN));
      expect(theirs.code).toBe('NOT_FOUND');
    }
  });

  it('a plain member is refused everything, anonymous is asked to sign in', async () => {
    const id = await batchAt(t, where.dojo1, 2015, 0);
    const before = await batchSnapshot(t, id);
    for (const [role, code] of [
      ['miembro', 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      const a = api(role, transport);
      const answers = await Promise.all([
        a.list(),
        a.ver(id),
        a.candidates(NEXT),
        a.add({ anio: NEXT, selec: [4] }),
        a.edit(id, { anio: NEXT, selec: [4] }),
        a.del(id),
        a.validate([id], true, 1),
      ]);
      expect(answers.map((o) => o.code)).toEqual(answers.map(() => code));
    }
    expect(await batchSnapshot(t, id)).toEqual(before);
  });
});

describe.each(TRANSPORTS)('levels over %s', (transport) => {
  it('nobody validates a level not theirs or skips one', async () => {
    const tries: [Role, number, number][] = [
      ['admin', 0, 3],
      ['admin', 1, 3],
      ['asoc', 0, 2],
      ['asoc', 0, 1],
      ['dojo', 1, 2],
      ['asoc', 2, 3],
    ];
    for (const [role, state, level] of tries) {
      const id = await batchAt(t, where.dojo1, 2016, state);
      expect((await api(role, transport).validate([id], true, level)).ok).toBe(false);
      expect(await stateOf(t, id)).toBe(state);
    }
  });

  it.each([0, 4, -1, 2147483647])('level %s is refused as invalid', async (nivel) => {
    const id = await batchAt(t, where.dojo1, 2016, 0);
    const answer = await api('admin', transport).validate([id], true, nivel);
    expect(answer).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' });
    expect(await stateOf(t, id)).toBe(0);
  });
});

describe('junk and oversized input (REST)', () => {
  const post = (path: string, body: unknown, role: Role = 'dojo') =>
    t.rest('POST', path, { token: tokens[role], body });
  const get = (path: string, query: Record<string, string>, role: Role = 'dojo') =>
    t.rest('GET', path, { token: tokens[role], query });

  it.each([
    ['nested arrays', [[1], [2]]],
    ['objects', [{ id: 1 }]],
    ['an object', { length: 1e9 }],
    ['floats', [1.5]],
    ['text', ['1 or 1=1']],
    ['an injection in text', '1) or (1=1'],
  ])('selec as %s is refused as invalid', async (_name, selec) => {
    for (const [path, body] of [
      ['/cuotas/ins', { anio: NEXT, selec }],
      ['/cuotas/valida', { selec, valida: true, nivel: 1 }],
    ] as const) {
      const answer = await post(path, body);
      expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'BAD_USER_INPUT' } });
      expect(answer.body.res.errores[0].campo).toBe('selec');
    }
  });

  it('a selec past its bound is refused by its length, the rest unread', async () => {
    // Within the plain body limit (100 kb): 1001 batches, 6000 members.
    const batches = Array.from({ length: 1001 }, (_, i) => i + 1);
    const valida = await post('/cuotas/valida', { selec: batches, valida: true, nivel: 1 });
    expect(valida.body.res.errores[0]).toMatchObject({ campo: 'selec', clave: 'fees.tooManyBatches' });
    const members = Array.from({ length: 6000 }, (_, i) => i + 1);
    const ins = await post('/cuotas/ins', { anio: NEXT, selec: members.join(',') });
    expect(ins.body.res.errores.map((e: any) => e.clave)).toContain('fees.tooManyMembers');
  });

  it.each([['x'], ['1.5'], [[1]], [{}], ['1 or 1=1'], [null]])('nivel %j is refused', async (nivel) => {
    const id = await batchAt(t, where.dojo1, 2016, 0);
    const answer = await post('/cuotas/valida', { selec: [id], valida: true, nivel });
    expect(answer.body.res.errores[0].campo).toBe('nivel');
    expect(await stateOf(t, id)).toBe(0);
  });

  it.each([['yes'], [2], [[true]], [{}]])('valida %j is refused', async (valida) => {
    const id = await batchAt(t, where.dojo1, 2016, 0);
    const answer = await post('/cuotas/valida', { selec: [id], valida, nivel: 1 });
    expect(answer.body.res.errores[0].campo).toBe('valida');
    expect(await stateOf(t, id)).toBe(0);
  });

  it('selec nested 5000 deep is refused as invalid', async () => {
    const selec = '['.repeat(5000) + ']'.repeat(5000);
    const response = await fetch(`${t.url}/v1/cuotas/valida`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tokens.dojo },
      body: `{"selec":${selec},"valida":true,"nivel":1}`,
    });
    const body = await response.json();
    expect(body).toMatchObject({ estado: 1, res: { codigo: 'BAD_USER_INPUT' } });
  });

  it('an anonymous body past the plain limit is refused before it is read', async () => {
    const huge = { selec: Array.from({ length: 100000 }, () => 1), valida: true, nivel: 1 };
    const answer = await t.rest('POST', '/cuotas/valida', { body: huge });
    expect(answer.status).toBe(413);
  });

  it.each([['3000'], ['1800'], ['2026 or 1=1'], ['2026.5'], ['-2026']])(
    'anio %s is refused',
    async (anio) => {
      const listed = await get('/cuotas/listAlum', { anio });
      expect(listed.body.res.errores[0].campo).toBe('anio');
      const made = await post('/cuotas/ins', { anio, selec: [3] });
      expect(made.body.res.errores[0].campo).toBe('anio');
    },
  );

  it.each([["dojo' or '1'='1"], ['__proto__'], ['constructor'], ['toString']])(
    'tipo %s is refused',
    async (tipo) => {
      const answer = await get('/cuotas/', { tipo });
      expect(answer.body.res.errores[0]).toMatchObject({ campo: 'tipo' });
    },
  );

  // HOLE (input): status() in fee.rest.ts reads tipo through text(), which answers undefined for a
  // repeated parameter (an array): the junk is taken for "no filter" and every batch is listed.
  it('HOLE: a repeated tipo is refused, not read as no filter', async () => {
    const answer = await t.rest('GET', '/cuotas/?tipo=admin&tipo=no_dojo', { token: tokens.admin });
    expect(answer.body.res?.errores?.[0]).toMatchObject({ campo: 'tipo' });
  });

  it.each([
    ['anio; drop table remesa'],
    ['anio DESC, (select 1)'],
    ['r.id_rem'],
    [`anio${' '.repeat(60)}DESC`],
  ])('orden %j is refused, in the list and the candidates', async (orden) => {
    expect((await get('/cuotas/', { orden })).body.res.errores[0].campo).toBe('orden');
    expect((await get('/cuotas/listAlum', { anio: String(NEXT), orden })).body.estado).not.toBe(0);
  });

  it('a filtro is a search, never SQL', async () => {
    for (const filtro of ["' or 1=1 --", '%', '_', "x'); delete from remesa; --"]) {
      const answer = await get('/cuotas/', { filtro }, 'admin');
      expect(answer.body).toMatchObject({ estado: 0, nRes: 0 });
    }
    expect(await batchCount(t)).toBeGreaterThan(0);
  });
});

describe('oversized GraphQL input', () => {
  // HOLE: /graphql reads bodies up to the image limit (17 MB) for any live session, plain members
  // included (body-limits.ts), and [Int!]! lists have no bound before graphql-js coerces every
  // entry, twice (list-cost.ts getVariableValues, then execute). The service's 1000 comes after:
  // one request of a million ids holds the event loop for seconds (9.8 s measured here, most of it
  // graphql-js's development-mode instanceOf; about 2 s of coercion remain in production).
  it('HOLE: a million batch ids from a plain member do not hold up other requests', async () => {
    const ids = Array.from({ length: 1_000_000 }, (_, i) => i + 1).join(',');
    const body = `{"query":"mutation ($ids: [Int!]!) { validateFeeBatches(ids: $ids, level: 1) { id } }","variables":{"ids":[${ids}]}}`;
    let done = false;
    const bulk = fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.miembro}` },
      body,
    })
      .then((r) => r.json() as Promise<{ errors?: unknown[] }>)
      .finally(() => (done = true));
    // Small calls one after another while the bulk is in: the slowest is how long the server froze.
    let slowest = 0;
    while (!done) {
      const started = Date.now();
      expect((await api('dojo').warnings()).ok).toBe(true);
      slowest = Math.max(slowest, Date.now() - started);
    }
    expect((await bulk).errors?.[0]).toBeDefined();
    expect(slowest).toBeLessThan(1000);
  }, 60_000);

  it('nested lists for ids are refused', async () => {
    const answer = await t.graphql(
      'mutation ($ids: [Int!]!) { validateFeeBatches(ids: $ids, level: 1) { id } }',
      { ids: [[1]] },
      { token: tokens.dojo },
    );
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('textArray quoting', () => {
  it('round-trips quotes, backslashes, braces, commas, NULL and spaces through PostgreSQL', async () => {
    const values = ['A', 'a"b', 'a\\b', '\\"', '{x}', 'a,b', 'NULL', '', '  ', "it's", 'ñ€'];
    const { text, params } = textArray(values).compile();
    const [row] = await t.sql(`select ${text.replace('?', '$1')} as v`, params);
    expect(row.v).toEqual(values);
  });
});

describe('races', () => {
  it('two validations of one level at once: one wins, one step recorded', async () => {
    const id = await batchAt(t, where.dojo1, 2017, 0);
    const { answers, together } = await allPastTheirChecks(t, 'remesa', [
      () => api('dojo').validate([id], true, 1),
      () => api('dojo', 'graphql').validate([id], true, 1),
    ]);
    expect(together).toBe(true);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const steps = await t.sql('select * from remesa_validacion where cf_remesa = $1', [id]);
    expect(steps).toHaveLength(1);
  });

  it.each(['edit', 'del'] as const)(
    'a %s racing a dojo validation is refused once it lands',
    async (call) => {
      const member = await newMember(t, where.dojo1);
      const id = await batchAt(t, where.dojo1, 2018, 0, [member.id]);
      const { answer, waited } = await whileHeld(
        t,
        { text: 'update remesa set cf_asoc_val_dojo = 3 where id_rem = $1', params: [id] },
        (): Promise<{ ok: boolean }> =>
          call === 'edit' ? api('dojo').edit(id, { anio: 2019, selec: [member.id] }) : api('dojo').del(id),
      );
      expect(waited).toBe(true);
      expect(answer).toMatchObject({ ok: false, code: 'CONFLICT', message: ES.alreadyValidated });
      const [row] = await t.sql('select anio from remesa where id_rem = $1', [id]);
      expect(row.anio).toBe(2018);
    },
  );
});

describe('role toggles and profile switches', () => {
  /** A new token from modPermisos / modPerfil, or the refusal's codigo. */
  const renew = async (token: string, path: '/modPermisos' | '/modPerfil', query: Record<string, string>) => {
    const answer = await t.rest('GET', path, { token, query });
    return answer.body.estado === 0 ? (answer.body.token as string) : `refused:${answer.body.res.codigo}`;
  };
  const as = (token: string) => feeApi(t, 'rest', token);

  it('a dojo administrator who switched the dojo role off acts as a plain member', async () => {
    const off = await renew(tokens.dojo, '/modPermisos', { tipo: 'dojo', permiso: 'false' });
    const id = await batchAt(t, where.dojo1, 2020, 0);
    expect((await as(off).list()).code).toBe('FORBIDDEN');
    expect((await as(off).validate([id], true, 1)).code).toBe('FORBIDDEN');
    expect((await as(off).add({ anio: NEXT, selec: [4] })).code).toBe('FORBIDDEN');
    expect(await stateOf(t, id)).toBe(0);
  });

  it('a dojo administrator can neither switch on a higher role nor work as another dojo', async () => {
    for (const tipo of ['asoc', 'admin']) {
      expect(await renew(tokens.dojo, '/modPermisos', { tipo, permiso: 'true' })).toMatch(/^refused/);
    }
    for (const id of [where.sameAsocDojo, where.otherAsocDojo]) {
      expect(await renew(tokens.dojo, '/modPerfil', { tipo: 'dojo', id: String(id) })).toMatch(/^refused/);
    }
  });

  it('a national administrator with the national role off cannot validate nationally', async () => {
    const off = await renew(tokens.admin, '/modPermisos', { tipo: 'admin', permiso: 'false' });
    const id = await batchAt(t, where.otherAsocDojo, 2020, 2);
    expect((await as(off).validate([id], true, 3)).ok).toBe(false);
    expect(await stateOf(t, id)).toBe(2);
  });

  // Part 2 §6 lets an association administrator switch the dojo role on and work as any dojo of
  // their association: there they hold levels 1 and 2. Never outside their association.
  it('an association administrator working as a dojo stays inside their association', async () => {
    const dojoOn = await renew(tokens.asoc, '/modPermisos', { tipo: 'dojo', permiso: 'true' });
    expect(await renew(dojoOn, '/modPerfil', { tipo: 'dojo', id: String(where.otherAsocDojo) })).toMatch(
      /^refused/,
    );
    expect(await renew(dojoOn, '/modPerfil', { tipo: 'asoc', id: String(where.otherAsoc) })).toMatch(
      /^refused/,
    );
    const there = await renew(dojoOn, '/modPerfil', { tipo: 'dojo', id: String(where.sameAsocDojo) });
    const foreign = await batchAt(t, where.otherAsocDojo, 2020, 0);
    expect((await as(there).validate([foreign], true, 1)).code).toBe('NOT_FOUND');
    expect((await as(there).add({ anio: NEXT, selec: [4], idDojo: where.otherAsocDojo })).code).toBe(
      'FORBIDDEN',
    );
    // Dojo 1 is no longer the session's dojo: its batch is theirs at level 2 only.
    const home = await batchAt(t, where.dojo1, 2020, 0);
    expect((await as(there).validate([home], true, 1)).ok).toBe(false);
    expect(await stateOf(t, foreign)).toBe(0);
    expect(await stateOf(t, home)).toBe(0);
  });
});

describe('a member who moved to another dojo', () => {
  it('stays in the batch that named them, joins no new batch of the old dojo, pays a year once', async () => {
    const moved = await newMember(t, where.dojo1);
    const stays = await newMember(t, where.dojo1);
    const old = await batchAt(t, where.dojo1, 2021, 0, [moved.id, stays.id]);
    await t.sql('update asociado set cf_dojo = $1 where id_aso = $2', [where.sameAsocDojo, moved.id]);
    // Kept by the batch that named them (README: "keeps any it already named who moved since").
    expect(await api('dojo').edit(old, { anio: 2021, selec: [moved.id, stays.id] })).toMatchObject({
      ok: true,
    });
    // Not added to a new batch of the dojo they left.
    const fresh = await api('dojo').add({ anio: 2022, selec: [moved.id] });
    expect(fresh).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' });
    // Dropped, they cannot be put back by the dojo they left.
    expect(await api('dojo').edit(old, { anio: 2021, selec: [stays.id] })).toMatchObject({ ok: true });
    expect((await api('dojo').edit(old, { anio: 2021, selec: [stays.id, moved.id] })).ok).toBe(false);
    // Their new dojo pays years they have not paid, not one paid elsewhere.
    const other = await batchAt(t, where.dojo1, 2023, 0, [moved.id]);
    const twice = await api('admin').add({ anio: 2023, selec: [moved.id], idDojo: where.sameAsocDojo });
    expect(twice.message).toContain(String(other));
    expect(
      await api('admin').add({ anio: 2022, selec: [moved.id], idDojo: where.sameAsocDojo }),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe('a member who left, kept by the old batch', () => {
  // HOLE: writeMembers (fee-batch.service.ts) lets a batch keep a member who left its dojo
  // (m.inBatch), whatever year the save sets: the dojo they left moves the batch to a year they
  // never paid there and takes that year's fee, which their new dojo can then no longer record.
  it('HOLE: the dojo they left cannot move them to another year by moving the batch', async () => {
    const moved = await newMember(t, where.dojo1);
    const old = await batchAt(t, where.dojo1, 2024, 0, [moved.id]);
    await t.sql('update asociado set cf_dojo = $1 where id_aso = $2', [where.sameAsocDojo, moved.id]);
    const shifted = await api('dojo').edit(old, { anio: NEXT, selec: [moved.id] });
    expect(shifted.ok).toBe(false);
    const [row] = await t.sql('select anio from remesa where id_rem = $1', [old]);
    expect(row.anio).toBe(2024);
  });
});

describe('a session working as no dojo', () => {
  // HOLE (defence in depth): scope() in fee-batch.list.ts tests `if (s.dojoId)`, so a dojo-scoped
  // session whose dojo is 0 (a national administrator working as an association without dojos, the
  // national role switched off, the dojo role on) lists every batch of every association instead
  // of none. Only national administrators reach dojo 0 today, so nothing is exposed they could not
  // read with their national role back on; the next way to a dojo of 0 would expose everything.
  it('HOLE: a dojo administrator of no dojo lists no batch', async () => {
    const [{ id_asoc }] = await t.sql(
      "insert into asociacion (nombre, serie) values ('Sin dojos', '77Z') returning id_asoc",
    );
    const renew = async (token: string, path: string, query: Record<string, string>) =>
      (await t.rest('GET', path, { token, query })).body.token as string;
    let token = await renew(tokens.admin, '/modPerfil', { tipo: 'asoc', id: String(id_asoc) });
    token = await renew(token, '/modPermisos', { tipo: 'dojo', permiso: 'true' });
    token = await renew(token, '/modPermisos', { tipo: 'admin', permiso: 'false' });
    const listed = await feeApi(t, 'rest', token).list();
    expect(listed).toMatchObject({ ok: true, value: { nTot: 0 } });
  });
});
