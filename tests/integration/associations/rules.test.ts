import { startTestServer, type TestServer } from '../../support/test-server';
import { signIn } from '../../support/sessions';
import { associationApi, freshAssociation, TRANSPORTS, type AssociationApi } from './api';

let t: TestServer;
let adminToken: string;
beforeAll(async () => {
  t = await startTestServer();
  adminToken = await signIn(t, 'admin@demo.federa');
});
afterAll(() => t.close());

const count = async () => (await t.sql('select count(*)::int as n from asociacion'))[0].n as number;
const row = async (id: number) =>
  (await t.sql('select nombre, zona, serie from asociacion where id_asoc = $1', [id]))[0];

describe.each(TRANSPORTS)('association rules and messages over %s', (transport) => {
  let api: AssociationApi;
  // Field errors name the fields of the door: REST's (part 1 §7) or the GraphQL input's.
  const GRAPHQL_NAMES: Record<string, string> = { nombre: 'name', zona: 'zone', serie: 'series' };
  const field = (rest: string) => (transport === 'rest' ? rest : GRAPHQL_NAMES[rest]);
  beforeAll(() => {
    api = associationApi(t, transport, adminToken);
  });

  it('creates an association with trimmed values and finds it without accents', async () => {
    const before = await count();
    const serie = transport === 'rest' ? '61N' : '62N';
    const nombre = transport === 'rest' ? 'Asociación Ñandú' : 'Asociación Ñandú Norte';
    const added = await api.add({ nombre: `  ${nombre} `, zona: ' Zona Pampa  ', serie: ` ${serie} ` });
    expect(added.ok).toBe(true);
    expect(await count()).toBe(before + 1);
    expect(await row(added.value!)).toEqual({ nombre, zona: 'Zona Pampa', serie });
    const found = await api.list({ filtro: transport === 'rest' ? 'nandu' : 'nandu norte' });
    expect(found.value?.rows.map((r) => r.idAsoc)).toContain(added.value);
    expect((await api.ver(added.value!)).value).toMatchObject({ nombre, zona: 'Zona Pampa', serie });
  });

  it('stores an empty zone as none', async () => {
    const added = await api.add({ ...freshAssociation(), zona: '   ' });
    expect((await row(added.value!)).zona).toBeNull();
  });

  it('limits nombre and zona to 100 characters', async () => {
    const ok = await api.add({
      ...freshAssociation(),
      nombre: `${transport}${'x'.repeat(100 - transport.length)}`,
      zona: 'z'.repeat(100),
    });
    expect(ok.ok).toBe(true);
    const before = await count();
    const answer = await api.add({ ...freshAssociation(), nombre: 'n'.repeat(101), zona: 'z'.repeat(101) });
    expect(answer.message).toBe('El campo no puede superar 100 caracteres.');
    expect(answer.fields).toEqual([
      { field: field('nombre'), message: 'El campo no puede superar 100 caracteres.' },
      { field: field('zona'), message: 'El campo no puede superar 100 caracteres.' },
    ]);
    expect(await count()).toBe(before);
  });

  // The rules are tabled in schema/validation/associations.test.ts; this is the door's mapping.
  it('reports several broken fields at once, each under its door name, as BAD_USER_INPUT', async () => {
    const before = await count();
    const answer = await api.add({ nombre: '', zona: 'z'.repeat(101), serie: 'xx' });
    expect(answer).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message: 'El nombre es requerido.' });
    expect(await count()).toBe(before);
    expect(answer.fields).toEqual([
      { field: field('nombre'), message: 'El nombre es requerido.' },
      { field: field('zona'), message: 'El campo no puede superar 100 caracteres.' },
      { field: field('serie'), message: 'Formato incorrecto para la serie' },
    ]);
  });

  it('refuses a duplicate name (any case and accents) and a duplicate series', async () => {
    const [first] = await t.sql('select nombre from asociacion where id_asoc = 1');
    const shouted = (first.nombre as string).toUpperCase().normalize('NFD').replace(/\p{M}/gu, '');
    const before = await count();
    const answer = await api.add({ nombre: shouted, zona: null, serie: '02B' });
    expect(answer).toMatchObject({ ok: false, message: 'Ya existe una asociación con ese nombre.' });
    expect(answer.fields).toEqual([
      { field: field('nombre'), message: 'Ya existe una asociación con ese nombre.' },
      { field: field('serie'), message: 'Ya existe una asociación con esa serie.' },
    ]);
    const serieOnly = await api.add({ ...freshAssociation(), serie: '03C' });
    expect(serieOnly.fields).toEqual([
      { field: field('serie'), message: 'Ya existe una asociación con esa serie.' },
    ]);
    expect(await count()).toBe(before);
  });

  it('edits, excluding the record itself from the duplicate checks', async () => {
    const values = freshAssociation();
    const id = (await api.add(values)).value!;
    const same = await api.edit(id, { ...values, nombre: values.nombre.toUpperCase(), zona: 'Otra zona' });
    expect(same).toMatchObject({ ok: true, value: id });
    expect(await row(id)).toEqual({
      nombre: values.nombre.toUpperCase(),
      zona: 'Otra zona',
      serie: values.serie,
    });
    const taken = await api.edit(id, { ...values, serie: '01A' });
    expect(taken.fields).toEqual([
      { field: field('serie'), message: 'Ya existe una asociación con esa serie.' },
    ]);
    const broken = await api.edit(id, { nombre: '', zona: null, serie: '1' });
    expect(broken.fields?.map((f) => f.field)).toEqual([field('nombre'), field('serie')]);
    expect((await row(id)).serie).toBe(values.serie);
  });

  it('edits and deletes only existing associations', async () => {
    expect(await api.edit(99999, freshAssociation())).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await api.del(99999)).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
      message: 'No se ha encontrado el registro.',
    });
  });

  it('deletes an association without dojos', async () => {
    const id = (await api.add(freshAssociation())).value!;
    const answer = await api.del(id);
    expect(answer).toEqual({ ok: true, value: 'Asociación eliminada.' });
    expect(await t.sql('select 1 from asociacion where id_asoc = $1', [id])).toHaveLength(0);
  });

  it('refuses to delete an association that has dojos, with the title and the reason', async () => {
    const answer = await api.del(2);
    expect(answer).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      title: 'La asociación no se puede eliminar.',
      message: 'La asociación tiene dojos asignados, por lo que no puede ser eliminada',
    });
    expect(await t.sql('select 1 from asociacion where id_asoc = 2')).toHaveLength(1);
  });

  it('refuses while one dojo is assigned, and deletes once it is gone', async () => {
    const id = (await api.add(freshAssociation())).value!;
    await t.sql(
      `insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia, visible)
       select 'Dojo de prueba', 'Ciudad', $1, cf_pais, cf_provincia, false from dojo where id_dojo = 1`,
      [id],
    );
    expect(await api.del(id)).toMatchObject({ ok: false, code: 'CONFLICT' });
    await t.sql('delete from dojo where cf_asoc = $1', [id]);
    expect(await api.del(id)).toMatchObject({ ok: true });
  });
});

