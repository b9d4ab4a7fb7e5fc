import type { TestServer } from '../../support/test-server';
import { openWorld, ROLES, type Role } from '../../support/world';

// The validations inbox lists exactly what the sidebar badges count. The expected rows come from
// SQL written here from the spec's definitions (part 2 §3, §4, §6), independently of the server's
// rules. Demo accounts: admin (id 1), asoc (2), dojo (3), miembro (4), association 1, dojo 1.

let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  ({ t, tokens } = await openWorld());
});
afterAll(() => t.close());

type Item = {
  kind: string;
  id: number;
  title: string;
  detail: string;
  dojoName: string | null;
  memberNumber: string | null;
  date: string | null;
  level: string;
};
type Inbox = {
  items: Item[];
  returned: number;
  total: number;
  fees: number;
  grades: number;
  courses: number;
};

const INBOX = `query ($page: ListInput, $kind: ValidationKind) {
  validationInbox(page: $page, kind: $kind) {
    items { kind id title detail dojoName memberNumber date level }
    returned total fees grades courses
  }
}`;

async function inbox(role: Role, page: { offset?: number; limit?: number } = {}, kind?: string) {
  const answer = await t.graphql(INBOX, { page, kind }, { token: tokens[role] });
  expect(answer.errors).toBeUndefined();
  return answer.data!.validationInbox as Inbox;
}

/** Every row, walking pages of 100. */
async function everything(role: Role, kind?: string): Promise<Item[]> {
  const rows: Item[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await inbox(role, { offset, limit: 100 }, kind);
    rows.push(...page.items);
    if (page.returned < 100) return rows;
  }
}

async function warnings(role: Role) {
  const answer = await t.graphql('{ warnings { fees grades courses } }', {}, { token: tokens[role] });
  expect(answer.errors).toBeUndefined();
  return answer.data!.warnings as { fees: number; grades: number; courses: number };
}

const ids = async (sql: string) => (await t.sql(sql)).map((r) => `${r.kind}:${r.id}`).sort();
const keys = (items: Item[]) => items.map((i) => `${i.kind}:${i.id}`).sort();

/** What waits for each role, written from the spec. */
async function expectedKeys(role: Role): Promise<string[]> {
  switch (role) {
    case 'admin':
      return ids(`select 'FEE_BATCH' kind, id_rem id from remesa
                   where cf_asoc_val_asoc is not null and cf_asoc_val_admi is null
                  union all select 'GRADE', idgrado from grado where estado < 0
                  union all select 'TITLE', idasoc_titulo from asociado_titulo where estado < 0
                  union all select 'COURSE', id_curso from curso
                   where cf_val_admi is null and not coalesce(fecha_fin < current_date, false)`);
    case 'asoc':
      return ids(`select 'FEE_BATCH' kind, id_rem id from remesa
                   where cf_asoc = 1 and cf_asoc_val_dojo is not null and cf_asoc_val_asoc is null`);
    case 'dojo':
      return ids(`select 'GRADE' kind, g.idgrado id from grado g, cinturon c, asociado a
                   where g.cf_cinturon = c.idcinturon and g.cf_asociado = a.id_aso
                     and g.estado < 0 and c.valor < 0 and a.cf_dojo = 1 and a.id_aso <> 3`);
    default:
      return [];
  }
}

/** Newest first: dates never grow down the list (undated rows last). */
function expectNewestFirst(items: Item[]) {
  const dates = items.map((i) => i.date ?? '0000-00-00');
  expect(dates).toEqual([...dates].sort().reverse());
}

