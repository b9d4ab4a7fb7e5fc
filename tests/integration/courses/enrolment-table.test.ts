import {
  ACCOUNT_ID,
  enrolmentApi,
  newCourse,
  newMember,
  openEnrolmentWorld,
  TRANSPORTS,
  type Places,
} from './enrolment-support';
import type { TestServer } from '../../support/test-server';

// The enrolment table (listAlum, part 2 §2.10): whose rows each caller gets, the course-wide
// counters, the search by column, the enrolled-only switch and the pages.

let t: TestServer;
let tokens: Record<string, string>;
let where: Places;

beforeAll(async () => {
  ({ t, tokens, where } = await openEnrolmentWorld());
});
afterAll(() => t.close());

/** Enrols a member straight in the database, with entries (session id → count) and marks. */
async function enrolDirect(
  courseId: number,
  memberId: number,
  entries: [number, number][],
  marks: { paid?: boolean; attended?: boolean } = {},
) {
  const [{ id_inscripcion: id }] = await t.sql(
    `insert into inscripcion (cf_curso, cf_asociado, pagado, asistencia) values ($1, $2, $3, $4)
     returning id_inscripcion`,
    [courseId, memberId, !!marks.paid, !!marks.attended],
  );
  for (const [session, count] of entries) {
    await t.sql(
      'insert into inscripcion_sesion (cf_inscripcion, cf_sesion, nasisevento) values ($1, $2, $3)',
      [id, session, count],
    );
  }
}

