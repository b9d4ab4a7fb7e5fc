import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';
import { TRANSPORTS, courseApi, courseFields, dayFrom } from './course-support';

// Posters (part 2 §2.9, §7; part 3 §7): a PNG or JPEG data URL re-encoded as a portrait PNG,
// stored under uploads/curso and served at /curso/{name}; '' removes it; the replaced or removed
// file goes only once the course is saved; /curso/template-cursos.png is built in.

let t: TestServer;
let token: string;
let uploads: string;
let today: string;
const posterDir = () => path.join(uploads, 'curso');
beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'federa-course-posters-'));
  t = await startTestServer({ uploadsDir: uploads });
  token = await signIn(t, 'dojo@demo.federa');
  [{ today }] = await t.sql('select current_date::text as today');
});
afterAll(async () => {
  await t.close();
  await fs.rm(uploads, { recursive: true, force: true });
});

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 160 } } });
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
const files = async () => (await fs.readdir(posterDir()).catch(() => [] as string[])).sort();
const stored = async (id: number) =>
  (await t.sql('select imagen from curso where id_curso = $1', [id]))[0].imagen as string | null;

async function served(name: string) {
  const response = await fetch(`${t.url}/curso/${name}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

describe.each(TRANSPORTS)('course posters over %s', (transport) => {
  const api = () => courseApi(t, transport, token);

  it('stores a poster as a PNG within 1240×1754, served at /curso/{name}', async () => {
    const jpeg = await image(2480, 3508).jpeg().toBuffer();
    const added = await api().add(courseFields(today, { imagen: dataUrl(jpeg, 'image/jpeg') }));
    expect(added.ok).toBe(true);
    const name = await stored(added.value!);
    expect(name).toMatch(/^[0-9a-f]{24}\.png$/);
    expect((await api().ver(added.value!)).value!.imagen).toBe(name);
    const file = await served(name!);
    expect(file).toMatchObject({ status: 200, type: 'image/png' });
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'png', width: 1240, height: 1754 });
  });

  it('replaces the poster, removes it with an empty value, and drops each old file once saved', async () => {
    const first = await image(210, 297).png().toBuffer();
    const id = (await api().add(courseFields(today, { imagen: dataUrl(first, 'image/png') }))).value!;
    const original = (await stored(id))!;
    // Named by modificar but echoing the current name: kept.
    expect((await api().edit(id, { imagen: original })).ok).toBe(true);
    expect(await stored(id)).toBe(original);
    const second = await image(420, 594).png().toBuffer();
    expect((await api().edit(id, { imagen: dataUrl(second, 'image/png') })).ok).toBe(true);
    const replaced = (await stored(id))!;
    expect(replaced).not.toBe(original);
    expect(await files()).toContain(replaced);
    expect(await files()).not.toContain(original);
    expect((await served(original)).status).toBe(404);
    expect((await api().edit(id, { imagen: '' })).ok).toBe(true);
    expect(await stored(id)).toBeNull();
    expect(await files()).not.toContain(replaced);
  });

  it('reads the template name echoed back as no poster', async () => {
    const created = await api().add(courseFields(today, { imagen: 'template-cursos.png' }));
    expect(created.ok).toBe(true);
    expect(await stored(created.value!)).toBeNull();
    const png = await image(70, 99).png().toBuffer();
    const id = (await api().add(courseFields(today, { imagen: dataUrl(png, 'image/png') }))).value!;
    const name = (await stored(id))!;
    expect((await api().edit(id, { imagen: 'template-cursos.png' })).ok).toBe(true);
    expect(await stored(id)).toBeNull();
    expect(await files()).not.toContain(name);
    // Any other name is not a poster of this course.
    expect((await api().edit(id, { imagen: 'otro.png' })).fields).toEqual([
      { field: transport === 'rest' ? 'imagen' : 'image', message: 'La imagen no se puede leer.' },
    ]);
  });

  it('leaves the record and the files as they were when the save is refused', async () => {
    const first = await image(100, 140).png().toBuffer();
    const id = (await api().add(courseFields(today, { imagen: dataUrl(first, 'image/png') }))).value!;
    const original = (await stored(id))!;
    const before = await files();
    const other = await image(100, 140).png().toBuffer();
    const refused = await api().edit(id, {
      titulo: '',
      imagen: dataUrl(other, 'image/png'),
    });
    expect(refused).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message: 'El título es requerido.' });
    expect(await stored(id)).toBe(original);
    expect(await files()).toEqual(before);
  });

  it('refuses what is not a PNG or JPEG, under the poster field, with the other errors', async () => {
    const gif = await image(10, 10).gif().toBuffer();
    const answer = await api().add(courseFields(today, { ciudad: '', imagen: dataUrl(gif, 'image/png') }));
    expect(answer.fields).toEqual([
      { field: transport === 'rest' ? 'ciudad' : 'city', message: 'La ciudad es requerida.' },
      { field: transport === 'rest' ? 'imagen' : 'image', message: 'La imagen debe ser PNG o JPEG.' },
    ]);
  });

  it('removes the poster file with the course', async () => {
    const png = await image(50, 70).png().toBuffer();
    const id = (await api().add(courseFields(today, { imagen: dataUrl(png, 'image/png') }))).value!;
    const name = (await stored(id))!;
    expect(await api().del(id)).toEqual({ ok: true, value: 'Curso eliminado.' });
    expect(await files()).not.toContain(name);
  });
});

describe('the poster over REST', () => {
  it('takes a poster larger than the plain body limit from a signed-in organiser', async () => {
    // A detailed photograph: noise compresses badly, so the body is several megabytes.
    const noise = crypto.randomBytes(600 * 600 * 3);
    const png = await sharp(noise, { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(1024 * 1024);
    const added = await courseApi(t, 'rest', token).add(
      courseFields(today, {
        imagen: dataUrl(png, 'image/png'),
        aSesion: [{ fecha: dayFrom(today, 2), descripcion: 'Una', tipo: 'S' }],
      }),
    );
    expect(added.ok).toBe(true);
    expect(await stored(added.value!)).toMatch(/\.png$/);
  });
});

describe('the built-in template', () => {
  it('serves /curso/template-cursos.png, a portrait PNG, to anyone', async () => {
    const file = await served('template-cursos.png');
    expect(file).toMatchObject({ status: 200, type: 'image/png' });
    const { width, height, format } = await sharp(file.bytes).metadata();
    expect(format).toBe('png');
    expect(Math.abs(width! / height! - 210 / 297)).toBeLessThan(0.01);
  });

  it('answers 404 for a poster that does not exist, and never lists the folder', async () => {
    expect((await served('nada.png')).status).toBe(404);
    expect((await fetch(`${t.url}/curso/`)).status).toBe(404);
  });
});
