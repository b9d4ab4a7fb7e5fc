import {
  TRANSPORTS,
  courseApi,
  courseAt,
  dayFrom,
  enrol,
  openCoursesWorld,
  type CourseRow,
  type Role,
  type World,
} from './course-support';

// Part 2 §2.8 and §6: title, date, city, organiser and status; default date descending, 15 a
// page, search, position; everyone signed in sees validated courses, the organising dojo's
// administrator and the national administrator also the unvalidated ones; anything unseen is
// not found.

let w: World;
/** A word only this file's courses carry, so that a search lists them alone. */
const TAG = `Kumitachi${process.pid}`;
let courses: Record<'past' | 'running' | 'upcoming' | 'mine' | 'theirs', number>;

beforeAll(async () => {
  w = await openCoursesWorld();
  courses = {
    past: (await courseAt(w, { validated: true, days: [-20, -19], title: `${TAG} Alfa` })).id,
    running: (await courseAt(w, { validated: true, days: [-1, 0, 1], title: `${TAG} Beta` })).id,
    upcoming: (await courseAt(w, { validated: true, dojo: w.otherDojo, days: [30], title: `${TAG} Gamma` }))
      .id,
    mine: (await courseAt(w, { days: [40], title: `${TAG} Delta` })).id,
    theirs: (await courseAt(w, { dojo: w.otherDojo, days: [50], title: `${TAG} Epsilón` })).id,
  };
  await enrol(w.t, courses.running, 4);
});
afterAll(() => w.t.close());

const ids = (rows: CourseRow[]) => rows.map((r) => r.idCurso);

