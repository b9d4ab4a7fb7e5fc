import {
  ES,
  TRANSPORTS,
  courseApi,
  courseAt,
  courseFields,
  courseSnapshot,
  dayFrom,
  enrol,
  openCoursesWorld,
  type Role,
  type Transport,
  type World,
} from './course-support';

// Part 2 §4, §5 and §6: a course is created unvalidated with at least one session; its managers
// (the national administrator, the organising dojo's administrator) change and delete it while
// it is unvalidated; a course with enrolments keeps its history; its dates follow its sessions.

let w: World;
beforeAll(async () => {
  w = await openCoursesWorld();
});
afterAll(() => w.t.close());

const fieldNames = (transport: Transport, rest: string[], graphql: string[]) =>
  transport === 'rest' ? rest : graphql;

describe.each(TRANSPORTS)('create over %s', (transport) => {
  const api = (role: Role) => courseApi(w.t, transport, w.tokens[role]);

  it("creates an unvalidated course of the dojo administrator's dojo, its dates from its sessions", async () => {
    const fields = courseFields(w.today);
    const created = await api('dojo').add(fields);
    expect(created.ok).toBe(true);
    const course = (await api('dojo').ver(created.value!)).value!;
    expect(course).toMatchObject({
      titulo: fields.titulo,
      ciudad: 'Zaragoza',
      obs: fields.obs,
      actClau: false,
      cfOrganiz: w.dojo1,
      cfValAdmi: 0,
      estado: 'Próximamente',
      asiste: false,
      imagen: null,
      fechaIni: dayFrom(w.today, 10),
      fechaFin: dayFrom(w.today, 11),
    });
    expect(course.aSesion).toEqual([
      expect.objectContaining({ fecha: dayFrom(w.today, 10), horaini: '10:00', horafin: '13:00', tipo: 'S' }),
      // Times default to 00:00-23:00 (part 2 §9).
      expect.objectContaining({ fecha: dayFrom(w.today, 11), horaini: '00:00', horafin: '23:00', tipo: 'E' }),
    ]);
  });

  it('lets the national administrator name the organising dojo, and nobody else', async () => {
    const made = await api('admin').add(courseFields(w.today, { idDojo: w.otherDojo }));
    expect(made.ok).toBe(true);
    const [row] = await w.t.sql('select cf_organiz, cf_val_admi from curso where id_curso = $1', [
      made.value,
    ]);
    expect(row).toEqual({ cf_organiz: w.otherDojo, cf_val_admi: null });
    const refused = await api('dojo').add(courseFields(w.today, { idDojo: w.otherDojo }));
    expect(refused).toMatchObject({ ok: false, code: 'FORBIDDEN', message: ES.denied });
  });

  it('answers every §5 rule at once, word for word, under the form names', async () => {
    const answer = await api('dojo').add({
      titulo: ' ',
      ciudad: '',
      obs: '',
      actClau: true,
      clau: '  ',
      aSesion: [{ fecha: dayFrom(w.today, 3), descripcion: 'x'.repeat(81), tipo: 'S' }, { tipo: 'S' }],
    });
    expect(answer).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message: ES.titleRequired });
    const s = (i: number, field: string) =>
      transport === 'rest' ? `aSesion.${i}.${field}` : `sessions.${i}.${field}`;
    const [desc, date] = fieldNames(transport, ['descripcion', 'fecha'], ['description', 'date']);
    expect(answer.fields).toEqual([
      { field: fieldNames(transport, ['titulo'], ['title'])[0], message: ES.titleRequired },
      { field: fieldNames(transport, ['ciudad'], ['city'])[0], message: ES.cityRequired },
      { field: fieldNames(transport, ['obs'], ['details'])[0], message: ES.detailsRequired },
      { field: fieldNames(transport, ['clau'], ['clauses'])[0], message: ES.clausesRequired },
      { field: s(0, desc.replace('descripcion', 'descripcion')), message: ES.tooLong80 },
      { field: s(1, date), message: ES.sessionRequired },
      { field: s(1, desc), message: ES.sessionRequired },
    ]);
  });

  it('requires at least one session, and refuses a past date', async () => {
    const none = await api('dojo').add(courseFields(w.today, { aSesion: [] }));
    expect(none.fields).toEqual([
      { field: fieldNames(transport, ['aSesion'], ['sessions'])[0], message: ES.sessionsRequired },
    ]);
    const past = await api('dojo').add(
      courseFields(w.today, { aSesion: [{ fecha: dayFrom(w.today, -1), descripcion: 'Ayer', tipo: 'S' }] }),
    );
    expect(past.fields).toEqual([
      {
        field: fieldNames(transport, ['aSesion.0.fecha'], ['sessions.0.date'])[0],
        message: ES.sessionInPast,
      },
    ]);
    // Today itself is not in the past.
    const today = await api('dojo').add(
      courseFields(w.today, { aSesion: [{ fecha: w.today, descripcion: 'Hoy', tipo: 'S' }] }),
    );
    expect(today.ok).toBe(true);
    expect((await api('dojo').ver(today.value!)).value!.estado).toBe('En curso');
  });
});

