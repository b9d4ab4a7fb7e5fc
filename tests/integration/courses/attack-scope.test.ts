import type { TestServer } from '../../support/test-server';
import {
  courseWith,
  gql,
  jsonOf,
  openAttackWorld,
  sessionIn,
  UNKNOWN,
  type AttackWorld,
} from './attack-support';
import { download, enrol, newCourse, readWorkbook, rowsFrom } from './exports-support';

// An attacker's reach over courses: a plain member, another dojo's administrator and an
// administrator of another association try to read, enrol, mark payment on and export what is not
// theirs, through both doors, and ids of other courses are slipped into every call. Each test
// proves a defence holds.

let w: AttackWorld;
let t: TestServer;
beforeAll(async () => {
  w = await openAttackWorld();
  t = w.t;
});
afterAll(() => t.close());

const rest = (token: string, method: 'GET' | 'POST', path: string, params: Record<string, unknown>) =>
  method === 'GET'
    ? t.rest('GET', path, {
        token,
        query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      })
    : t.rest('POST', path, { token, body: params });

describe('an unvalidated course does not exist for those who do not manage it', () => {
  let hidden: { id: number; sessionIds: number[] };
  beforeAll(async () => {
    hidden = await courseWith(w, [], { validated: false, title: 'Curso oculto ZQX' });
    // Even someone enrolled in it (a course unvalidated after enrolments) sees nothing of it.
    await enrol(t, hidden.id, w.plain.member.id, { entries: [{ sessionId: hidden.sessionIds[0] }] });
  });
  const outsiders = () => [
    ['a plain member enrolled in it', w.plain.token],
    ['the demo member', w.tokens.miembro],
    ["another dojo's administrator", w.neighbour.token],
    ["another association's dojo administrator", w.foreign.token],
    ['an association administrator', w.tokens.asoc],
  ];

  it.each([
    ['GET', '/cursos/ver', (id: number) => ({ id })],
    ['GET', '/cursos/listAlum', (id: number) => ({ curso: id })],
    ['GET', '/cursos/listAlum', (id: number) => ({ cod: id })],
    ['POST', '/cursos/mod', (id: number) => ({ id, modificar: ['titulo'], titulo: 'Robado' })],
    ['POST', '/cursos/delCurso', (id: number) => ({ idCurso: id })],
    ['POST', '/cursos/cursoToggleVal', (id: number) => ({ idCurso: id })],
    [
      'POST',
      '/cursos/subirCambios',
      (id: number) => ({ idCurso: id, cambios: [{ idAso: 4, inscrito: true, sesiones: [] }] }),
    ],
  ] as const)('%s %s answers as for an unknown id', async (method, path, params) => {
    for (const [who, token] of outsiders()) {
      const answer = await rest(token, method, path, params(hidden.id));
      const unknown = await rest(token, method, path, params(UNKNOWN));
      expect({ who, codigo: answer.body.res?.codigo }).toEqual({ who, codigo: 'NOT_FOUND' });
      expect(answer.body.res?.mensaje).toBe(unknown.body.res?.mensaje);
    }
    expect((await t.sql('select titulo from curso where id_curso = $1', [hidden.id]))[0].titulo).toBe(
      'Curso oculto ZQX',
    );
  });

  it('is in no list, position, my courses, public list or feed of theirs', async () => {
    for (const [who, token] of outsiders()) {
      const list = await rest(token, 'GET', '/cursos/', { pag: 'ALL', filtro: 'ZQX' });
      expect({ who, n: list.body.nTot }).toEqual({ who, n: 0 });
      const pos = await rest(token, 'GET', '/cursos/posicion', { id: hidden.id });
      expect({ who, pos: pos.body.res.pos }).toEqual({ who, pos: -1 });
      const mine = await rest(token, 'GET', '/cursos/listCursos', {});
      expect(mine.body.res.map((c: any) => c.idCurso)).not.toContain(hidden.id);
      const asoc = await rest(token, 'GET', '/cursos/listCursos', { idAsoc: 1 });
      expect(asoc.body.res.map((c: any) => c.idCurso)).not.toContain(hidden.id);
      const one = await gql(t, token, 'query($id:Int!){ course(id:$id){ id } }', { id: hidden.id });
      expect(one.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const pub = await t.rest('GET', '/cursos/public', { query: { filtro: 'ZQX' } });
    expect(pub.body.nTot).toBe(0);
    const ics = await (await fetch(`${t.url}/cursos/public.ics`)).text();
    expect(ics).not.toContain('ZQX');
    const feed = await rest(w.plain.token, 'GET', '/cursos/calendario', {});
    const mine = await (await fetch(new URL(feed.body.res.url, t.url))).text();
    expect(mine).not.toContain('ZQX');
  });

  it.each([
    'descargar_alumnosExcel',
    'descargar_alumnosExcelComp',
    'descargar_plantilla',
    'descargar_plantilla_Excel',
  ])('%s is NOT_FOUND for another dojo administrator', async (call) => {
    for (const token of [w.neighbour.token, w.foreign.token]) {
      const answer = await download(t, call, token, { curso: String(hidden.id) });
      expect(answer.headers.get('content-type')).toMatch(/json/);
      expect((await jsonOf(answer)).res.codigo).toBe('NOT_FOUND');
    }
  });
});

describe('enrolling others and marking payment', () => {
  let course: { id: number; sessionIds: number[] };
  beforeAll(async () => {
    course = await courseWith(w, [w.members.dojo1, w.members.same, w.members.foreign]);
  });
  const save = (token: string, cambios: unknown[]) =>
    rest(token, 'POST', '/cursos/subirCambios', { idCurso: course.id, cambios });
  const stored = async () =>
    t.sql(
      `select i.cf_asociado, i.pagado, i.asistencia, count(e.*)::int as entries from inscripcion i
       left join inscripcion_sesion e on e.cf_inscripcion = i.id_inscripcion where i.cf_curso = $1
       group by i.id_inscripcion order by i.cf_asociado`,
      [course.id],
    );

  it('a plain member can neither enrol, un-enrol nor pay for a dojo mate, nor mark their own payment', async () => {
    const before = await stored();
    const entry = [{ idsesion: course.sessionIds[0] }];
    for (const cambios of [
      [{ idAso: 3, inscrito: true, sesiones: entry }],
      [{ idAso: w.members.dojo1.id, inscrito: false }],
      [{ idAso: w.members.dojo1.id, inscrito: true, pagado: true }],
      [{ idAso: w.plain.member.id, inscrito: true, pagado: true, asistencia: true, sesiones: entry }],
      [{ idAso: w.plain.member.id, inscrito: true, sesiones: [{ ...entry[0], pagado: true }] }],
    ]) {
      const answer = await save(w.plain.token, cambios);
      expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'FORBIDDEN' } });
    }
    expect(await stored()).toEqual(before);
  });

  it("another dojo's administrator cannot touch the organiser's members nor mark payment on their own", async () => {
    const before = await stored();
    for (const [token, own] of [
      [w.neighbour.token, w.members.same],
      [w.foreign.token, w.members.foreign],
    ] as const) {
      for (const cambios of [
        [{ idAso: w.members.dojo1.id, inscrito: false }],
        [{ idAso: 4, inscrito: true, sesiones: [{ idsesion: course.sessionIds[0] }] }],
        [{ idAso: own.id, inscrito: true, pagado: true }],
        [{ idAso: own.id, inscrito: true, sesiones: [{ idsesion: course.sessionIds[0], asistencia: true }] }],
      ]) {
        const answer = await save(token, cambios);
        expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'FORBIDDEN' } });
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('the national administrator does not mark payment unless working as the organising dojo', async () => {
    const answer = await save(w.tokens.admin, [
      { idAso: w.members.foreign.id, inscrito: true, pagado: true },
    ]);
    expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'FORBIDDEN' } });
  });

  it('the enrolment table of another dojo administrator holds only their own members, counters aside', async () => {
    for (const [token, own] of [
      [w.neighbour.token, w.members.same],
      [w.foreign.token, w.members.foreign],
    ] as const) {
      const answer = await rest(token, 'GET', '/cursos/listAlum', {
        curso: course.id,
        soloInscritos: true,
        pag: 100,
      });
      const ids = answer.body.res.map((r: any) => r.idAso);
      expect(ids).toContain(own.id);
      expect(ids).not.toContain(w.members.dojo1.id);
      const one = await rest(token, 'GET', '/cursos/listAlum', {
        curso: course.id,
        alumno: w.members.dojo1.id,
      });
      expect(one.body.res).toEqual([]);
    }
    const mine = await rest(w.plain.token, 'GET', '/cursos/listAlum', {
      curso: course.id,
      filtro: 'Del',
      pag: 100,
    });
    expect(mine.body.res.map((r: any) => r.idAso)).toEqual([w.plain.member.id]);
    expect(mine.body).toMatchObject({ inscritos: 0, pagados: 0, eventos: [] });
  });

  it.each(['descargar_alumnosExcel', 'descargar_alumnosExcelComp', 'descargar_plantilla_Excel'])(
    '%s of another dojo administrator lists only the enrolled they may enrol',
    async (call) => {
      for (const [token, own, others] of [
        [w.neighbour.token, w.members.same, [w.members.dojo1, w.members.foreign]],
        [w.foreign.token, w.members.foreign, [w.members.dojo1, w.members.same]],
      ] as const) {
        const sheet = await readWorkbook(await download(t, call, token, { curso: String(course.id) }));
        const text = JSON.stringify(rowsFrom(sheet, 1));
        expect(text).toContain(own.lastName);
        for (const m of others) expect(text).not.toContain(m.lastName);
      }
    },
  );

  it('a plain member may not export, even their own course', async () => {
    const answer = await download(t, 'descargar_alumnosExcel', w.plain.token, { curso: String(course.id) });
    expect((await jsonOf(answer)).res.codigo).toBe('FORBIDDEN');
    const none = await download(t, 'descargar_alumnosExcel', null, { curso: String(course.id) });
    expect((await jsonOf(none)).estado).toBe(1);
  });
});

