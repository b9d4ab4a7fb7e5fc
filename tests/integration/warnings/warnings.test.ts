import type { TestServer } from '../../support/test-server';
import { openWorld, ROLES, type Role } from '../../support/world';

// Part 3 §6 and §7: each counter counts what waits for the caller's validation level. The
// expected numbers come from SQL written here from the spec's definitions (part 2 §3, §4, §6),
// independently of the server's queries. The demo accounts: admin (id 1), asoc (2), dojo (3),
// miembro (4), all in association 1 and dojo 1.

let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  ({ t, tokens } = await openWorld());
});
afterAll(() => t.close());

type Counts = { fees: number; grades: number; courses: number };

const one = async (sql: string, params: unknown[] = []) => Number((await t.sql(sql, params))[0].n);

/** What the spec says each role should see, counted straight in the database. */
async function expected(role: Role): Promise<Counts> {
  // Fees: level 2 waits for the association (validated by the dojo, not yet by the association);
  // level 3 for the national administrator (validated by the association, not yet nationally).
  const feesLevel2 = await one(
    `select count(*) n from remesa where cf_asoc = 1
       and cf_asoc_val_dojo is not null and cf_asoc_val_asoc is null`,
  );
  const feesLevel3 = await one(
    'select count(*) n from remesa where cf_asoc_val_asoc is not null and cf_asoc_val_admi is null',
  );
  // Grades: pending is estado < 0; dojo administrators validate kyu belts (valor < 0) of their dojo.
  const kyuOfDojo = await one(
    `select count(*) n from grado g, cinturon c, asociado a
      where g.cf_cinturon = c.idcinturon and g.cf_asociado = a.id_aso
        and g.estado < 0 and c.valor < 0 and a.cf_dojo = 1`,
  );
  const allPending = await one(
    `select (select count(*) from grado where estado < 0)
          + (select count(*) from asociado_titulo where estado < 0) n`,
  );
  // Courses: unvalidated and not ended (end date today or later, or no session dated yet).
  const courses = await one(
    `select count(*) n from curso
      where cf_val_admi is null and not coalesce(fecha_fin < current_date, false)`,
  );
  switch (role) {
    case 'admin':
      return { fees: feesLevel3, grades: allPending, courses };
    case 'asoc':
      return { fees: feesLevel2, grades: 0, courses: 0 };
    case 'dojo':
      return { fees: 0, grades: kyuOfDojo, courses: 0 };
    default:
      return { fees: 0, grades: 0, courses: 0 };
  }
}

async function viaRest(token: string): Promise<Counts> {
  const get = async (path: string) => {
    const answer = await t.rest('GET', path, { token });
    expect(answer.body.estado).toBe(0);
    expect(typeof answer.body.res).toBe('number');
    return answer.body.res as number;
  };
  return {
    fees: await get('/cuotas/warnings'),
    grades: await get('/grados/warnings'),
    courses: await get('/cursos/warnings'),
  };
}

