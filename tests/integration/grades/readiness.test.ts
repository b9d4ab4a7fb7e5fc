import { ladders, openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { gradeApi, gradeAt, newMember, type Places, type Role } from './grades-support';

// Beyond the spec (issue 11): the next full belt, the time in the current grade and the hours of
// attended course sessions since it, from each session's start and end, across every dojo's
// courses, against the belt's nhoras; in GraphQL and as the list's "meets the hours" filter.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
let belt: (valor: number) => number;
let member: { id: number };
let pending: number;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
  ({ belt } = await ladders(t));
  member = await newMember(t, where.dojo1, 'Listo Para');
  await gradeAt(t, member.id, belt(-60), 0, '2023-01-01');
  await gradeAt(t, member.id, belt(-50), 0, '2024-01-10');
  pending = await gradeAt(t, member.id, belt(-40), -1, '2025-06-01');
  const course = async (dojo: number) =>
    (
      await t.sql(
        `insert into curso (titulo, ciudad, obs, cf_organiz) values ('Curso de horas', 'Soria', 'Detalles', $1)
         returning id_curso`,
        [dojo],
      )
    )[0].id_curso as number;
  const home = await course(where.dojo1);
  const away = await course(where.otherAsocDojo);
  const sessions: [number, string, string, string, 'S' | 'E', boolean][] = [
    [home, '2023-12-01', '10:00', '12:00', 'S', true], // before the current grade: not counted
    [home, '2024-01-10', '10:00', '13:30', 'S', true], // the grade's own day counts: 3.5 h
    [home, '2024-03-01', '09:00', '11:00', 'S', false], // not attended
    [home, '2024-04-01', '20:00', '23:00', 'E', true], // an event, not a session
    [away, '2024-05-01', '16:00', '20:15', 'S', true], // another dojo's course: 4.25 h
  ];
  const enrolment = new Map<number, number>();
  for (const [c, fecha, ini, fin, tipo, attended] of sessions) {
    const [{ id_ses }] = await t.sql(
      `insert into curso_sesion (cf_curso, fecha, hora_ini, hora_fin, descripcion, tipo)
       values ($1, $2, $3, $4, 'Sesión', $5) returning id_ses`,
      [c, fecha, ini, fin, tipo],
    );
    if (!enrolment.has(c)) {
      const [{ id_inscripcion }] = await t.sql(
        'insert into inscripcion (cf_curso, cf_asociado) values ($1, $2) returning id_inscripcion',
        [c, member.id],
      );
      enrolment.set(c, id_inscripcion);
    }
    await t.sql(
      'insert into inscripcion_sesion (cf_inscripcion, cf_sesion, asistencia) values ($1, $2, $3)',
      [enrolment.get(c), id_ses, attended],
    );
  }
});
afterAll(() => t.close());

const FIELDS = 'currentBelt since daysInGrade nextBelt hoursNeeded hoursAttended meetsHours';
const daysSince = (day: string) =>
  Math.round(
    (Date.UTC(new Date().getFullYear(), new Date().getMonth(), new Date().getDate()) - Date.parse(day)) /
      86_400_000,
  );

it("gives the member's readiness: next full belt, days in grade, attended session hours", async () => {
  const answer = await t.graphql(
    `query ($id: Int!) { gradeReadiness(memberId: $id) { ${FIELDS} } }`,
    { id: member.id },
    {
      token: tokens.dojo,
    },
  );
  expect(answer.data!.gradeReadiness).toEqual({
    currentBelt: '5º Kyu',
    since: '2024-01-10',
    daysInGrade: daysSince('2024-01-10'),
    nextBelt: '4º Kyu',
    hoursNeeded: 60,
    hoursAttended: 7.75,
    meetsHours: false,
  });
});

it('serves it on the member, to those who manage their grades only', async () => {
  const query = `query ($id: Int) { member(id: $id) { gradeReadiness { hoursAttended nextBelt } } }`;
  const mine = await t.graphql(query, { id: member.id }, { token: tokens.dojo });
  expect((mine.data as any).member.gradeReadiness).toEqual({ hoursAttended: 7.75, nextBelt: '4º Kyu' });
  // A dojo-mate sees the member, not their readiness.
  const mate = await t.graphql(query, { id: member.id }, { token: tokens.miembro });
  expect((mate.data as any).member.gradeReadiness).toBeNull();
  const refused = await t.graphql(
    `query ($id: Int!) { gradeReadiness(memberId: $id) { meetsHours } }`,
    { id: member.id },
    {
      token: tokens.miembro,
    },
  );
  expect(refused.errors![0].extensions!.code).toBe('NOT_FOUND');
});

it('filters the validation list to belts whose hours are met', async () => {
  for (const transport of ['rest', 'graphql'] as const) {
    const api = gradeApi(t, transport, tokens.admin);
    const meets = async () =>
      (await api.list({ filtro: 'Listo Para', cumpleHoras: true })).value!.rows.map((r) => r.id);
    expect((await api.list({ filtro: 'Listo Para' })).value!.nTot).toBe(3);
    // Pending requests only: 4º Kyu asks 60 hours since 5º Kyu, and 7.75 were attended.
    expect(await meets()).toEqual([]);
    await t.sql('update cinturon set nhoras = 7 where valor = -40');
    expect(await meets()).toEqual([pending]);
    await t.sql('update cinturon set nhoras = 60 where valor = -40');
  }
});

it('answers a page of members with their readiness', async () => {
  const answer = await t.graphql(
    `{ members(page: { limit: 50 }) { items { id gradeReadiness { memberId nextBelt hoursNeeded } } } }`,
    {},
    { token: tokens.admin },
  );
  const items = (answer.data as any).members.items as { id: number; gradeReadiness: any }[];
  expect(items).toHaveLength(50);
  for (const m of items) {
    expect(m.gradeReadiness.memberId).toBe(m.id);
    expect(m.gradeReadiness.nextBelt).toEqual(expect.any(String));
  }
});
