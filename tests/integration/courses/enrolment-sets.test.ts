import {
  ACCOUNT_ID,
  enrolmentApi,
  enrolmentSnapshot,
  newCourse,
  newMember,
  openEnrolmentWorld,
  TRANSPORTS,
  type Places,
} from './enrolment-support';
import type { TestServer } from '../../support/test-server';

// subirCambios as a set: bounded before it is examined, applied all or none in one transaction,
// and writing only what changed.

let t: TestServer;
let tokens: Record<string, string>;
let where: Places;

beforeAll(async () => {
  ({ t, tokens, where } = await openEnrolmentWorld());
});
afterAll(() => t.close());

describe.each(TRANSPORTS)('a set of changes (%s)', (transport) => {
  const as = (role: string) => enrolmentApi(t, transport, tokens[role]);
  const field = (name: string) => (transport === 'rest' ? name.replace('changes', 'cambios') : name);

  it('one broken row refuses the whole set: nothing changes, read back', async () => {
    const course = await newCourse(t);
    const a = await newMember(t, where.dojo1);
    const b = await newMember(t, where.dojo1);
    const c = await newMember(t, where.dojo1);
    const setup = [a, b].map((m) => ({ idAso: m.id, inscrito: true, sesiones: [{ idsesion: course.s1 }] }));
    expect((await as('dojo').save(course.id, setup)).ok).toBe(true);
    const before = await enrolmentSnapshot(t, course.id);
    const answer = await as('dojo').save(course.id, [
      { idAso: a.id, inscrito: false },
      { idAso: b.id, inscrito: true, pagado: true, sesiones: [{ idsesion: course.s2, pagado: true }] },
      { idAso: c.id, inscrito: true, sesiones: [{ idsesion: course.event, nasisevento: 99 }] },
    ]);
    expect(answer).toMatchObject({ ok: false, title: 'Los cambios no se han podido guardar.' });
    expect(answer.message).toBe(`El número de asistentes de ${c.label} a un evento debe estar entre 1 y 50.`);
    expect(answer.fields).toEqual([{ field: field('changes.2'), message: answer.message }]);
    expect(await enrolmentSnapshot(t, course.id)).toEqual(before);
  });

  it('a member twice in a set is refused, named', async () => {
    const course = await newCourse(t);
    const row = { idAso: ACCOUNT_ID.miembro, inscrito: true, sesiones: [{ idsesion: course.s1 }] };
    const answer = await as('dojo').save(course.id, [row, { ...row, sesiones: [{ idsesion: course.s2 }] }]);
    expect(answer).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'El asociado 01A0004 Pablo Santos Lería aparece más de una vez.',
      fields: [{ field: field('changes.1') }],
    });
    expect(await enrolmentSnapshot(t, course.id)).toEqual([]);
  });

  it('a set is bounded: none, more than 500 rows, more entries than the course has, an entry twice', async () => {
    const course = await newCourse(t);
    const empty = await as('dojo').save(course.id, []);
    expect(empty).toMatchObject({ code: 'BAD_USER_INPUT', message: 'No hay cambios que guardar.' });
    const many = Array.from({ length: 501 }, (_, i) => ({ idAso: 1_000_000 + i, inscrito: true }));
    const tooMany = await as('dojo').save(course.id, many);
    expect(tooMany).toMatchObject({
      message: 'No puedes enviar más de 500 cambios a la vez.',
      fields: [{ field: field('changes') }],
    });
    const me = ACCOUNT_ID.miembro;
    const four = [course.s1, course.s2, course.event, course.s1].map((idsesion) => ({ idsesion }));
    const entries = await as('dojo').save(course.id, [{ idAso: me, inscrito: true, sesiones: four }]);
    expect(entries.message).toBe(
      '01A0004 Pablo Santos Lería tiene más sesiones y eventos de los que tiene el curso.',
    );
    const twice = await as('dojo').save(course.id, [
      { idAso: me, inscrito: true, sesiones: [four[0], four[1], four[3]] },
    ]);
    expect(twice.message).toBe(
      `La sesión ${course.s1} aparece más de una vez para 01A0004 Pablo Santos Lería.`,
    );
    const sixtyOne = Array.from({ length: 61 }, () => ({ idsesion: course.s1 }));
    const huge = await as('dojo').save(course.id, [{ idAso: me, inscrito: true, sesiones: sixtyOne }]);
    expect(huge).toMatchObject({ ok: false, fields: [{ field: field('changes.0') }] });
    expect(await enrolmentSnapshot(t, course.id)).toEqual([]);
  });

  it('500 rows, the most a set holds, are written in one call', async () => {
    const course = await newCourse(t);
    const ids = (
      await t.sql(
        `insert into asociado (dni, nombre, apellido, fecha_nacimiento, cf_dojo, cf_asoc)
         select upper('M' || $1::text || g), 'Masivo', 'Lote', '1990-01-01', 1, 1 from generate_series(1, 500) g
         returning id_aso`,
        [transport],
      )
    ).map((r) => r.id_aso as number);
    const rows = ids.map((idAso) => ({
      idAso,
      inscrito: true,
      sesiones: [{ idsesion: course.event, nasisevento: 2 }],
    }));
    expect((await as('admin').save(course.id, rows)).ok).toBe(true);
    const listed = await as('admin').table(course.id, { soloInscritos: true });
    expect(listed.value).toMatchObject({
      nTot: 500,
      inscritos: 500,
      eventos: [{ idsesion: course.event, total: 1000 }],
    });
  });

  it('only what changed is written', async () => {
    const course = await newCourse(t);
    const a = await newMember(t, where.dojo1);
    const b = await newMember(t, where.dojo1);
    const rows = [a, b].map((m) => ({
      idAso: m.id,
      inscrito: true,
      sesiones: [{ idsesion: course.s1 }, { idsesion: course.event, nasisevento: 2 }],
    }));
    expect((await as('dojo').save(course.id, rows)).ok).toBe(true);
    const versions = async () =>
      t.sql(
        `select 'i' || i.id_inscripcion as id, i.xmin::text as v from inscripcion i where i.cf_curso = $1
         union all select 'e' || e.id_inscripcion_sesion, e.xmin::text from inscripcion_sesion e
           join inscripcion i on i.id_inscripcion = e.cf_inscripcion where i.cf_curso = $1 order by 1`,
        [course.id],
      );
    const before = await versions();
    // b sent again as it is; a's event count changes: one entry row rewritten, nothing else.
    const again = [
      { ...rows[0], sesiones: [{ idsesion: course.s1 }, { idsesion: course.event, nasisevento: 3 }] },
      rows[1],
    ];
    expect((await as('dojo').save(course.id, again)).ok).toBe(true);
    const after = await versions();
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    const rewritten = after.filter((r, i) => r.v !== before[i].v).map((r) => r.id);
    const [{ id_inscripcion_sesion: eventRow }] = await t.sql(
      `select e.id_inscripcion_sesion from inscripcion_sesion e join inscripcion i on i.id_inscripcion = e.cf_inscripcion
       where i.cf_asociado = $1 and e.cf_sesion = $2`,
      [a.id, course.event],
    );
    expect(rewritten).toEqual([`e${eventRow}`]);
  });

  it('a refused set answers in the caller’s language', async () => {
    const course = await newCourse(t);
    const api = enrolmentApi(t, transport, tokens.dojo, 'en');
    const answer = await api.save(course.id, []);
    expect(answer).toMatchObject({ ok: false, message: 'There are no changes to save.' });
  });
});