async function viaGraphql(token: string): Promise<Counts> {
  const answer = await t.graphql('{ warnings { fees grades courses } }', {}, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.warnings as Counts;
}

async function expectCounts(role: Role): Promise<Counts> {
  const want = await expected(role);
  expect(await viaRest(tokens[role])).toEqual(want);
  expect(await viaGraphql(tokens[role])).toEqual(want);
  return want;
}

describe('warning counters per role', () => {
  it.each(ROLES)('count what waits for %s', async (role) => {
    const counts = await expectCounts(role);
    // The demo federation has something waiting at every level, so a zero would be suspicious.
    if (role === 'admin') expect(Math.min(counts.fees, counts.grades, counts.courses)).toBeGreaterThan(0);
    if (role === 'dojo') expect(counts.grades).toBeGreaterThan(0);
  });

  it('refuse anonymous callers on both doors', async () => {
    for (const path of ['/cuotas/warnings', '/grados/warnings', '/cursos/warnings']) {
      const answer = await t.rest('GET', path);
      expect(answer.body).toMatchObject({
        estado: 1,
        res: { mensaje: 'Debes iniciar sesión.', codigo: 'UNAUTHENTICATED' },
      });
    }
    const answer = await t.graphql('{ warnings { fees grades courses } }');
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Debes iniciar sesión.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('follow the roles in force: a national administrator who switched admin off sees nothing', async () => {
    const off = await t.rest('GET', '/modPermisos', {
      token: tokens.admin,
      query: { tipo: 'admin', permiso: 'false' },
    });
    expect(await viaRest(off.body.token)).toEqual({ fees: 0, grades: 0, courses: 0 });
  });
});

describe('fee batch counters follow the validation chain', () => {
  it('moves a batch from the association administrator to the national one', async () => {
    const counts = async () => ({
      asoc: (await viaRest(tokens.asoc)).fees,
      admin: (await viaGraphql(tokens.admin)).fees,
    });
    const start = await counts();
    const [{ id_rem: id }] = await t.sql(
      'insert into remesa (cf_dojo, cf_asoc, anio) values (1, 1, 2190) returning id_rem',
    );
    expect(await counts()).toEqual(start);
    await t.sql('update remesa set cf_asoc_val_dojo = 3 where id_rem = $1', [id]);
    expect(await counts()).toEqual({ asoc: start.asoc + 1, admin: start.admin });
    // Validated at level 2: the association administrator's count drops, the national one's grows.
    await t.sql('update remesa set cf_asoc_val_asoc = 2 where id_rem = $1', [id]);
    expect(await counts()).toEqual({ asoc: start.asoc, admin: start.admin + 1 });
    await t.sql('update remesa set cf_asoc_val_admi = 1 where id_rem = $1', [id]);
    expect(await counts()).toEqual(start);
    await expectCounts('asoc');
    await expectCounts('admin');
  });

  it("does not count another association's batches for an association administrator", async () => {
    const before = (await viaRest(tokens.asoc)).fees;
    const [dojo] = await t.sql('select id_dojo from dojo where cf_asoc = 2 limit 1');
    await t.sql('insert into remesa (cf_dojo, cf_asoc, anio, cf_asoc_val_dojo) values ($1, 2, 2191, 1)', [
      dojo.id_dojo,
    ]);
    expect((await viaRest(tokens.asoc)).fees).toBe(before);
    await expectCounts('asoc');
  });
});

describe('grade counters', () => {
  /** A belt of the given kind that the member does not hold yet. */
  async function freeBelt(member: number, kyu: boolean): Promise<number> {
    const [belt] = await t.sql(
      `select idcinturon from cinturon c where ${kyu ? 'valor < 0' : 'valor >= 0'}
         and not exists (select 1 from grado g where g.cf_asociado = $1 and g.cf_cinturon = c.idcinturon)
       order by valor limit 1`,
      [member],
    );
    return belt.idcinturon;
  }
  const addGrade = async (member: number, belt: number) =>
    (
      await t.sql(
        'insert into grado (cf_asociado, cf_cinturon, fecha, estado) values ($1, $2, current_date, -1) returning idgrado',
        [member, belt],
      )
    )[0].idgrado as number;
  const counts = async () => ({
    dojo: (await viaRest(tokens.dojo)).grades,
    admin: (await viaGraphql(tokens.admin)).grades,
  });

  it('count a pending kyu grade of the dojo for both, until it is validated', async () => {
    const start = await counts();
    const id = await addGrade(4, await freeBelt(4, true));
    expect(await counts()).toEqual({ dojo: start.dojo + 1, admin: start.admin + 1 });
    await t.sql('update grado set estado = 1, cf_validador = 3 where idgrado = $1', [id]);
    expect(await counts()).toEqual(start);
  });

  it('leave dan grades, titles and other dojos to the national administrator', async () => {
    const start = await counts();
    await addGrade(4, await freeBelt(4, false));
    const [other] = await t.sql('select id_aso from asociado where cf_dojo <> 1 order by id_aso limit 1');
    await addGrade(other.id_aso, await freeBelt(other.id_aso, true));
    const [title] = await t.sql(
      `select idtitulo from titulo t where not exists
         (select 1 from asociado_titulo x where x.cf_asociado = 4 and x.cf_titulo = t.idtitulo) limit 1`,
    );
    await t.sql(
      'insert into asociado_titulo (cf_asociado, cf_titulo, fecha, estado) values (4, $1, current_date, -1)',
      [title.idtitulo],
    );
    expect(await counts()).toEqual({ dojo: start.dojo, admin: start.admin + 3 });
    await expectCounts('dojo');
    await expectCounts('admin');
    await expectCounts('asoc');
  });
});

describe('course counter', () => {
  async function addCourse(day: string): Promise<number> {
    const [course] = await t.sql(
      "insert into curso (titulo, ciudad, obs, cf_organiz) values ('Curso de prueba', 'Madrid', 'Detalles', 1) returning id_curso",
    );
    await t.sql(
      "insert into curso_sesion (cf_curso, fecha, descripcion, tipo) values ($1, current_date + $2::int, 'Sesión', 'S')",
      [course.id_curso, Number(day)],
    );
    return course.id_curso;
  }

  it('counts unvalidated courses that have not ended, for the national administrator only', async () => {
    const start = (await viaRest(tokens.admin)).courses;
    const upcoming = await addCourse('10');
    const today = await addCourse('0');
    await addCourse('-1');
    expect((await viaRest(tokens.admin)).courses).toBe(start + 2);
    await t.sql('update curso set cf_val_admi = 1 where id_curso in ($1, $2)', [upcoming, today]);
    expect((await viaGraphql(tokens.admin)).courses).toBe(start);
    for (const role of ['asoc', 'dojo', 'miembro'] as const) await expectCounts(role);
    await expectCounts('admin');
  });
});
