import { ladders, openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { gradeApi, gradeAt, newMember, TRANSPORTS, type Places, type Role } from './grades-support';

// The validation list's "meets the hours" filter is kept (grado_horas_cumplidas, issue 29): a
// pending belt is listed when its member attended its nhoras of course sessions since the belt
// below it. Every write that moves those hours (the belt's hours, attendance, a session's times,
// type or removal, an enrolment's removal, the member's other belts, the belt itself) must move
// the kept answer, which the list reads instead of summing the hours: each step below flips it.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
let belt: (valor: number) => number;
let member: { id: number };
let below: number;
let pending: number;
let home: number;
let away: number;
let homeCourse: number;
const session: Record<string, number> = {};

beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
  ({ belt } = await ladders(t));
  member = await newMember(t, where.dojo1, 'Horas Cumplidas');
  await gradeAt(t, member.id, belt(-60), 0, '2023-01-01');
  below = await gradeAt(t, member.id, belt(-50), 0, '2024-01-10');
  pending = await gradeAt(t, member.id, belt(-40), -1, '2025-06-01');
  const course = async (dojo: number) =>
    (
      await t.sql(
        `insert into curso (titulo, ciudad, obs, cf_organiz) values ('Curso de horas', 'Soria', 'Detalles', $1)
         returning id_curso`,
        [dojo],
      )
    )[0].id_curso as number;
  const courses = { home: await course(where.dojo1), away: await course(where.otherAsocDojo) };
  const enrol = async (c: number) =>
    (
      await t.sql(
        'insert into inscripcion (cf_curso, cf_asociado) values ($1, $2) returning id_inscripcion',
        [c, member.id],
      )
    )[0].id_inscripcion as number;
  home = await enrol(courses.home);
  away = await enrol(courses.away);
  const sessions: [string, 'home' | 'away', string, string, string, 'S' | 'E', boolean][] = [
    ['A', 'home', '2023-12-01', '10:00', '12:00', 'S', true], // before the belt below: not counted
    ['B', 'home', '2024-01-10', '10:00', '13:30', 'S', true], // 3.5 h
    ['C', 'home', '2024-03-01', '09:00', '11:00', 'S', false], // not attended
    ['D', 'home', '2024-04-01', '20:00', '23:00', 'E', true], // an event
    ['F', 'away', '2024-05-01', '16:00', '20:15', 'S', true], // 4.25 h
  ];
  for (const [name, c, fecha, ini, fin, tipo, attended] of sessions) {
    session[name] = await addSession(courses[c], fecha, ini, fin, tipo);
    await t.sql(
      'insert into inscripcion_sesion (cf_inscripcion, cf_sesion, asistencia) values ($1, $2, $3)',
      [c === 'home' ? home : away, session[name], attended],
    );
  }
  homeCourse = courses.home;
});
afterAll(() => t.close());

async function addSession(course: number, fecha: string, ini: string, fin: string, tipo = 'S') {
  const [{ id_ses }] = await t.sql(
    `insert into curso_sesion (cf_curso, fecha, hora_ini, hora_fin, descripcion, tipo)
     values ($1, $2, $3, $4, 'Sesión', $5) returning id_ses`,
    [course, fecha, ini, fin, tipo],
  );
  return id_ses as number;
}

/** The filter as the list computed it before it was kept: every pending belt's hours, summed. */
const recomputed = async () =>
  (
    await t.sql<{ id: number }>(
      `select g.idgrado as id from grado g join cinturon c on c.idcinturon = g.cf_cinturon
       where g.estado < 0 and (
         select coalesce(sum(greatest(extract(epoch from (s.hora_fin - s.hora_ini)), 0)), 0) / 3600.0
         from inscripcion i
         join inscripcion_sesion x on x.cf_inscripcion = i.id_inscripcion and x.asistencia
         join curso_sesion s on s.id_ses = x.cf_sesion and s.tipo = 'S'
         where i.cf_asociado = g.cf_asociado and s.fecha >= coalesce((
           select p.fecha from grado p join cinturon pc on pc.idcinturon = p.cf_cinturon
           where p.cf_asociado = g.cf_asociado and p.estado >= 0 and pc.valor < c.valor
           order by pc.valor desc limit 1), '-infinity'::date)) >= c.nhoras
       order by g.fecha desc, g.idgrado desc`,
    )
  ).map((r) => r.id);

