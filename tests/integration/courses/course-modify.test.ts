import { doors } from '../../support/outcome';
import {
  ES,
  TRANSPORTS,
  courseApi,
  courseAt,
  courseFields,
  courseSnapshot,
  dayFrom,
  openCoursesWorld,
  type World,
} from './course-support';

// POST /cursos/mod (part 2 §7): `modificar` lists the fields changed, and only those are examined
// and written; GraphQL's updateCourse leaves the fields it is not sent as they are. Sessions are
// bounded and checked field by field; messages come in the caller's language.

let w: World;
beforeAll(async () => {
  w = await openCoursesWorld();
});
afterAll(() => w.t.close());

const rest = () => courseApi(w.t, 'rest', w.tokens.dojo);
const graphql = () => courseApi(w.t, 'graphql', w.tokens.dojo);

describe('modificar over REST', () => {
  it('refuses an unknown field name under modificar, writing nothing', async () => {
    const { id } = await courseAt(w);
    const before = await courseSnapshot(w.t, id);
    const answer = await rest().edit(id, { titulo: 'Nuevo' }, { modificar: ['titulo', 'cfOrganiz'] });
    expect(answer).toMatchObject({
      ok: false,
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'modificar', message: 'El campo cfOrganiz no se puede modificar.' }],
    });
    expect(await courseSnapshot(w.t, id)).toEqual(before);
  });

  it('refuses an empty or absent modificar', async () => {
    const { id } = await courseAt(w);
    for (const modificar of [[], '']) {
      const answer = await rest().edit(id, { titulo: 'Nuevo' }, { modificar });
      expect(answer).toMatchObject({
        ok: false,
        fields: [{ field: 'modificar', message: ES.fieldsRequired }],
      });
    }
  });

  it('reads modificar as a JSON array, a JSON text or comma-separated names', async () => {
    const { id } = await courseAt(w);
    for (const [i, modificar] of [['titulo', 'ciudad'], '["titulo","ciudad"]', 'titulo, ciudad'].entries()) {
      const answer = await rest().edit(id, { titulo: `Título ${i}`, ciudad: `Ciudad ${i}` }, { modificar });
      expect(answer).toEqual({ ok: true, value: id });
      const [row] = await w.t.sql('select titulo, ciudad from curso where id_curso = $1', [id]);
      expect(row).toEqual({ titulo: `Título ${i}`, ciudad: `Ciudad ${i}` });
    }
  });

  it('examines a named field that was not sent as empty', async () => {
    const { id } = await courseAt(w);
    const answer = await rest().edit(id, {}, { modificar: ['titulo'] });
    expect(answer).toMatchObject({ ok: false, fields: [{ field: 'titulo', message: ES.titleRequired }] });
  });

  it('ignores a poster that modificar does not name, without even reading it', async () => {
    const { id } = await courseAt(w);
    const answer = await rest().edit(
      id,
      { obs: 'Otros detalles' },
      { extra: { imagen: 'data:image/png;base64,AAAA' } },
    );
    expect(answer).toEqual({ ok: true, value: id });
    const [row] = await w.t.sql('select obs, imagen from curso where id_curso = $1', [id]);
    expect(row).toEqual({ obs: 'Otros detalles', imagen: null });
  });

  it('refuses a session list that is not a list', async () => {
    const answer = await rest().add({ ...courseFields(w.today), aSesion: 'hoy' as never });
    expect(answer).toMatchObject({ ok: false, fields: [{ field: 'aSesion' }] });
  });
});

describe.each(TRANSPORTS)('changes over %s', (transport) => {
  const api = () => courseApi(w.t, transport, w.tokens.dojo);

  it('checks the clauses against the stored text when only the switch is named', async () => {
    const { id } = await courseAt(w);
    const on = await api().edit(id, { actClau: true });
    expect(on).toMatchObject({
      ok: false,
      fields: [{ field: transport === 'rest' ? 'clau' : 'clauses', message: ES.clausesRequired }],
    });
    expect(await api().edit(id, { clau: 'Acepto las normas.' })).toEqual({ ok: true, value: id });
    expect(await api().edit(id, { actClau: true })).toEqual({ ok: true, value: id });
    const course = (await api().ver(id)).value!;
    expect(course).toMatchObject({ actClau: true, clau: 'Acepto las normas.' });
    // With the clauses on, their text cannot be emptied alone.
    expect((await api().edit(id, { clau: '' })).fields?.[0].message).toBe(ES.clausesRequired);
  });

  it('checks times (HH:MM, the end not before the start) and bounds the sessions', async () => {
    const bad = await api().add(
      courseFields(w.today, {
        aSesion: [
          { fecha: dayFrom(w.today, 3), descripcion: 'A', tipo: 'S', horaini: '25:00' },
          { fecha: dayFrom(w.today, 3), descripcion: 'B', tipo: 'X', horaini: '12:00', horafin: '11:00' },
          { fecha: '2026-02-30', descripcion: 'C', tipo: 'E' },
        ],
      }),
    );
    const name = (i: number, rest: string, gql: string) =>
      transport === 'rest' ? `aSesion.${i}.${rest}` : `sessions.${i}.${gql}`;
    expect(bad.fields).toEqual([
      { field: name(0, 'horaini', 'startTime'), message: 'La hora no es válida (HH:MM).' },
      { field: name(1, 'tipo', 'kind'), message: ES.sessionRequired },
      {
        field: name(1, 'horafin', 'endTime'),
        message: 'La hora de fin no puede ser anterior a la de inicio.',
      },
      { field: name(2, 'fecha', 'date'), message: 'La fecha no es válida.' },
    ]);
    const many = Array.from({ length: 61 }, (_, i) => ({
      fecha: dayFrom(w.today, 5),
      descripcion: `S${i}`,
      tipo: 'S',
    }));
    const tooMany = await api().add(courseFields(w.today, { aSesion: many }));
    expect(tooMany.fields).toEqual([
      {
        field: transport === 'rest' ? 'aSesion' : 'sessions',
        message: 'Un curso no puede tener más de 60 sesiones y eventos.',
      },
    ]);
  });

  it("answers in the caller's language", async () => {
    for (const [lang, message] of [
      ['en', 'The title is required.'],
      ['fr', 'Le titre est obligatoire.'],
    ]) {
      const answer = await courseApi(w.t, transport, w.tokens.dojo, lang).add(
        courseFields(w.today, { titulo: '' }),
      );
      expect(answer.message).toBe(message);
    }
  });
});

describe('updateCourse over GraphQL', () => {
  it('leaves omitted fields unchanged and examines a field sent as null', async () => {
    const id = (await graphql().add(courseFields(w.today))).value!;
    const before = await courseSnapshot(w.t, id);
    expect(await graphql().edit(id, { obs: 'Solo los detalles' })).toEqual({ ok: true, value: id });
    const after = await courseSnapshot(w.t, id);
    expect(after).toEqual({ row: { ...before.row, obs: 'Solo los detalles' }, sessions: before.sessions });
    const { gql } = doors(w.t, w.tokens.dojo, 'es');
    const answer = await gql(
      `mutation ($id: Int!) { updateCourse(id: $id, input: { title: null }) { id } }`,
      { id },
    );
    expect(answer.errors?.[0].extensions).toMatchObject({
      fields: [{ field: 'title', message: ES.titleRequired }],
    });
  });
});
