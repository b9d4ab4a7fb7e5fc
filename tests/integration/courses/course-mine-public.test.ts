import {
  TRANSPORTS,
  courseApi,
  courseAt,
  dayFrom,
  enrol,
  openCoursesWorld,
  type Role,
  type World,
} from './course-support';

// 'Mis cursos' (listCursos, part 2 §2.11): the caller's courses (enrolled in, or organised by the
// dojo they administer) or an association's, newest end date first, only those they may see.
// The public list (part 3 §2, §7): validated courses ending today or later, soonest first, for
// anyone, without a session.

let w: World;
let c: Record<'enrolledFinished' | 'ownUnvalidated' | 'othersUnvalidated' | 'othersValidated', number>;

beforeAll(async () => {
  w = await openCoursesWorld();
  const enrolledFinished = await courseAt(w, { validated: true, dojo: w.otherDojo, days: [-30] });
  await enrol(w.t, enrolledFinished.id, 4);
  c = {
    enrolledFinished: enrolledFinished.id,
    ownUnvalidated: (await courseAt(w, { days: [60] })).id,
    othersUnvalidated: (await courseAt(w, { dojo: w.otherDojo, days: [61] })).id,
    othersValidated: (await courseAt(w, { dojo: w.otherDojo, validated: true, days: [62] })).id,
  };
});
afterAll(() => w.t.close());

/** What the database says are a member's courses, for comparison. */
const enrolledIn = async (memberId: number) =>
  (await w.t.sql('select cf_curso from inscripcion where cf_asociado = $1', [memberId])).map(
    (r) => r.cf_curso,
  );

describe.each(TRANSPORTS)('listCursos over %s', (transport) => {
  const api = (role: Role) => courseApi(w.t, transport, w.tokens[role]);

  it("lists a member's enrolled courses, newest end date first, with the modal's columns", async () => {
    const rows = (await api('miembro').mine()).value!;
    expect(rows.map((r) => r.idCurso).sort()).toEqual((await enrolledIn(4)).sort());
    const ends = rows.map((r) => r.fechaFin);
    expect(ends).toEqual([...ends].sort().reverse());
    expect(rows.find((r) => r.idCurso === c.enrolledFinished)).toEqual({
      idCurso: c.enrolledFinished,
      titulo: expect.any(String),
      fechaIni: dayFrom(w.today, -30),
      fechaFin: dayFrom(w.today, -30),
      ciudad: 'Huesca',
      nombre: expect.any(String),
      estado: 'Terminado',
      cfValAdmi: 1,
    });
  });

  it('adds, for a dojo administrator, the courses their dojo organises, unvalidated ones included', async () => {
    const ids = (await api('dojo').mine()).value!.map((r) => r.idCurso);
    expect(ids).toContain(c.ownUnvalidated);
    expect(ids).not.toContain(c.othersUnvalidated);
    expect(ids).not.toContain(c.othersValidated);
    for (const id of await enrolledIn(3)) expect(ids).toContain(id);
  });

  it("lists an association's courses (idAsoc), only those the caller sees", async () => {
    const forMember = (await api('miembro').mine({ idAsoc: 1 })).value!.map((r) => r.idCurso);
    expect(forMember).toContain(c.othersValidated);
    expect(forMember).not.toContain(c.othersUnvalidated);
    expect(forMember).not.toContain(c.ownUnvalidated);
    const forOther = (await api('otro').mine({ idAsoc: 1 })).value!.map((r) => r.idCurso);
    expect(forOther).toContain(c.othersUnvalidated);
    const [{ n }] = await w.t.sql(
      `select count(*)::int as n from curso c join dojo d on d.id_dojo = c.cf_organiz
       where d.cf_asoc = 1 and c.cf_val_admi is not null`,
    );
    expect(forMember).toHaveLength(Math.min(n, 100));
  });

  it('sorts by another column when asked (orden) and refuses an unknown one', async () => {
    const titles = (await api('admin').mine({ idAsoc: 1, orden: 'titulo' })).value!.map((r) => r.titulo);
    expect(titles).toEqual([...titles].sort());
    expect((await api('admin').mine({ orden: 'obs' })).ok).toBe(false);
  });
});

describe.each(TRANSPORTS)('the public list over %s', (transport) => {
  const anonymous = () => courseApi(w.t, transport);

  it('shows anyone the validated courses ending today or later, soonest first', async () => {
    const page = (await anonymous().publicList({ pag: 100 })).value!;
    const [{ n }] = await w.t.sql(
      'select count(*)::int as n from curso where cf_val_admi is not null and fecha_fin >= current_date',
    );
    expect(page.nTot).toBe(n);
    const ids = page.rows.map((r) => r.idCurso);
    expect(ids).toContain(c.othersValidated);
    // Course 1 of the demo runs today: it ends today or later.
    expect(ids).toContain(1);
    for (const hidden of [c.enrolledFinished, c.ownUnvalidated, c.othersUnvalidated]) {
      expect(ids).not.toContain(hidden);
    }
    const starts = page.rows.map((r) => r.fechaIni);
    expect(starts).toEqual([...starts].sort());
    expect(page.rows.every((r) => r.fechaFin >= w.today)).toBe(true);
  });

  it("answers each course's public fields", async () => {
    const row = (await anonymous().publicList({ pag: 100 })).value!.rows.find(
      (r) => r.idCurso === c.othersValidated,
    );
    expect(row).toEqual({
      idCurso: c.othersValidated,
      titulo: expect.any(String),
      imagen: null,
      ciudad: 'Huesca',
      fechaIni: dayFrom(w.today, 62),
      fechaFin: dayFrom(w.today, 62),
      obs: 'Detalles',
      ...(transport === 'rest' && { cfValAdmi: 1 }),
    });
  });

  it('includes a course whose last session is today, and drops it once that day is past', async () => {
    const endingToday = await courseAt(w, { validated: true, days: [-2, 0] });
    const ids = async () => (await anonymous().publicList({ pag: 100 })).value!.rows.map((r) => r.idCurso);
    expect(await ids()).toContain(endingToday.id);
    await w.t.sql('update curso_sesion set fecha = fecha - 1 where cf_curso = $1', [endingToday.id]);
    expect(await ids()).not.toContain(endingToday.id);
  });

  it('searches and pages like the other lists, and ignores a stale token', async () => {
    const title = (await w.t.sql('select titulo from curso where id_curso = $1', [c.othersValidated]))[0]
      .titulo;
    const found = (await anonymous().publicList({ filtro: title })).value!;
    expect(found.rows.map((r) => r.idCurso)).toContain(c.othersValidated);
    expect((await anonymous().publicList({ pag: 7 })).ok).toBe(false);
    const stale = courseApi(w.t, transport, 'not-a-token');
    expect((await stale.publicList()).ok).toBe(true);
  });
});

describe('myCourses over GraphQL', () => {
  const mine = (limit: number) =>
    w.t.graphql(
      `query ($l: Int) { myCourses(associationId: 1, limit: $l) { id } }`,
      { l: limit },
      { token: w.tokens.admin },
    );

  it('answers at most `limit` courses, from 1 to 200', async () => {
    expect((await mine(2)).data!.myCourses).toHaveLength(2);
    for (const limit of [0, 201]) {
      expect((await mine(limit)).errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'limit', message: 'El tamaño de página no es válido.' }],
      });
    }
  });
});