describe.each(TRANSPORTS)('the course list over %s', (transport) => {
  const api = (role: Role) => courseApi(w.t, transport, w.tokens[role]);
  const tagged = (role: Role, q: Record<string, unknown> = {}) => api(role).list({ filtro: TAG, ...q });

  it.each([
    ['miembro', ['upcoming', 'running', 'past']],
    ['asoc', ['upcoming', 'running', 'past']],
    ['dojo', ['mine', 'upcoming', 'running', 'past']],
    ['otro', ['theirs', 'upcoming', 'running', 'past']],
    ['admin', ['theirs', 'mine', 'upcoming', 'running', 'past']],
  ] as const)('shows %s the courses they may see, newest date first', async (role, expected) => {
    const page = (await tagged(role)).value!;
    expect(ids(page.rows)).toEqual(expected.map((k) => courses[k]));
    expect(page).toMatchObject({ nRes: expected.length, nTot: expected.length });
  });

  it('answers each row with its columns, status and whether the caller is enrolled', async () => {
    const rows = (await tagged('miembro')).value!.rows;
    const running = rows.find((r) => r.idCurso === courses.running)!;
    expect(running).toEqual({
      idCurso: courses.running,
      titulo: `${TAG} Beta`,
      fechaIni: dayFrom(w.today, -1),
      fechaFin: dayFrom(w.today, 1),
      ciudad: 'Huesca',
      dojo: expect.any(String),
      cfOrganiz: w.dojo1,
      cfValAdmi: 1,
      estado: 'En curso',
      asiste: true,
      imagen: null,
    });
    const estados = Object.fromEntries(rows.map((r) => [r.idCurso, [r.estado, r.asiste]]));
    expect(estados[courses.past]).toEqual(['Terminado', false]);
    expect(estados[courses.upcoming]).toEqual(['Próximamente', false]);
  });

  it('sorts by title, status and organiser, in both directions', async () => {
    const byTitle = ids((await tagged('admin', { orden: 'titulo' })).value!.rows);
    expect(byTitle).toEqual(
      ['past', 'running', 'mine', 'theirs', 'upcoming'].map((k) => courses[k as 'past']),
    );
    const byTitleDesc = ids((await tagged('admin', { orden: 'titulo DESC' })).value!.rows);
    expect(byTitleDesc).toEqual([...byTitle].reverse());
    // Upcoming, running, finished: the course's life.
    const byStatus = (await tagged('admin', { orden: 'estado' })).value!.rows.map((r) => r.estado);
    expect(byStatus).toEqual(['Próximamente', 'Próximamente', 'Próximamente', 'En curso', 'Terminado']);
    const byDojo = (await tagged('admin', { orden: 'dojo' })).value!.rows.map((r) => r.dojo);
    expect(byDojo).toEqual([...byDojo].sort((a, b) => a.localeCompare(b, 'es')));
    expect(await tagged('admin', { orden: 'obs' })).toMatchObject({
      ok: false,
      message: 'No se puede ordenar por esa columna.',
    });
  });

  it('searches title, city and organiser, ignoring case and accents', async () => {
    expect(ids((await api('admin').list({ filtro: `${TAG.toLowerCase()} epsilon` })).value!.rows)).toEqual([
      courses.theirs,
    ]);
    const [{ nombre }] = await w.t.sql('select nombre from dojo where id_dojo = $1', [w.otherDojo]);
    const byDojo = (await api('admin').list({ filtro: `${TAG} ${nombre}` })).value!.rows;
    expect(ids(byDojo).sort()).toEqual([courses.upcoming, courses.theirs].sort());
    expect((await api('admin').list({ filtro: `${TAG} huesca` })).value!.nTot).toBe(5);
  });

  it('pages by 15, 50 or 100, or every row (pag=ALL), and refuses other sizes', async () => {
    const total = (await api('admin').list()).value!.nTot;
    expect((await api('admin').list()).value!.nRes).toBe(Math.min(15, total));
    const all = (await api('admin').list({ pag: 'ALL' })).value!;
    expect(all).toMatchObject({ nRes: total, nTot: total });
    expect((await api('admin').list({ pag: 1000 })).ok).toBe(false);
    const second = (await api('admin').list({ ini: 15 })).value!;
    expect(ids(second.rows)).toEqual(ids(all.rows).slice(15, 30));
  });

  it('gives the position of a listed course, -1 for one not listed, not found for none', async () => {
    const all = ids((await api('dojo').list({ pag: 'ALL', orden: 'titulo' })).value!.rows);
    expect((await api('dojo').position(courses.mine, { orden: 'titulo' })).value).toBe(
      all.indexOf(courses.mine),
    );
    expect((await api('dojo').position(courses.theirs, { orden: 'titulo' })).value).toBe(-1);
    expect((await api('dojo').position(courses.upcoming, { filtro: 'no existe nada así' })).value).toBe(-1);
  });

  it('filters by the organising association (idAsoc)', async () => {
    const [other] = await w.t.sql('select cf_asoc from dojo where cf_asoc <> 1 order by id_dojo limit 1');
    const elsewhere = await courseAt(w, { validated: true, title: `${TAG} Zeta` });
    await w.t.sql(
      'update curso set cf_organiz = (select min(id_dojo) from dojo where cf_asoc = $1) where id_curso = $2',
      [other.cf_asoc, elsewhere.id],
    );
    const inOne = ids((await tagged('admin', { idAsoc: 1 })).value!.rows);
    expect(inOne).not.toContain(elsewhere.id);
    expect(inOne).toContain(courses.past);
    expect(ids((await tagged('admin', { idAsoc: other.cf_asoc })).value!.rows)).toEqual([elsewhere.id]);
    await w.t.sql('delete from curso_sesion where cf_curso = $1', [elsewhere.id]);
    await w.t.sql('delete from curso where id_curso = $1', [elsewhere.id]);
  });

  it("answers NOT_FOUND for another dojo's unvalidated course, as for a course that does not exist", async () => {
    for (const id of [courses.theirs, 999999]) {
      expect(await api('dojo').ver(id)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    }
    expect((await api('otro').ver(courses.theirs)).ok).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    expect(await courseApi(w.t, transport).list()).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
  });
});

describe('what each caller may do with a course (GraphQL)', () => {
  const flags = async (role: Role, id: number) => {
    const answer = await w.t.graphql(
      `query ($id: Int!) { course(id: $id) { canEdit canValidate manages canEnrol marksPayment } }`,
      { id },
      { token: w.tokens[role] },
    );
    return answer.data!.course;
  };

  it('follows the rules of part 2 §6 for each role', async () => {
    expect(await flags('dojo', courses.mine)).toEqual({
      canEdit: true,
      canValidate: false,
      manages: true,
      canEnrol: false,
      marksPayment: true,
    });
    expect(await flags('admin', courses.mine)).toEqual({
      canEdit: true,
      canValidate: true,
      manages: true,
      canEnrol: false,
      marksPayment: false,
    });
    expect(await flags('miembro', courses.running)).toEqual({
      canEdit: false,
      canValidate: false,
      manages: false,
      canEnrol: true,
      marksPayment: false,
    });
    // A finished course is read-only for all but its managers.
    expect((await flags('miembro', courses.past)).canEnrol).toBe(false);
    expect((await flags('dojo', courses.past)).canEnrol).toBe(true);
    expect((await flags('otro', courses.upcoming)).marksPayment).toBe(true);
  });
});
