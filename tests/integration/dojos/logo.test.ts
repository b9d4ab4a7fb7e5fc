import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../support/test-server';
import { signIn } from '../../support/sessions';
import { dojoApi, fieldName, freshDojo, storedDojo, TRANSPORTS } from './api';

let t: TestServer;
let token: string;
let uploads: string;
const logoDir = () => path.join(uploads, 'dojo');
beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'federa-dojo-logos-'));
  t = await startTestServer({ uploadsDir: uploads });
  token = await signIn(t, 'admin@demo.federa');
});
afterAll(async () => {
  await t.close();
  await fs.rm(uploads, { recursive: true, force: true });
});

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
const files = async () => (await fs.readdir(logoDir()).catch(() => [] as string[])).sort();

async function served(name: string) {
  const response = await fetch(`${t.url}/dojo/${name}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

describe.each(TRANSPORTS)('dojo logos over %s', (transport) => {
  const api = () => dojoApi(t, transport, token);
  const field = (rest: string) => fieldName(transport, rest);

  it('stores a large PNG as a PNG of at most 1800 px, served at /dojo/{file}', async () => {
    const png = await image(2400, 2400).png().toBuffer();
    const added = await api().add(freshDojo({ avatar: dataUrl(png, 'image/png') }));
    expect(added.ok).toBe(true);
    const { avatar } = await storedDojo(t, added.value!);
    expect(avatar).toMatch(/^[0-9a-f]{24}\.png$/);
    expect((await api().ver(added.value!)).value?.avatar).toBe(avatar);
    const file = await served(avatar);
    expect(file).toMatchObject({ status: 200, type: 'image/png' });
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'png', width: 1800, height: 1800 });
  });

  it('re-encodes a JPEG to PNG, checked by content whatever the declared type', async () => {
    const jpeg = await image(300, 200).jpeg().toBuffer();
    const added = await api().add(freshDojo({ avatar: dataUrl(jpeg, 'image/png') }));
    const { avatar } = await storedDojo(t, added.value!);
    const file = await served(avatar);
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
  });

  it('keeps the logo when none is sent, replaces it, and removes it on request', async () => {
    const first = await image(100, 100).png().toBuffer();
    const added = await api().add(freshDojo({ avatar: dataUrl(first, 'image/png') }));
    const id = added.value!;
    const { avatar: original } = await storedDojo(t, id);
    const values = freshDojo({ nombre: `Con logo ${transport}` });
    expect((await api().edit(id, { ...values, avatar: null })).ok).toBe(true);
    expect((await api().edit(id, { ...values, avatar: '' })).ok).toBe(true);
    // The form may echo the current file name back.
    expect((await api().edit(id, { ...values, avatar: original })).ok).toBe(true);
    expect((await storedDojo(t, id)).avatar).toBe(original);

    const second = await image(120, 120).jpeg().toBuffer();
    expect((await api().edit(id, { ...values, avatar: dataUrl(second, 'image/jpeg') })).ok).toBe(true);
    const { avatar: replaced } = await storedDojo(t, id);
    expect(replaced).not.toBe(original);
    expect(await files()).not.toContain(original);
    expect(await files()).toContain(replaced);

    expect((await api().edit(id, values, { removeLogo: true })).ok).toBe(true);
    expect((await storedDojo(t, id)).avatar).toBeNull();
    expect(await files()).not.toContain(replaced);
    expect((await served(replaced)).status).toBe(404);
  });

  it.each([
    [
      'a GIF',
      async () => dataUrl(await image(50, 50).gif().toBuffer(), 'image/gif'),
      'La imagen debe ser PNG o JPEG.',
    ],
    [
      'junk',
      async () => dataUrl(Buffer.from('esto no es una imagen'), 'image/png'),
      'La imagen no se puede leer.',
    ],
    ['not a data URL', async () => 'https://example.com/logo.png', 'La imagen no se puede leer.'],
    [
      'more than 4000 px a side',
      async () => dataUrl(await image(4001, 10).png().toBuffer(), 'image/png'),
      'La imagen no puede superar 4000 píxeles de lado.',
    ],
    [
      'more than 12 MB',
      async () => dataUrl(Buffer.alloc(12 * 1024 * 1024 + 1), 'image/png'),
      'La imagen no puede superar 12 MB.',
    ],
  ])('refuses %s, leaving the record and the files as they were', async (_label, make, message) => {
    const logo = await image(64, 64).png().toBuffer();
    const added = await api().add(freshDojo({ avatar: dataUrl(logo, 'image/png') }));
    const id = added.value!;
    const before = await storedDojo(t, id);
    const filesBefore = await files();

    const answer = await api().edit(id, freshDojo({ nombre: 'Otro nombre válido', avatar: await make() }));
    expect(answer).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message });
    expect(answer.fields).toEqual([{ field: field('avatar'), message }]);
    expect(await storedDojo(t, id)).toEqual(before);
    expect(await files()).toEqual(filesBefore);
  });

  it('removes the stored logo when the save is then refused for another field', async () => {
    const taken = (await api().add(freshDojo())).value!;
    const [{ nombre }] = await t.sql('select nombre from dojo where id_dojo = $1', [taken]);
    const filesBefore = await files();
    const logo = dataUrl(await image(64, 64).png().toBuffer(), 'image/png');
    const answer = await api().add(freshDojo({ nombre: nombre.toUpperCase(), avatar: logo }));
    expect(answer.fields).toEqual([
      { field: field('nombre'), message: 'Ya existe un dojo con ese nombre en la asociación.' },
    ]);
    expect(await files()).toEqual(filesBefore);
  });

  it('reports a refused image together with the other broken fields', async () => {
    const filesBefore = await files();
    const answer = await api().add(
      freshDojo({ ciudad: '', avatar: dataUrl(Buffer.from('GIF89a'), 'image/gif') }),
    );
    expect(answer.fields).toEqual([
      { field: field('ciudad'), message: 'La ciudad es requerida.' },
      { field: field('avatar'), message: 'La imagen no se puede leer.' },
    ]);
    expect(await files()).toEqual(filesBefore);
  });
});

describe('deleting a dojo', () => {
  it('removes its logo file', async () => {
    const api = dojoApi(t, 'rest', token);
    const added = await api.add(
      freshDojo({ avatar: dataUrl(await image(40, 40).png().toBuffer(), 'image/png') }),
    );
    const { avatar } = await storedDojo(t, added.value!);
    expect(await files()).toContain(avatar);
    expect((await api.del(added.value!)).ok).toBe(true);
    expect(await files()).not.toContain(avatar);
  });
});