describe('ids of another course', () => {
  let mine: { id: number; sessionIds: number[] };
  let theirs: { id: number; sessionIds: number[] };
  beforeAll(async () => {
    mine = await newCourse(t, { validated: false, clauses: false, sessions: [sessionIn(w.today, 30)] });
    theirs = await newCourse(t, {
      dojoId: w.sameAsocDojo,
      clauses: false,
      sessions: [sessionIn(w.today, 40, 'De otro curso')],
    });
  });

  it("a course's save cannot take over, move or rename a session of another course", async () => {
    const before = await t.sql('select * from curso_sesion where cf_curso = $1', [theirs.id]);
    const answer = await rest(w.tokens.dojo, 'POST', '/cursos/mod', {
      id: mine.id,
      modificar: ['aSesion'],
      aSesion: [
        { idses: mine.sessionIds[0], fecha: sessionIn(w.today, 30).date, descripcion: 'Mía', tipo: 'S' },
        { idses: theirs.sessionIds[0], fecha: sessionIn(w.today, 31).date, descripcion: 'Robada', tipo: 'S' },
      ],
    });
    expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'BAD_USER_INPUT' } });
    expect(await t.sql('select * from curso_sesion where cf_curso = $1', [theirs.id])).toEqual(before);
  });

  it("an enrolment cannot name another course's session", async () => {
    // The demo dojo's course is validated for this: enrolment needs it.
    await t.sql('update curso set cf_val_admi = 1 where id_curso = $1', [mine.id]);
    const answer = await rest(w.tokens.dojo, 'POST', '/cursos/subirCambios', {
      idCurso: mine.id,
      cambios: [
        { idAso: w.members.dojo1.id, inscrito: true, sesiones: [{ idsesion: theirs.sessionIds[0] }] },
      ],
    });
    expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'BAD_USER_INPUT' } });
    const rows = await t.sql('select 1 from inscripcion_sesion where cf_sesion = $1', [theirs.sessionIds[0]]);
    expect(rows).toEqual([]);
  });

  it("the organiser cannot export, mark or unvalidate another dojo's course", async () => {
    await enrol(t, theirs.id, w.members.same.id, { entries: [{ sessionId: theirs.sessionIds[0] }] });
    const mark = await rest(w.tokens.dojo, 'POST', '/cursos/subirCambios', {
      idCurso: theirs.id,
      cambios: [{ idAso: w.members.same.id, inscrito: true, pagado: true }],
    });
    expect(mark.body.res.codigo).toBe('FORBIDDEN');
    const toggle = await rest(w.tokens.dojo, 'POST', '/cursos/cursoToggleVal', { idCurso: theirs.id });
    expect(toggle.body.res.codigo).toBe('FORBIDDEN');
    const sheet = await readWorkbook(
      await download(t, 'descargar_alumnosExcel', w.tokens.dojo, { curso: String(theirs.id) }),
    );
    expect(JSON.stringify(rowsFrom(sheet, 1))).not.toContain(w.members.same.lastName);
  });

  it('a dojo administrator cannot create a course for another dojo, through either door', async () => {
    const before = await t.sql('select count(*)::int as n from curso');
    const fields = {
      titulo: 'Ajeno',
      ciudad: 'C',
      obs: 'D',
      aSesion: [{ fecha: sessionIn(w.today, 9).date, descripcion: 'S', tipo: 'S' }],
    };
    const rest = await t.rest('POST', '/cursos/ins', {
      token: w.tokens.dojo,
      body: { ...fields, idDojo: w.sameAsocDojo },
    });
    expect(rest.body.res.codigo).toBe('FORBIDDEN');
    const graph = await gql(t, w.tokens.dojo, 'mutation($i:CourseInput!){ createCourse(input:$i){ id } }', {
      i: {
        title: 'Ajeno',
        city: 'C',
        details: 'D',
        dojoId: w.sameAsocDojo,
        sessions: [{ date: sessionIn(w.today, 9).date, description: 'S', kind: 'S' }],
      },
    });
    expect(graph.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const plain = await t.rest('POST', '/cursos/ins', { token: w.plain.token, body: fields });
    expect(plain.body.res.codigo).toBe('FORBIDDEN');
    expect(await t.sql('select count(*)::int as n from curso')).toEqual(before);
  });

  it('asiste and enrolled are the caller’s own, never another member’s', async () => {
    await enrol(t, theirs.id, w.plain.member.id, { entries: [{ sessionId: theirs.sessionIds[0] }] });
    const asOther = await rest(w.tokens.miembro, 'GET', '/cursos/', { pag: 'ALL' });
    const row = asOther.body.res.find((c: any) => c.idCurso === theirs.id);
    expect(row.asiste).toBe(false);
    const asPlain = await gql(t, w.plain.token, 'query($id:Int!){ course(id:$id){ enrolled } }', {
      id: theirs.id,
    });
    expect(asPlain.data).toEqual({ course: { enrolled: true } });
  });
});