describe.each(TRANSPORTS)('the enrolment table (%s)', (transport) => {
  const as = (role: string) => enrolmentApi(t, transport, tokens[role]);

  it('a plain member gets their own row only, search ignored, and no counters', async () => {
    const course = await newCourse(t);
    const mate = await newMember(t, where.dojo1);
    await enrolDirect(course.id, mate.id, [[course.s1, 1]], { paid: true });
    const answer = await as('miembro').table(course.id, { filtro: 'zzzz-nadie' });
    expect(answer.ok).toBe(true);
    expect(answer.value!.res.map((r) => r.idAso)).toEqual([ACCOUNT_ID.miembro]);
    expect(answer.value).toMatchObject({
      nTot: 1,
      nRes: 1,
      inscritos: 0,
      pagados: 0,
      asistidos: 0,
      eventos: [],
    });
    expect(answer.value!.res[0]).toMatchObject({ inscrito: false, editable: true, sesiones: [] });
  });

  it('counters are course-wide: enrolled, paid, attended, and each event summed', async () => {
    const course = await newCourse(t);
    const a = await newMember(t, where.dojo1);
    const b = await newMember(t, where.otherAsocDojo);
    const c = await newMember(t, where.sameAsocDojo);
    await enrolDirect(
      course.id,
      a.id,
      [
        [course.s1, 1],
        [course.event, 3],
      ],
      { paid: true, attended: true },
    );
    await enrolDirect(course.id, b.id, [[course.event, 2]], { paid: true });
    await enrolDirect(course.id, c.id, [[course.s2, 1]]);
    // The dojo administrator does not list b (another association) nor c, but the counters count them.
    const answer = await as('otherDojo').table(course.id, { soloInscritos: true });
    expect(answer.value).toMatchObject({
      inscritos: 3,
      pagados: 2,
      asistidos: 1,
      eventos: [{ idsesion: course.event, total: 5 }],
    });
    expect(answer.value!.res.map((r) => r.idAso)).toEqual([c.id]);
  });

  it("the organiser lists everyone enrolled, with their entries; another dojo's administrator their own", async () => {
    const course = await newCourse(t);
    const far = await newMember(t, where.otherAsocDojo);
    await enrolDirect(course.id, far.id, [
      [course.s1, 1],
      [course.event, 4],
    ]);
    const organiser = await as('dojo').table(course.id, { soloInscritos: true });
    expect(organiser.value!.res).toEqual([
      expect.objectContaining({
        idAso: far.id,
        inscrito: true,
        editable: true,
        sesiones: [
          { idsesion: course.s1, tipo: 'S', nasisevento: 1, asistencia: false, pagado: false },
          { idsesion: course.event, tipo: 'E', nasisevento: 4, asistencia: false, pagado: false },
        ],
      }),
    ]);
    const other = await as('otherDojo').table(course.id, { alumno: far.id });
    expect(other.value!.res).toEqual([]);
  });

  it('searches each column of the selector, ordered by number', async () => {
    const course = await newCourse(t);
    // Names of this transport only: the other one's run made its own.
    const tag = transport === 'rest' ? 'Rés' : 'Gql';
    const nombre = await newMember(t, where.dojo1, {
      nombre: `Bartolomé${tag}`,
      apellido: `Quintanilla${tag}`,
    });
    const apellido = await newMember(t, where.dojo1, {
      nombre: `Quintanilla${tag}`,
      apellido: `Bartolomé${tag}u`,
    });
    const word = `bartolome${tag.toLowerCase().replace('é', 'e')}`;
    const [{ nombre: dojoName }] = await t.sql('select nombre from dojo where id_dojo = 1');
    const search = async (columna: string, filtro: string) =>
      (await as('dojo').table(course.id, { columna, filtro, pag: 100 })).value!.res.map((r) => r.idAso);
    expect(await search('nombre', word)).toEqual([nombre.id]);
    expect(await search('apellido', word)).toEqual([apellido.id]);
    expect(await search('todas', word)).toEqual([nombre.id, apellido.id]);
    expect(await search('numAcae', nombre.numAcae!)).toEqual([nombre.id]);
    expect(await search('numAcae', word)).toEqual([]);
    // The mail is not a column of the table: not searched.
    const [{ mail }] = await t.sql('select mail from asociado where id_aso = $1', [nombre.id]);
    expect(await search('todas', mail)).toEqual([]);
    // A word in the mail and in a shown column is found by the column.
    await t.sql('update asociado set mail = $1 where id_aso = $2', [`${word}@prueba.federa`, nombre.id]);
    expect(await search('todas', word)).toEqual([nombre.id, apellido.id]);
    const byDojo = await search('dojo', dojoName);
    expect(byDojo).toContain(nombre.id);
    expect(byDojo).toContain(ACCOUNT_ID.miembro);
    expect(await search('dojo', word)).toEqual([]);
  });

  it('each administrator gets whom they may enrol, and the organiser everyone enrolled, by number', async () => {
    const course = await newCourse(t, { dojo: where.sameAsocDojo });
    const far = await newMember(t, where.otherAsocDojo);
    await enrolDirect(course.id, far.id, [[course.s1, 1]]);
    const count = async (where: string) =>
      (await t.sql(`select count(*)::int as n from asociado ${where}`))[0].n;
    const dojo = await as('dojo').table(course.id, { pag: 100 });
    expect(dojo.value!.nTot).toBe(await count('where cf_dojo = 1'));
    expect(dojo.value!.res.every((r) => r.editable)).toBe(true);
    const numbers = dojo.value!.res.map((r) => r.numAcae).filter((n) => n !== null) as string[];
    expect(numbers).toEqual([...numbers].sort());
    const organiser = await as('otherDojo').table(course.id, { soloInscritos: true });
    expect(organiser.value!.res.map((r) => r.idAso)).toEqual([far.id]);
    const asoc = await as('asoc').table(course.id);
    expect(asoc.value!.nTot).toBe(await count('where cf_asoc = 1'));
    // The search and the counters are the dojo and national administrators' tools (part 2 §6).
    const asocSearch = await as('asoc').table(course.id, { filtro: 'zzzz-nadie' });
    expect(asocSearch.value).toMatchObject({ nTot: asoc.value!.nTot, inscritos: 0 });
    const admin = await as('admin').table(course.id, { ini: 15, pag: 50 });
    expect(admin.value).toMatchObject({ nTot: await count(''), nRes: 50 });
    expect(
      (await as('admin').table(course.id, { soloInscritos: true })).value!.res.map((r) => r.idAso),
    ).toEqual([far.id]);
    expect((await as('admin').table(course.id, { alumno: far.id })).value!.nTot).toBe(1);
    expect((await as('admin').table(course.id, { pag: 1000 })).ok).toBe(false);
  });

  it('a row carries the member as the table shows them', async () => {
    const course = await newCourse(t);
    const child = await newMember(t, where.dojo1, { birth: '2020-01-01', number: false });
    const [row] = (await as('dojo').table(course.id, { alumno: child.id })).value!.res;
    expect(row).toMatchObject({ numAcae: null, adulto: false, avatar: 'default.jpg', ultima_cuota: null });
    const [pablo] = (await as('dojo').table(course.id, { alumno: ACCOUNT_ID.miembro })).value!.res;
    expect(pablo).toMatchObject({
      numAcae: '01A0004',
      nombre: 'Pablo',
      apellido: 'Santos Lería',
      adulto: true,
    });
  });

  it('an unknown column is refused', async () => {
    const course = await newCourse(t);
    const answer = await as('dojo').table(course.id, { columna: 'mail', filtro: 'x' });
    expect(answer.ok).toBe(false);
  });
});

describe('the enrolment table’s places of a member (GraphQL)', () => {
  it("gives each row the member's dojo and association, for the row menu's links", async () => {
    const course = await newCourse(t);
    const far = await newMember(t, where.otherAsocDojo);
    const answer = await t.graphql(
      `query ($courseId: Int!, $memberId: Int) {
        courseEnrolment(courseId: $courseId, memberId: $memberId) { items { memberId dojoId associationId } }
      }`,
      { courseId: course.id, memberId: far.id },
      { token: tokens.admin },
    );
    expect(answer.data!.courseEnrolment.items).toEqual([
      { memberId: far.id, dojoId: where.otherAsocDojo, associationId: where.otherAsoc },
    ]);
    // The REST door's rows keep their names (part 2 §3).
    const [row] = (await enrolmentApi(t, 'rest', tokens.admin).table(course.id, { alumno: far.id })).value!
      .res;
    expect(Object.keys(row)).not.toContain('dojoId');
  });
});