describe('the REST door reads cambios strictly', () => {
  const post = (body: Record<string, unknown>) =>
    t.rest('POST', '/cursos/subirCambios', { token: tokens.dojo, body }).then((a) => a.body);

  it('refuses junk under cambios.N, and a missing course', async () => {
    const course = await newCourse(t);
    const junk: [unknown, string][] = [
      ['nada', 'cambios'],
      [[{ idAso: 'x', inscrito: true }], 'cambios.0'],
      [[{ idAso: 4 }], 'cambios.0'],
      [[{ idAso: 4, inscrito: true, sesiones: 'todas' }], 'cambios.0'],
      [[{ idAso: 4, inscrito: true, sesiones: [{ idsesion: -3 }] }], 'cambios.0'],
      [[{ idAso: 4, inscrito: true, pagado: 'quizá' }], 'cambios.0'],
      [[{ idAso: 4, inscrito: true }, 7], 'cambios.1'],
    ];
    for (const [cambios, campo] of junk) {
      const body = await post({ idCurso: course.id, cambios });
      expect(body).toMatchObject({ estado: 1, res: { errores: [{ campo }] } });
    }
    expect(await post({ cambios: [] })).toMatchObject({
      estado: 1,
      res: { errores: [{ campo: 'idCurso' }] },
    });
    expect(await enrolmentSnapshot(t, course.id)).toEqual([]);
  });

  it('answers the saved message, and takes `cod` for the course in listAlum', async () => {
    const course = await newCourse(t);
    const body = await post({
      idCurso: course.id,
      cambios: [{ idAso: ACCOUNT_ID.miembro, inscrito: true, sesiones: [{ idsesion: course.s1 }] }],
    });
    expect(body).toEqual({ estado: 0, res: { mensaje: 'Cambios guardados.' } });
    const listed = await t.rest('GET', '/cursos/listAlum', {
      token: tokens.dojo,
      query: { cod: String(course.id), soloInscritos: 'true' },
    });
    expect(listed.body).toMatchObject({
      estado: 0,
      nTot: 1,
      inscritos: 1,
      res: [{ idAso: ACCOUNT_ID.miembro }],
    });
  });
});