describe.each(TRANSPORTS)('modify over %s', (transport) => {
  const api = (role: Role) => courseApi(w.t, transport, w.tokens[role]);

  it('changes only the fields named (modificar), leaving the others as stored', async () => {
    const id = (await api('dojo').add(courseFields(w.today, { actClau: true, clau: 'Acepto.' }))).value!;
    const before = await courseSnapshot(w.t, id);
    // REST sends every field with only the city named; GraphQL sends only the city.
    const edited = await api('dojo').edit(
      id,
      { ciudad: 'Teruel' },
      { extra: { titulo: '', obs: '', actClau: false, aSesion: [] } },
    );
    expect(edited).toEqual({ ok: true, value: id });
    const after = await courseSnapshot(w.t, id);
    expect(after.row).toEqual({ ...before.row, ciudad: 'Teruel' });
    expect(after.sessions).toEqual(before.sessions);
  });

  it('replaces the sessions: kept ids stay, new ones come, missing ones go; dates follow', async () => {
    const id = (await api('dojo').add(courseFields(w.today))).value!;
    const [first, second] = (await api('dojo').ver(id)).value!.aSesion;
    const edited = await api('dojo').edit(id, {
      aSesion: [
        { idses: second.idses, fecha: dayFrom(w.today, 20), descripcion: 'Movida', tipo: 'S' },
        { fecha: dayFrom(w.today, 30), descripcion: 'Nueva', tipo: 'E', horaini: '20:00', horafin: '23:00' },
      ],
    });
    expect(edited.ok).toBe(true);
    const course = (await api('dojo').ver(id)).value!;
    expect(course.aSesion.map((s) => [s.descripcion, s.fecha])).toEqual([
      ['Movida', dayFrom(w.today, 20)],
      ['Nueva', dayFrom(w.today, 30)],
    ]);
    expect(course.aSesion[0].idses).toBe(second.idses);
    expect(course.aSesion.map((s) => s.idses)).not.toContain(first.idses);
    expect(course).toMatchObject({ fechaIni: dayFrom(w.today, 20), fechaFin: dayFrom(w.today, 30) });
  });

  it('keeps a past date only when unchanged', async () => {
    const { id, sessions } = await courseAt(w, { days: [-2, 4] });
    const unchanged = await api('dojo').edit(id, {
      aSesion: [
        { idses: sessions[0], fecha: dayFrom(w.today, -2), descripcion: 'Pasada, otro nombre', tipo: 'S' },
        { idses: sessions[1], fecha: dayFrom(w.today, 4), descripcion: 'Sesión 2', tipo: 'S' },
      ],
    });
    expect(unchanged.ok).toBe(true);
    const moved = await api('dojo').edit(id, {
      aSesion: [
        { idses: sessions[0], fecha: dayFrom(w.today, -3), descripcion: 'Pasada', tipo: 'S' },
        { idses: sessions[1], fecha: dayFrom(w.today, 4), descripcion: 'Sesión 2', tipo: 'S' },
      ],
    });
    expect(moved.fields).toEqual([
      {
        field: fieldNames(transport, ['aSesion.0.fecha'], ['sessions.0.date'])[0],
        message: ES.sessionInPast,
      },
    ]);
    // A past date under a new session (no id) is refused too.
    const added = await api('dojo').edit(id, {
      aSesion: [{ fecha: dayFrom(w.today, -2), descripcion: 'Copia', tipo: 'S' }],
    });
    expect(added.fields?.[0].message).toBe(ES.sessionInPast);
  });

  it('refuses a session of another course, and removing a session someone is enrolled in', async () => {
    const mine = await courseAt(w, { days: [6, 7] });
    const other = await courseAt(w, { days: [8] });
    const before = await courseSnapshot(w.t, mine.id);
    const foreign = await api('dojo').edit(mine.id, {
      aSesion: [{ idses: other.sessions[0], fecha: dayFrom(w.today, 8), descripcion: 'Ajena', tipo: 'S' }],
    });
    expect(foreign).toMatchObject({
      ok: false,
      code: 'BAD_USER_INPUT',
      message: `La sesión ${other.sessions[0]} no es de este curso.`,
    });
    await enrol(w.t, mine.id, 4, [mine.sessions[1]]);
    const removing = await api('dojo').edit(mine.id, {
      aSesion: [{ idses: mine.sessions[0], fecha: dayFrom(w.today, 6), descripcion: 'Sesión 1', tipo: 'S' }],
    });
    expect(removing).toMatchObject({
      ok: false,
      message: 'La sesión «Sesión 2» tiene inscritos y no se puede quitar.',
      fields: [{ field: fieldNames(transport, ['aSesion'], ['sessions'])[0] }],
    });
    expect(await courseSnapshot(w.t, mine.id)).toEqual(before);
  });
});