describe.each([
  [
    'en',
    'The name is required.',
    'The association cannot be deleted.',
    'The association has dojos assigned, so it cannot be deleted',
  ],
  [
    'fr',
    'Le nom est obligatoire.',
    "L'association ne peut pas être supprimée.",
    "L'association a des dojos rattachés, elle ne peut donc pas être supprimée",
  ],
])('messages in %s', (lang, nameRequired, title, reason) => {
  it.each(TRANSPORTS)('over %s', async (transport) => {
    const api = associationApi(t, transport, adminToken, lang);
    const answer = await api.add({ nombre: '', zona: 'z'.repeat(101), serie: '01a' });
    expect(answer.message).toBe(nameRequired);
    expect(answer.fields?.[1].message).toBe(
      lang === 'en'
        ? 'The field cannot exceed 100 characters.'
        : 'Le champ ne peut pas dépasser 100 caractères.',
    );
    expect(answer.fields?.[2].message).toBe(
      lang === 'en' ? 'Incorrect format for the series' : 'Format incorrect pour la série',
    );
    expect(await api.del(1)).toMatchObject({ ok: false, title, message: reason });
    const fresh = (await associationApi(t, transport, adminToken).add(freshAssociation())).value!;
    expect((await api.del(fresh)).value).toBe(
      lang === 'en' ? 'Association deleted.' : 'Association supprimée.',
    );
  });
});
