import { startTestServer, type TestServer } from '../../support/test-server';
import { places, signInAll, type Places, type Role } from './members-support';

// The import is no way round rep_mail's allowance (issue 26, item 6). A dry run answers "taken"
// only for mails and numbers held inside the caller's scope (whose data they see anyway): one held
// elsewhere is answered as a new one, so that neither its answer nor its refusal tells them apart.
// Charging only those held elsewhere left new ones free: a file of 2,000 candidates cost only the
// members among them, and once the allowance was spent a refusal meant "held" and an answer "free".
// A real import, with every other problem of the file solved first, names those held elsewhere
// against the allowance: finding out that way writes the members that were not.

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

const refusedAsBusy = (answer: { status: number }) => expect(answer.status).toBe(429);

it('GraphQL: a dry run answers mails held elsewhere as new ones, whatever is left of the allowance', async () => {
  const importAs = (content: string, dryRun = true) =>
    t.graphql<{ importMembers: Result }>(
      IMPORT,
      { input: { dojoId: where.dojo1, format: 'csv', content: base64(content) }, dryRun },
      { token: tokens.asoc },
    );
  const inside = await mailsWhere(`cf_asoc = 1 and ${PLAIN}`, CHECKS_PER_MINUTE + 3);
  const outside = await mailsWhere(`cf_asoc <> 1`, 4);

  // More of their own association's mails than the allowance holds, and new ones: free.
  const own = await importAs(file([...inside.map((mail) => ({ mail })), {}, {}]));
  expect(own.errors).toBeUndefined();
  expect(taken(own.data!.importMembers)).toBe(inside.length);

  // Held elsewhere or new: the same answer, and no allowance spent.
  const elsewhere = await importAs(file(outside.map((mail) => ({ mail }))));
  const fresh = await importAs(file(outside.map(() => ({}))));
  expect(elsewhere.data).toEqual(fresh.data);
  expect(elsewhere.data!.importMembers.problems).toEqual([]);
  for (let i = 0; i < CHECKS_PER_MINUTE; i++) expect((await mailCheck(tokens.asoc)).status).toBe(200);

  // The allowance spent: still the same answer for either.
  refusedAsBusy(await mailCheck(tokens.asoc));
  const spentElsewhere = await importAs(file([{ mail: outside[0] }]));
  const spentFresh = await importAs(file([{}]));
  expect(spentElsewhere.status).toBe(spentFresh.status);
  expect(spentElsewhere.data).toEqual(spentFresh.data);

  // A real import with another problem left answers that problem alone; nothing written.
  const before = (await t.sql('select count(*)::int as n from asociado'))[0].n;
  const broken = await importAs(`${file([{ mail: outside[0] }])}\nPX,,,,,`, false);
  expect(broken.errors).toBeUndefined();
  expect(taken(broken.data!.importMembers)).toBe(0);
  expect(broken.data!.importMembers.problems.length).toBeGreaterThan(0);
  // With none left, it names those held elsewhere against the spent allowance: refused, as rep_mail.
  const named = await importAs(file([{ mail: outside[0] }]), false);
  refusedAsBusy(named);
  expect(named.errors?.[0]).toMatchObject({
    message: expect.stringMatching(REFUSED_ES),
    extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
  });
  expect((await t.sql('select count(*)::int as n from asociado'))[0].n).toBe(before);
});

it('REST: a dojo administrator’s simular answers mails and numbers held elsewhere as new; importing names them', async () => {
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
    [where.sameAsocDojo],
  );

  const own = await call(file(inside.map((mail) => ({ mail }))));
  expect(own.body).toMatchObject({ estado: 0, res: { importados: 0 } });
  expect(own.body.res.problemas).toHaveLength(inside.length);

  const elsewhere = await call(file([{ mail: outside[0] }, { mail: outside[1] }, { number }]));
  expect(elsewhere.body).toMatchObject({ estado: 0, res: { importados: 0, problemas: [] } });

  // Importing them: named, the whole allowance spent, nothing written.
  const before = (await t.sql('select count(*)::int as n from asociado'))[0].n;
  const named = await call(file([{ mail: outside[0] }, { mail: outside[1] }, { number }]), false);
  expect(named.body).toMatchObject({ estado: 1, res: { importados: 0 } });
  expect(named.body.res.problemas.map((p: { clave: string }) => p.clave).sort()).toEqual([
    'members.duplicateMail',
    'members.duplicateMail',
    'members.duplicateNumber',
  ]);
  refusedAsBusy(await mailCheck(tokens.dojo));

  // The allowance spent: a dry run answers either the same; importing is refused as rep_mail.
  const spentElsewhere = await call(file([{ mail: outside[2] }]));
  const spentFresh = await call(file([{}]));
  expect(spentElsewhere.status).toBe(spentFresh.status);
  expect(spentElsewhere.body).toEqual(spentFresh.body);
  const refused = await call(file([{ mail: outside[2] }]), false);
  refusedAsBusy(refused);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.body).toMatchObject({ estado: 1, res: { codigo: 'TOO_MANY_REQUESTS' } });
  expect(refused.body.res.mensaje).toMatch(REFUSED_ES);
  expect((await t.sql('select count(*)::int as n from asociado'))[0].n).toBe(before);
});
