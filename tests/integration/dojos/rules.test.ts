import { startTestServer, type TestServer } from '../../support/test-server';
import { signIn } from '../../support/sessions';
import { dojoApi, dojoCount, fieldName, freshDojo, storedDojo, TRANSPORTS, type DojoApi } from './api';

let t: TestServer;
let adminToken: string;
beforeAll(async () => {
  t = await startTestServer();
  adminToken = await signIn(t, 'admin@demo.federa');
});
afterAll(() => t.close());

const tooLong = (max: number) => `El campo no puede superar ${max} caracteres.`;

describe.each(TRANSPORTS)('dojo rules and messages over %s', (transport) => {
  let api: DojoApi;
  const field = (rest: string) => fieldName(transport, rest);
  beforeAll(() => {
    api = dojoApi(t, transport, adminToken);
  });

  it('creates a dojo with every field, trimmed, and reads it back', async () => {
    const nombre = `Dojo Ñandú ${transport}`;
    const added = await api.add(
      freshDojo({
        nombre: `  ${nombre} `,
        ciudad: ' Móstoles ',
        pais: 'es',
        direccion: '  ',
        visible: false,
      }),
    );
    expect(added.ok).toBe(true);
    expect(await storedDojo(t, added.value!)).toMatchObject({
      nombre,
      ciudad: 'Móstoles',
      cf_asoc: 1,
      web: 'https://dojo.example',
      maps: 'https://maps.example/dojo',
      direccion: null,
      telfcont: '600111222',
      persocont: 'Ana Pérez',
      correo_e: 'dojo@example.com',
      horario: 'Lunes 19:00-21:00',
      avatar: null,
      visible: false,
    });
    const seen = await api.ver(added.value!);
    expect(seen.value).toMatchObject({
      idDojo: added.value,
      nombre,
      ciudad: 'Móstoles',
      cfAsoc: 1,
      pais: 'ES',
      provincia: '28',
      numAsoc: 0,
      visible: false,
    });
  });

  it('gives every missing required field at once, each tied to its field', async () => {
    const before = await dojoCount(t);
    const answer = await api.add({ nombre: ' ', ciudad: '', idAsoc: null, pais: '', provincia: '' });
    expect(answer).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message: 'El nombre es requerido.' });
    expect(answer.fields).toEqual([
      { field: field('nombre'), message: 'El nombre es requerido.' },
      { field: field('ciudad'), message: 'La ciudad es requerida.' },
      { field: field('idAsoc'), message: 'La asociación es requerida.' },
      { field: field('pais'), message: 'El país es requerido.' },
      { field: field('provincia'), message: 'La provincia es requerida.' },
    ]);
    expect(await dojoCount(t)).toBe(before);
  });

  it('answers in English and French too', async () => {
    const en = await dojoApi(t, transport, adminToken, 'en').add(freshDojo({ pais: '' }));
    expect(en.fields).toEqual([{ field: field('pais'), message: 'The country is required.' }]);
    const fr = await dojoApi(t, transport, adminToken, 'fr').add(freshDojo({ provincia: '' }));
    expect(fr.fields).toEqual([{ field: field('provincia'), message: 'La province est obligatoire.' }]);
  });

  it('requires a province of the chosen country and a known country and association', async () => {
    const before = await dojoCount(t);
    const wrong = await api.add(freshDojo({ pais: 'FR', provincia: '28' }));
    expect(wrong.fields).toEqual([
      { field: field('provincia'), message: 'La provincia no pertenece al país elegido.' },
    ]);
    const unknown = await api.add(freshDojo({ pais: 'XX', idAsoc: 999 }));
    expect(unknown.fields).toEqual([
      { field: field('idAsoc'), message: 'La asociación no existe.' },
      { field: field('pais'), message: 'El país no es válido.' },
    ]);
    expect(await dojoCount(t)).toBe(before);
    const french = await api.add(freshDojo({ pais: 'FR', provincia: '04', ciudad: 'Nice' }));
    expect(french.ok).toBe(true);
    expect((await api.ver(french.value!)).value).toMatchObject({ pais: 'FR', provincia: '04' });
  });

  it('accepts web and maps starting with http:// or https:// only', async () => {
    const before = await dojoCount(t);
    const answer = await api.add(freshDojo({ web: 'www.dojo.es', maps: 'ftp://maps.example' }));
    expect(answer.message).toBe('Introduce una URL válida (https://…)');
    expect(answer.fields).toEqual([
      { field: 'web', message: 'Introduce una URL válida (https://…)' },
      { field: 'maps', message: 'Introduce una URL válida (https://…)' },
    ]);
    expect(await dojoCount(t)).toBe(before);
    const http = await api.add(freshDojo({ web: 'http://dojo.example', maps: 'https://maps.example' }));
    expect(http.ok).toBe(true);
    const empty = await api.add(freshDojo({ web: '', maps: null }));
    expect(empty.ok).toBe(true);
    expect(await storedDojo(t, empty.value!)).toMatchObject({ web: null, maps: null });
  });

  it('checks the mail when one is given', async () => {
    const answer = await api.add(freshDojo({ correoE: 'no-es-un-correo' }));
    expect(answer.fields).toEqual([{ field: field('correoE'), message: 'Introduce un correo válido.' }]);
  });

  it('limits every field to the lengths of §3', async () => {
    const before = await dojoCount(t);
    const answer = await api.add(
      freshDojo({
        nombre: 'n'.repeat(51),
        ciudad: 'c'.repeat(51),
        direccion: 'd'.repeat(51),
        telfcont: '6001112223',
        persocont: 'p'.repeat(51),
        correoE: `${'m'.repeat(45)}@x.com`,
        horario: 'h'.repeat(151),
      }),
    );
    expect(answer.message).toBe(tooLong(50));
    expect(answer.fields).toEqual([
      { field: field('nombre'), message: tooLong(50) },
      { field: field('ciudad'), message: tooLong(50) },
      { field: field('direccion'), message: tooLong(50) },
      { field: field('telfcont'), message: tooLong(9) },
      { field: field('persocont'), message: tooLong(50) },
      { field: field('correoE'), message: tooLong(50) },
      { field: field('horario'), message: tooLong(150) },
    ]);
    expect(await dojoCount(t)).toBe(before);
    const longest = await api.add(
      freshDojo({
        nombre: `${transport}${'n'.repeat(50 - transport.length)}`,
        ciudad: 'c'.repeat(50),
        telfcont: '600111222',
        horario: 'h'.repeat(150),
      }),
    );
    expect(longest.ok).toBe(true);
  });

  it('refuses a duplicate name within the association, ignoring case and accents, not itself', async () => {
    const before = await dojoCount(t);
    const same = await api.add(freshDojo({ nombre: '  club AIKIDO hoshi madríd ' }));
    expect(same).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(same.fields).toEqual([
      { field: field('nombre'), message: 'Ya existe un dojo con ese nombre en la asociación.' },
    ]);
    expect(await dojoCount(t)).toBe(before);
    const otherAssociation = await api.add(freshDojo({ nombre: 'Club Aikido Hoshi Madrid', idAsoc: 2 }));
    expect(otherAssociation.ok).toBe(true);
    await t.sql('delete from dojo where id_dojo = $1', [otherAssociation.value]);
    const dojo1 = (await api.ver(1)).value!;
    const itself = await api.edit(1, { ...dojo1, horario: `Nuevo horario ${transport}` });
    expect(itself.ok).toBe(true);
    expect((await storedDojo(t, 1)).horario).toBe(`Nuevo horario ${transport}`);
    const renamed = await api.edit(2, { ...(await api.ver(2)).value!, nombre: 'CLUB aikido Hoshi madrid' });
    expect(renamed.fields).toEqual([
      { field: field('nombre'), message: 'Ya existe un dojo con ese nombre en la asociación.' },
    ]);
    expect((await storedDojo(t, 2)).nombre).toBe('Aikikai Misogi');
  });

  it('tells which other dojo of the association holds a name (rep_nombre), -1 when free', async () => {
    expect((await api.taken('club aikido hoshi madrid', 1)).value).toBe(1);
    expect((await api.taken('Club Aíkido Hoshi Madrid', 1, 2)).value).toBe(1);
    expect((await api.taken('Club Aikido Hoshi Madrid', 1, 1)).value).toBe(-1);
    expect((await api.taken('Club Aikido Hoshi Madrid', 2)).value).toBe(-1);
    expect((await api.taken('Nadie se llama así', 1)).value).toBe(-1);
  });

  it('keeps what the form leaves out on edit: visible unchanged, texts cleared', async () => {
    const added = await api.add(freshDojo({ visible: true }));
    const { visible: _visible, ...rest } = freshDojo({ nombre: `Sin visible ${transport}`, web: null });
    expect((await api.edit(added.value!, rest)).ok).toBe(true);
    expect(await storedDojo(t, added.value!)).toMatchObject({ visible: true, web: null });
    expect((await api.edit(added.value!, { ...rest, visible: false })).ok).toBe(true);
    expect((await storedDojo(t, added.value!)).visible).toBe(false);
  });

  it('answers not found for an unknown dojo', async () => {
    expect(await api.ver(999999)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await api.edit(999999, freshDojo())).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await api.del(999999)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('REST body details', () => {
  it('accepts the country by numeric id and refuses a non-numeric id', async () => {
    const [{ id_pais: spain }] = await t.sql("select id_pais from pais where codigo = 'ES'");
    const answer = await t.rest('POST', '/dojos/ins', {
      token: adminToken,
      body: { nombre: 'Dojo por id de país', ciudad: 'Madrid', idAsoc: 1, Pais: spain, Provincia: '28' },
    });
    expect(answer.body).toMatchObject({ estado: 0, res: { id: expect.any(Number) } });
    const junk = await t.rest('POST', '/dojos/mod', { token: adminToken, body: { id: 'uno' } });
    expect(junk.body).toMatchObject({ estado: 1, res: { codigo: 'BAD_USER_INPUT' } });
  });
});
