import { startTestServer, type TestServer } from '../../support/test-server';
import { places, signInAll, type Places, type Role } from './members-support';

// The import's dry run is no way round rep_mail's allowance (issue 26, item 6): a mail or number
// held outside the caller's scope takes one of the same allowance per minute as a rep_mail answer,
// and once it is spent the file is refused as rep_mail refuses. Those held inside the caller's
// scope, and new ones, cost nothing.

const CHECKS_PER_MINUTE = 3;
const REFUSED_ES =
  /^Demasiadas comprobaciones\. Vuelve a intentarlo dentro de (1 segundo|(?!1 )\d+ segundos)\.$/;

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  t = await startTestServer({ memberChecksPerMinute: CHECKS_PER_MINUTE });
  tokens = await signInAll(t);
  where = await places(t);
});
afterAll(() => t.close());

const IMPORT = `mutation Import($input: MemberImportInput!, $dryRun: Boolean!) {
  importMembers(input: $input, dryRun: $dryRun) { rows imported problems { line field key } }
}`;
type Result = { rows: number; imported: number; problems: { line: number; field: string; key: string }[] };

const base64 = (content: string) => Buffer.from(content).toString('base64');
let serial = 0;

/** A file of valid new members but for the mails (and numbers) given. */
function file(people: { mail?: string; number?: string }[]): string {
  const rows = people.map(({ mail, number }) => {
    const k = `${process.pid}P${++serial}`;
    return `P${k},Ana,Uno,${mail ?? `new.${k}@probe.federa`},${number ?? ''},1990-01-01`;
  });
  return ['dni,nombre,apellido,mail,numAcae,fechaNacimiento', ...rows].join('\n');
}

async function mailsWhere(condition: string, count: number): Promise<string[]> {
  const rows = await t.sql(
    `select mail from asociado where mail is not null and ${condition} order by id_aso limit ${count}`,
  );
  expect(rows).toHaveLength(count);
  return rows.map((r) => r.mail as string);
}

const PLAIN = 'not es_admin and not es_admin_asoc and not es_admin_dojo';
const taken = (result: Result) => result.problems.filter((p) => p.key === 'members.duplicateMail').length;
const mailCheck = (token: string) =>
  t.rest('GET', '/asociados/rep_mail', { token, query: { mail: 'nadie@probe.federa' } });

it('GraphQL: answers mails of the caller’s association freely, and those of others at rep_mail’s pace', async () => {
  const dryRun = (content: string, dryRun = true) =>
    t.graphql<{ importMembers: Result }>(
      IMPORT,
      { input: { dojoId: where.dojo1, format: 'csv', content: base64(content) }, dryRun },
      { token: tokens.asoc },
    );
  const inside = await mailsWhere(`cf_asoc = 1 and ${PLAIN}`, CHECKS_PER_MINUTE + 3);
  const outside = await mailsWhere(`cf_asoc <> 1`, 4);

  // More of their own association's mails than the allowance holds, and new ones: free.
  const own = await dryRun(file([...inside.map((mail) => ({ mail })), {}, {}]));
  expect(own.errors).toBeUndefined();
  expect(taken(own.data!.importMembers)).toBe(inside.length);

  // Two held elsewhere: answered, as two rep_mail answers would be.
  const first = await dryRun(file(outside.slice(0, 2).map((mail) => ({ mail }))));
  expect(first.errors).toBeUndefined();
  expect(taken(first.data!.importMembers)).toBe(2);

  // Two more, with one answer left: refused, as rep_mail refuses, and nothing written.
  const before = (await t.sql('select count(*)::int as n from asociado'))[0].n;
  for (const run of [true, false]) {
    const refused = await dryRun(file(outside.slice(2).map((mail) => ({ mail }))), run);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(REFUSED_ES),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
    });
  }
  expect((await t.sql('select count(*)::int as n from asociado'))[0].n).toBe(before);
  // The same allowance: rep_mail is spent too.
  expect((await mailCheck(tokens.asoc)).status).toBe(429);
});

it('REST: a dojo administrator’s simular is charged for mails and numbers held outside their dojo', async () => {
  const call = (content: string, simular = true) =>
    t.rest('POST', '/asociados/importar', {
      token: tokens.dojo,
      body: { idDojo: where.dojo1, formato: 'csv', datos: base64(content), simular },
    });
  const inside = await mailsWhere(`cf_dojo = ${where.dojo1} and ${PLAIN}`, CHECKS_PER_MINUTE + 1);
  const outside = await mailsWhere(`cf_asoc <> 1`, 3);
  // A number of their association's serie, held in another of its dojos.
  const [{ num_acae: number }] = await t.sql(
    `select num_acae from asociado where cf_dojo = $1 and num_acae is not null order by id_aso limit 1`,
    [where.otherDojoSameAsoc],
  );

  const own = await call(file(inside.map((mail) => ({ mail }))));
  expect(own.body).toMatchObject({ estado: 0, res: { importados: 0 } });
  expect(own.body.res.problemas).toHaveLength(inside.length);

  // Two mails and a number held elsewhere: the whole allowance, answered.
  const spent = await call(file([{ mail: outside[0] }, { mail: outside[1] }, { number }]));
  expect(spent.body.estado).toBe(0);
  expect(spent.body.res.problemas.map((p: { clave: string }) => p.clave).sort()).toEqual([
    'members.duplicateMail',
    'members.duplicateMail',
    'members.duplicateNumber',
  ]);

  for (const simular of [true, false]) {
    const refused = await call(file([{ mail: outside[2] }]), simular);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ estado: 1, res: { codigo: 'TOO_MANY_REQUESTS' } });
    expect(refused.body.res.mensaje).toMatch(REFUSED_ES);
  }
  expect((await mailCheck(tokens.dojo)).status).toBe(429);
});