describe('an event that becomes a session', () => {
  it('counts each enrolled member once (nasisevento 1)', async () => {
    const { id, sessions } = await courseAt(w, { days: [9] });
    await w.t.sql("update curso_sesion set tipo = 'E' where id_ses = $1", [sessions[0]]);
    await enrol(w.t, id, 4, [sessions[0]]);
    await w.t.sql('update inscripcion_sesion set nasisevento = 3 where cf_sesion = $1', [sessions[0]]);
    const edited = await courseApi(w.t, 'graphql', w.tokens.dojo).edit(id, {
      aSesion: [{ idses: sessions[0], fecha: dayFrom(w.today, 9), descripcion: 'Sesión 1', tipo: 'S' }],
    });
    expect(edited.ok).toBe(true);
    const rows = await w.t.sql('select nasisevento from inscripcion_sesion where cf_sesion = $1', [
      sessions[0],
    ]);
    expect(rows).toEqual([{ nasisevento: 1 }]);
  });
});

describe.each(TRANSPORTS)('who manages over %s', (transport) => {
  const api = (role: Role) => courseApi(w.t, transport, w.tokens[role]);

  it("lets the national administrator change and delete a dojo's unvalidated course", async () => {
    const { id } = await courseAt(w, { dojo: w.otherDojo });
    expect(await api('admin').edit(id, { titulo: 'Por el administrador' })).toEqual({ ok: true, value: id });
    expect(await api('admin').del(id)).toEqual({ ok: true, value: ES.deleted });
    expect(await w.t.sql('select 1 from curso where id_curso = $1', [id])).toHaveLength(0);
  });

  it("answers NOT_FOUND for another dojo's unvalidated course, and FORBIDDEN for a validated one", async () => {
    const hidden = await courseAt(w, { dojo: w.otherDojo });
    for (const role of ['dojo', 'miembro', 'asoc'] as const) {
      expect(await api(role).edit(hidden.id, { titulo: 'X' })).toMatchObject({
        code: 'NOT_FOUND',
        message: ES.notFound,
      });
      expect(await api(role).del(hidden.id)).toMatchObject({ code: 'NOT_FOUND', title: ES.deleteFailed });
      expect(await api(role).ver(hidden.id)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await api('otro').ver(hidden.id)).ok).toBe(true);
    const validated = await courseAt(w, { dojo: w.otherDojo, validated: true });
    expect(await api('dojo').del(validated.id)).toMatchObject({
      code: 'FORBIDDEN',
      message: ES.denied,
      title: ES.deleteFailed,
    });
    expect(await api('miembro').edit(validated.id, { titulo: 'X' })).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses changing or deleting a validated course, even to its managers', async () => {
    const { id } = await courseAt(w, { validated: true });
    const before = await courseSnapshot(w.t, id);
    for (const role of ['dojo', 'admin'] as const) {
      expect(await api(role).edit(id, { titulo: 'Otro' })).toMatchObject({
        ok: false,
        code: 'CONFLICT',
        message: ES.alreadyValidated,
        title: ES.saveFailed,
      });
      expect(await api(role).del(id)).toMatchObject({
        ok: false,
        code: 'CONFLICT',
        message: ES.alreadyValidated,
        title: ES.deleteFailed,
      });
    }
    expect(await courseSnapshot(w.t, id)).toEqual(before);
  });

  it('keeps a course with enrolments (its history), and deletes one without with its sessions', async () => {
    const kept = await courseAt(w, { days: [3] });
    await enrol(w.t, kept.id, 4);
    expect(await api('dojo').del(kept.id)).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: ES.hasEnrolments,
      title: ES.deleteFailed,
    });
    const gone = await courseAt(w, { days: [3, 4] });
    expect(await api('dojo').del(gone.id)).toEqual({ ok: true, value: ES.deleted });
    expect(await w.t.sql('select 1 from curso_sesion where cf_curso = $1', [gone.id])).toHaveLength(0);
  });
});

describe.each(TRANSPORTS)('validation over %s', (transport) => {
  const api = (role: Role) => courseApi(w.t, transport, w.tokens[role]);

  it('is toggled by the national administrator only, who is recorded', async () => {
    const { id } = await courseAt(w);
    for (const role of ['dojo', 'asoc', 'miembro'] as const) {
      const refused = await api(role).toggle(id);
      // The organising dojo's administrator sees it (FORBIDDEN); the others do not (NOT_FOUND).
      expect(refused).toMatchObject({ ok: false, code: role === 'dojo' ? 'FORBIDDEN' : 'NOT_FOUND' });
    }
    expect(await api('admin').toggle(id)).toEqual({ ok: true, value: 1 });
    expect((await api('miembro').ver(id)).value).toMatchObject({ cfValAdmi: 1 });
    expect(await api('dojo').toggle(id)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await api('admin').toggle(id)).toEqual({ ok: true, value: 0 });
    expect(await api('miembro').ver(id)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});