describe('the validations inbox per role', () => {
  it.each(ROLES)('lists for %s exactly what the badges count', async (role) => {
    const all = await everything(role);
    expect(keys(all)).toEqual(await expectedKeys(role));
    expectNewestFirst(all);
    const first = await inbox(role);
    const badges = await warnings(role);
    expect({ fees: first.fees, grades: first.grades, courses: first.courses }).toEqual(badges);
    expect(first.total).toBe(badges.fees + badges.grades + badges.courses);
    expect(first.total).toBe(all.length);
    expect(first.returned).toBe(Math.min(15, all.length));
  });

  it('gives the national administrator batches validated by an association, every pending grade and title, and unvalidated courses', async () => {
    const all = await everything('admin');
    expect(new Set(all.map((i) => i.kind))).toEqual(new Set(['FEE_BATCH', 'GRADE', 'TITLE', 'COURSE']));
    expect(new Set(all.map((i) => i.level))).toEqual(new Set(['national']));
    const grade = all.find((i) => i.kind === 'GRADE')!;
    const [row] = await t.sql(
      `select a.nombre || ' ' || a.apellido as name, a.num_acae, c.descripcion, d.nombre as dojo,
              to_char(g.fecha, 'YYYY-MM-DD') as date
         from grado g join asociado a on a.id_aso = g.cf_asociado join cinturon c on c.idcinturon = g.cf_cinturon
         join dojo d on d.id_dojo = a.cf_dojo where g.idgrado = $1`,
      [grade.id],
    );
    expect(grade).toMatchObject({
      title: row.name,
      detail: row.descripcion,
      memberNumber: row.num_acae,
      dojoName: row.dojo,
      date: row.date,
    });
    // A dojo's own pending kyu grade reaches the national administrator too: grades are theirs.
    const other = await everything('dojo');
    expect(keys(all)).toEqual(expect.arrayContaining(keys(other)));
  });

  it("gives an association administrator their association's batches validated by a dojo", async () => {
    const all = await everything('asoc');
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((i) => `${i.kind}/${i.level}`))).toEqual(new Set(['FEE_BATCH/association']));
    const [batch] = await t.sql(
      `select d.nombre, r.anio from remesa r join dojo d on d.id_dojo = r.cf_dojo where r.id_rem = $1`,
      [all[0].id],
    );
    expect(all[0]).toMatchObject({ title: batch.nombre, detail: `${batch.nombre} · ${batch.anio}` });
  });

  it('gives a dojo administrator the kyu grades of their dojo, not their own', async () => {
    const [belt] = await t.sql(
      `select idcinturon from cinturon c where valor < 0 and not exists
         (select 1 from grado g where g.cf_asociado = 3 and g.cf_cinturon = c.idcinturon) order by valor limit 1`,
    );
    const [own] = await t.sql(
      `insert into grado (cf_asociado, cf_cinturon, fecha, estado) values (3, $1, current_date, -1) returning idgrado`,
      [belt.idcinturon],
    );
    const all = await everything('dojo');
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((i) => `${i.kind}/${i.level}`))).toEqual(new Set(['GRADE/dojo']));
    expect(all.map((i) => i.id)).not.toContain(own.idgrado);
    expect(keys(await everything('admin'))).toContain(`GRADE:${own.idgrado}`);
    expect(keys(all)).toEqual(await expectedKeys('dojo'));
  });

  it('gives a plain member an empty inbox with zeros', async () => {
    expect(await inbox('miembro')).toEqual({
      items: [],
      returned: 0,
      total: 0,
      fees: 0,
      grades: 0,
      courses: 0,
    });
  });
});

describe('filter and pages', () => {
  it.each(['FEE_BATCH', 'GRADE', 'TITLE', 'COURSE'])('filters the kind %s', async (kind) => {
    const all = await everything('admin');
    const only = await everything('admin', kind);
    expect(only.length).toBeGreaterThan(0);
    expect(keys(only)).toEqual(keys(all.filter((i) => i.kind === kind)));
    const page = await inbox('admin', {}, kind);
    expect(page.total).toBe(only.length);
    // The badge counts stay those of every kind whatever the filter.
    expect(page.fees + page.grades + page.courses).toBe(all.length);
  });

  it('pages of 15 follow one another in the order of a page of 50', async () => {
    const fifty = await inbox('admin', { limit: 50 });
    const pages = [];
    for (const offset of [0, 15, 30]) pages.push(...(await inbox('admin', { offset, limit: 15 })).items);
    expect(pages).toEqual(fifty.items.slice(0, 45));
    expect(fifty.items.length).toBe(Math.min(50, fifty.total));
  });

  it('refuses a page size the kit does not offer', async () => {
    const answer = await t.graphql(INBOX, { page: { limit: 16 } }, { token: tokens.admin });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await t.rest('GET', '/validaciones', { token: tokens.admin, query: { pag: '16' } });
    expect(rest.body.estado).toBe(1);
  });
});

describe('GET /v1/validaciones', () => {
  it('answers the same rows and counts under the REST names', async () => {
    const graph = await inbox('admin', { offset: 0, limit: 50 });
    const rest = await t.rest('GET', '/validaciones', {
      token: tokens.admin,
      query: { ini: '0', pag: '50' },
    });
    expect(rest.body).toMatchObject({
      estado: 0,
      nRes: graph.returned,
      nTot: graph.total,
      remesas: graph.fees,
      grados: graph.grades,
      cursos: graph.courses,
    });
    const tipo = { FEE_BATCH: 'remesa', GRADE: 'grado', TITLE: 'titulo', COURSE: 'curso' } as Record<
      string,
      string
    >;
    expect(rest.body.res).toEqual(
      graph.items.map((i) => ({
        tipo: tipo[i.kind],
        id: i.id,
        titulo: i.title,
        detalle: i.detail,
        dojo: i.dojoName,
        numAcae: i.memberNumber,
        fecha: i.date,
        nivel: 'admin',
      })),
    );
  });

  it('filters by tipo and refuses an unknown one', async () => {
    const rest = await t.rest('GET', '/validaciones', { token: tokens.admin, query: { tipo: 'curso' } });
    expect(rest.body.estado).toBe(0);
    expect(rest.body.nTot).toBe(rest.body.cursos);
    expect(new Set(rest.body.res.map((r: { tipo: string }) => r.tipo))).toEqual(new Set(['curso']));
    const bad = await t.rest('GET', '/validaciones', { token: tokens.admin, query: { tipo: 'cuota' } });
    expect(bad.body.estado).toBe(1);
  });

  it('gives a plain member zeros and refuses anonymous callers', async () => {
    const rest = await t.rest('GET', '/validaciones', { token: tokens.miembro });
    expect(rest.body).toEqual({ estado: 0, res: [], nRes: 0, nTot: 0, remesas: 0, grados: 0, cursos: 0 });
    const anonymous = await t.rest('GET', '/validaciones');
    expect(anonymous.body).toMatchObject({ estado: 1, res: { codigo: 'UNAUTHENTICATED' } });
  });
});
