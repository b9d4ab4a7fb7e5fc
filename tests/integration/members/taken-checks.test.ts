import { startTestServer, type TestServer } from '../../support/test-server';
import { signInAll, type Role } from './members-support';

// rep_mail / rep_numAcae (memberMailTaken / memberNumberTaken) serve the member form only.
let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startTestServer({ memberChecksPerMinute: 100 });
  tokens = await signInAll(t);
});
afterAll(() => t.close());

const MEMBER = { admin: 1, asoc: 2, dojo: 3, miembro: 4 } as const;

async function restCheck(role: Role, path: 'rep_mail' | 'rep_numAcae', id?: number, lang = 'es') {
  const query: Record<string, string> =
    path === 'rep_mail' ? { mail: 'admin@demo.federa' } : { numAcae: '01A0001' };
  if (id !== undefined) query.id = String(id);
  return t.rest('GET', `/asociados/${path}`, { token: tokens[role], query: { ...query, lang } });
}

async function graphqlCheck(role: Role, field: 'memberMailTaken' | 'memberNumberTaken', exceptId?: number) {
  const arg = field === 'memberMailTaken' ? 'mail: "admin@demo.federa"' : 'memberNumber: "01A0001"';
  const except = exceptId === undefined ? '' : `, exceptId: ${exceptId}`;
  return t.graphql(`{ ${field}(${arg}${except}) }`, {}, { token: tokens[role] });
}

describe('who may ask whether a mail or number is taken', () => {
  it.each([
    ['admin', undefined, true],
    ['asoc', undefined, true],
    ['dojo', undefined, true],
    ['miembro', undefined, false],
    ['miembro', 0, false],
    ['miembro', MEMBER.miembro, true],
    ['miembro', MEMBER.dojo, false],
    ['dojo', MEMBER.miembro, true],
    ['dojo', MEMBER.asoc, false],
    ['asoc', MEMBER.admin, false],
    ['admin', MEMBER.asoc, true],
  ] as [Role, number | undefined, boolean][])(
    '%s with exceptId %s: allowed %s, on both doors and both checks',
    async (role, id, allowed) => {
      for (const path of ['rep_mail', 'rep_numAcae'] as const) {
        const rest = await restCheck(role, path, id, 'en');
        if (allowed) expect(rest.body).toMatchObject({ estado: 0, res: { idAso: expect.any(Number) } });
        else
          expect(rest.body).toMatchObject({
            estado: 1,
            res: { codigo: 'FORBIDDEN', mensaje: 'Permission denied' },
          });
      }
      for (const field of ['memberMailTaken', 'memberNumberTaken'] as const) {
        const gql = await graphqlCheck(role, field, id);
        if (allowed) expect(gql.errors).toBeUndefined();
        else
          expect(gql.errors?.[0]).toMatchObject({
            message: 'Permiso denegado',
            extensions: { code: 'FORBIDDEN' },
          });
      }
    },
  );
});

describe('throttling the checks', () => {
  it('refuses a caller past the limit with 429 and Retry-After, translated, on both doors; others go on', async () => {
    const throttled = await startTestServer({ memberChecksPerMinute: 3 });
    try {
      const [admin, dojo] = await Promise.all(
        ['admin@demo.federa', 'dojo@demo.federa'].map(async (mail) => {
          const answer = await throttled.rest('POST', '/login', { headers: { mail, psw: 'aikido123' } });
          return answer.body.token as string;
        }),
      );
      const check = (token: string, lang = 'es') =>
        throttled.rest('GET', '/asociados/rep_mail', { token, query: { mail: 'x@y.zz', lang } });
      for (let i = 0; i < 3; i++) expect((await check(admin)).body.estado).toBe(0);
      const refused = await check(admin, 'fr');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body.res).toMatchObject({ codigo: 'TOO_MANY_REQUESTS' });
      expect(refused.body.res.mensaje).toMatch(/^Trop de vérifications\. Réessayez dans \d+ secondes\.$/);
      const gql = await throttled.graphql('{ memberMailTaken(mail: "x@y.zz") }', {}, { token: admin });
      expect(gql.status).toBe(429);
      expect(gql.errors?.[0]).toMatchObject({
        message: expect.stringMatching(
          /^Demasiadas comprobaciones\. Vuelve a intentarlo dentro de (1 segundo|(?!1 )\d+ segundos)\.$/,
        ),
        extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
      });
      expect((await check(dojo)).body.estado).toBe(0);
    } finally {
      await throttled.close();
    }
  });
});

describe('what the checks tell a plain member editing themselves', () => {
  it("says a dojo-mate's address is taken, never whose it is", async () => {
    // dojo@demo.federa is member 3, a dojo-mate of miembro@ (4), whose mail a plain member may not see.
    const rest = await t.rest('GET', '/asociados/rep_mail', {
      token: tokens.miembro,
      query: { mail: 'dojo@demo.federa', id: String(MEMBER.miembro) },
    });
    expect(rest.body).toEqual({ estado: 0, res: { idAso: 0 } });
    const gql = await t.graphql(
      `{ memberMailTaken(mail: "DOJO@demo.federa", exceptId: ${MEMBER.miembro}) }`,
      {},
      {
        token: tokens.miembro,
      },
    );
    expect(gql.data).toEqual({ memberMailTaken: 0 });
    const admin = await t.rest('GET', '/asociados/rep_mail', {
      token: tokens.dojo,
      query: { mail: 'miembro@demo.federa', id: '0' },
    });
    expect(admin.body.res.idAso).toBe(MEMBER.miembro);
  });

  it('counts a save of their own record with a new address as a check, so saves cannot sweep addresses', async () => {
    const throttled = await startTestServer({ memberChecksPerMinute: 3 });
    try {
      const answer = await throttled.rest('POST', '/login', {
        headers: { mail: 'miembro@demo.federa', psw: 'aikido123' },
      });
      const token = answer.body.token as string;
      const [me] = await throttled.sql(
        `select dni, nombre, apellido, fecha_nacimiento::text as f, cf_dojo, cf_asoc from asociado where id_aso = 4`,
      );
      // A birth date that fails, so that nothing is written, and a guessed address each time.
      const probe = (mail: string) =>
        throttled.rest('POST', '/asociados/mod', {
          token,
          body: {
            id: 4,
            dni: me.dni,
            nombre: me.nombre,
            apellido: me.apellido,
            mail,
            fechaNacimiento: '1800-01-01',
            cfDojo: me.cf_dojo,
            cfAsoc: me.cf_asoc,
          },
        });
      for (const guess of ['a@b.cc', 'dojo@demo.federa', 'c@d.ee']) {
        expect((await probe(guess)).body).toMatchObject({ estado: 1, res: { codigo: 'BAD_USER_INPUT' } });
      }
      const refused = await probe('asoc@demo.federa');
      expect(refused.status).toBe(429);
      expect(refused.body.res).toMatchObject({ codigo: 'TOO_MANY_REQUESTS' });
      // Saving without changing the address is no check and still goes through.
      const same = await probe('miembro@demo.federa');
      expect(same.body).toMatchObject({ estado: 1, res: { codigo: 'BAD_USER_INPUT' } });
    } finally {
      await throttled.close();
    }
  });
});
