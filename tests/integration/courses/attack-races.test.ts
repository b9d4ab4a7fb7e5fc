import type { TestServer } from '../../support/test-server';
import { openAttackWorld, sessionIn, type AttackWorld } from './attack-support';
import { newCourse } from './exports-support';

// An attacker's timing: the same change sent many times at once, a validation racing a delete or
// a change of sessions. Every course write takes the course's row lock first, so each of these
// must come out as if the calls had run one after the other, with no server error.

let w: AttackWorld;
let t: TestServer;
beforeAll(async () => {
  w = await openAttackWorld();
  t = w.t;
});
afterAll(() => t.close());

const post = (token: string, path: string, body: unknown) => t.rest('POST', path, { token, body });

it('twenty saves enrolling the same member at once make one enrolment', async () => {
  const course = await newCourse(t, {
    clauses: false,
    sessions: [sessionIn(w.today, 20), sessionIn(w.today, 21), sessionIn(w.today, 22, 'Cena', 'E')],
  });
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      post(w.tokens.dojo, '/cursos/subirCambios', {
        idCurso: course.id,
        cambios: [
          {
            idAso: w.members.dojo1.id,
            inscrito: true,
            sesiones: [
              { idsesion: course.sessionIds[i % 2] },
              { idsesion: course.sessionIds[2], nasisevento: i + 1 },
            ],
          },
        ],
      }),
    ),
  );
  for (const a of answers) expect(a.body.estado).toBe(0);
  const rows = await t.sql('select id_inscripcion from inscripcion where cf_curso = $1', [course.id]);
  expect(rows).toHaveLength(1);
  const entries = await t.sql('select cf_sesion from inscripcion_sesion where cf_inscripcion = $1', [
    rows[0].id_inscripcion,
  ]);
  // The last save's whole set: one of the sessions and the event.
  expect(entries).toHaveLength(2);
});

it('a validation racing a delete: a course reported validated still exists, a deleted one was never validated', async () => {
  for (let round = 0; round < 8; round++) {
    const { id } = await newCourse(t, { validated: false, sessions: [sessionIn(w.today, 9)] });
    const [toggle, del] = await Promise.all([
      post(w.tokens.admin, '/cursos/cursoToggleVal', { idCurso: id }),
      post(w.tokens.dojo, '/cursos/delCurso', { idCurso: id }),
    ]);
    expect(toggle.status).toBe(200);
    expect(del.status).toBe(200);
    const [row] = await t.sql('select cf_val_admi from curso where id_curso = $1', [id]);
    if (toggle.body.estado === 0) {
      expect(row.cf_val_admi).toBe(1);
      expect(del.body.res.codigo).toBe('CONFLICT');
    } else {
      expect(toggle.body.res.codigo).toBe('NOT_FOUND');
      expect(row).toBeUndefined();
    }
  }
});

it('a change of sessions racing a validation and an enrolment never leaves an enrolment in a removed session', async () => {
  for (let round = 0; round < 5; round++) {
    const course = await newCourse(t, {
      validated: false,
      clauses: false,
      sessions: [sessionIn(w.today, 20), sessionIn(w.today, 21)],
    });
    const [kept, removed] = course.sessionIds;
    const keptDate = sessionIn(w.today, 20).date;
    const answers = await Promise.all([
      post(w.tokens.dojo, '/cursos/mod', {
        id: course.id,
        modificar: ['aSesion'],
        aSesion: [{ idses: kept, fecha: keptDate, descripcion: 'Sesión', tipo: 'S' }],
      }),
      post(w.tokens.admin, '/cursos/cursoToggleVal', { idCurso: course.id }),
      post(w.tokens.dojo, '/cursos/subirCambios', {
        idCurso: course.id,
        cambios: [{ idAso: w.members.dojo1.id, inscrito: true, sesiones: [{ idsesion: removed }] }],
      }),
    ]);
    for (const a of answers) expect(a.status).toBe(200);
    const sessions = await t.sql('select id_ses from curso_sesion where cf_curso = $1', [course.id]);
    const entries = await t.sql(
      `select e.cf_sesion from inscripcion_sesion e join inscripcion i on i.id_inscripcion = e.cf_inscripcion
       where i.cf_curso = $1`,
      [course.id],
    );
    const ids = new Set(sessions.map((s) => s.id_ses));
    for (const e of entries) expect(ids.has(e.cf_sesion)).toBe(true);
  }
});