/** The member's listed belts, and the whole list, agree with the recomputed filter. */
async function expectMeets(entry: number | null): Promise<void> {
  const all = await recomputed();
  expect(all.includes(entry ?? -1)).toBe(entry !== null);
  for (const transport of TRANSPORTS) {
    const api = gradeApi(t, transport, tokens.admin);
    const mine = (await api.list({ filtro: 'Horas Cumplidas', cumpleHoras: true })).value!;
    expect([transport, mine.rows.map((r) => r.id)]).toEqual([transport, entry === null ? [] : [entry]]);
    // The federation's total comes from the kept rows; its page from the kept rows too.
    const every = (await api.list({ cumpleHoras: true, pag: 100 })).value!;
    expect([transport, every.nTot, every.rows.map((r) => r.id)]).toEqual([transport, all.length, all]);
  }
}

const flips: [step: string, write: () => Promise<unknown>, meets: () => number | null][] = [
  // 7.75 h attended since 5º Kyu (B and F); 4º Kyu asks 60.
  [
    'the belt asks fewer hours',
    () => t.sql('update cinturon set nhoras = 7 where valor = -40'),
    () => pending,
  ],
  ['the belt asks more hours', () => t.sql('update cinturon set nhoras = 8 where valor = -40'), () => null],
  [
    'a session is marked attended',
    () => t.sql('update inscripcion_sesion set asistencia = true where cf_sesion = $1', [session.C]),
    () => pending,
  ],
  [
    "a session's end moves to its start",
    () => t.sql(`update curso_sesion set hora_fin = '09:00' where id_ses = $1`, [session.C]),
    () => null,
  ],
  [
    'an event becomes a session',
    () => t.sql(`update curso_sesion set tipo = 'S' where id_ses = $1`, [session.D]),
    () => pending,
  ],
  [
    'a session is removed',
    () => t.sql('delete from curso_sesion where id_ses = $1', [session.D]),
    () => null,
  ],
  [
    'a new session is attended',
    async () => {
      const id = await addSession(homeCourse, '2024-06-01', '10:00', '11:00');
      await t.sql(
        'insert into inscripcion_sesion (cf_inscripcion, cf_sesion, asistencia) values ($1, $2, true)',
        [home, id],
      );
    },
    () => pending,
  ],
  [
    'the belt below is dated later',
    () => t.sql(`update grado set fecha = '2024-02-01' where idgrado = $1`, [below]),
    () => null,
  ],
  [
    'the belt below is dated back',
    () => t.sql(`update grado set fecha = '2024-01-10' where idgrado = $1`, [below]),
    () => pending,
  ],
  [
    'the belt is validated',
    () => t.sql('update grado set estado = 0 where idgrado = $1', [pending]),
    () => null,
  ],
  [
    'the belt is pending again',
    () => t.sql('update grado set estado = -1 where idgrado = $1', [pending]),
    () => pending,
  ],
  [
    'an enrolment is removed',
    () => t.sql('delete from inscripcion where id_inscripcion = $1', [away]),
    () => null,
  ],
  ['the belt asks 4 hours', () => t.sql('update cinturon set nhoras = 4 where valor = -40'), () => pending],
  ['the belt is removed', () => t.sql('delete from grado where idgrado = $1', [pending]), () => null],
  [
    'the belt is asked for again',
    async () => (pending = await gradeAt(t, member.id, belt(-40), -1, '2025-06-01')),
    () => pending,
  ],
];

it('lists the pending belts whose hours are met, as the hours were summed', async () => {
  await expectMeets(null);
});

it.each(flips.map(([step, write, meets]) => ({ step, write, meets })))(
  'follows every write that moves the hours: $step',
  async ({ write, meets }) => {
    await write();
    await expectMeets(meets());
  },
);
