import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestServer } from '../../support/test-server';
import {
  bodyOf,
  newMemberBody,
  plainMember,
  signInAll,
  snapshot,
  startMembersServer,
  type Role,
} from './members-support';

let t: TestServer & { uploadsDir: string };
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startMembersServer();
  tokens = await signInAll(t);
});
afterAll(() => t.close());

const del = (id: number, lang = 'es') =>
  t.rest('POST', '/asociados/del', { token: tokens.admin, body: { id, lang } });
const exists = async (id: number) =>
  (await t.sql('select 1 from asociado where id_aso = $1', [id])).length === 1;

describe('POST /v1/asociados/del keeps history (§8)', () => {
  it.each([
    ['fees', 'select cf_asociado as id from cuota limit 1'],
    ['grades', 'select cf_asociado as id from grado limit 1'],
    ['titles', 'select cf_asociado as id from asociado_titulo limit 1'],
    ['enrolments', 'select cf_asociado as id from inscripcion limit 1'],
  ])('refuses a member with %s: estado 9, title and reason', async (_history, sql) => {
    const [{ id }] = await t.sql<{ id: number }>(sql);
    const before = await snapshot(t, id);
    const answer = await del(id);
    expect(answer.body).toEqual({
      estado: 9,
      res: {
        titulo: 'El asociado no se puede eliminar.',
        mensaje: 'El asociado tiene un historial asignado, por lo que no puede ser eliminado',
        codigo: 'CONFLICT',
      },
    });
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('says so in en and over GraphQL (extensions.title)', async () => {
    const [{ id }] = await t.sql<{ id: number }>('select cf_asociado as id from cuota limit 1');
    expect((await del(id, 'en')).body.res).toMatchObject({ titulo: 'The member cannot be deleted.' });
    const answer = await t.graphql(
      'mutation ($id: Int!) { deleteMember(id: $id) { message } }',
      { id },
      {
        token: tokens.admin,
      },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'El asociado tiene un historial asignado, por lo que no puede ser eliminado',
      extensions: { code: 'CONFLICT', title: 'El asociado no se puede eliminar.' },
    });
  });

  it('names the reason over GraphQL (extensions.reason), where REST numbers it estado 9', async () => {
    const [{ id }] = await t.sql<{ id: number }>('select cf_asociado as id from grado limit 1');
    const answer = await t.graphql(
      'mutation ($id: Int!) { deleteMember(id: $id) { message } }',
      { id },
      {
        token: tokens.admin,
      },
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'HAS_HISTORY' });
  });

  it('deletes a member without history: "Asociado eliminado."', async () => {
    const id = await plainMember(t, 1);
    expect((await del(id)).body).toEqual({ estado: 0, res: { mensaje: 'Asociado eliminado.' } });
    expect(await exists(id)).toBe(false);
    const gone = await t.graphql(
      'mutation ($id: Int!) { deleteMember(id: $id) { message } }',
      {
        id: await plainMember(t, 1),
      },
      { token: tokens.admin },
    );
    expect(gone.data).toEqual({ deleteMember: { message: 'Asociado eliminado.' } });
  });

  it('answers not found for an unknown member', async () => {
    expect((await del(999999)).body).toMatchObject({ estado: 1, res: { codigo: 'NOT_FOUND' } });
  });
});

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
function picture(format: 'png' | 'jpeg' | 'gif', size = 300): Promise<Buffer> {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: '#1e90ff' } });
  return image[format]().toBuffer();
}
const avatarPath = (name: string) => path.join(t.uploadsDir, 'avatars', name);

describe('member avatar', () => {
  it('stores a JPEG as a 100 px PNG, served at /avatars/{name}; default.jpg when none', async () => {
    const created = await t.rest('POST', '/asociados/ins', {
      token: tokens.admin,
      body: newMemberBody({ avatar: dataUrl(await picture('jpeg'), 'image/jpeg') }),
    });
    const [{ avatar }] = await t.sql('select avatar from asociado where id_aso = $1', [created.body.res.id]);
    expect(avatar).toMatch(/^[0-9a-f]+\.png$/);
    const meta = await sharp(fs.readFileSync(avatarPath(avatar))).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 100, height: 100 });
    const served = await fetch(`${t.url}/avatars/${avatar}`);
    expect(served.status).toBe(200);
    const plain = await t.rest('POST', '/asociados/ins', { token: tokens.admin, body: newMemberBody() });
    const [row] = await t.sql('select avatar from asociado where id_aso = $1', [plain.body.res.id]);
    expect(row.avatar).toBe('default.jpg');
  });

  it('replaces the old file after the save and keeps it when the avatar is sent back unchanged', async () => {
    const id = await plainMember(t, 1);
    const save = async (avatar: string) =>
      t.rest('POST', '/asociados/mod', { token: tokens.admin, body: { ...(await bodyOf(t, id)), avatar } });
    await save(dataUrl(await picture('png')));
    const [{ avatar: first }] = await t.sql('select avatar from asociado where id_aso = $1', [id]);
    expect(fs.existsSync(avatarPath(first))).toBe(true);
    expect((await save(first)).body.estado).toBe(0);
    expect(fs.existsSync(avatarPath(first))).toBe(true);
    await save(dataUrl(await picture('png', 50)));
    const [{ avatar: second }] = await t.sql('select avatar from asociado where id_aso = $1', [id]);
    expect(second).not.toBe(first);
    expect(fs.existsSync(avatarPath(first))).toBe(false);
    expect(fs.existsSync(avatarPath(second))).toBe(true);
  });

  it.each([
    ['a GIF', async () => dataUrl(await picture('gif'), 'image/png'), 'La imagen debe ser PNG o JPEG.'],
    ['junk', async () => dataUrl(Buffer.from('no soy una imagen')), 'La imagen no se puede leer.'],
    ['a link', async () => 'https://example.org/yo.png', 'La imagen no se puede leer.'],
  ])('refuses %s and leaves the record as it was', async (_kind, make, message) => {
    const id = await plainMember(t, 1);
    const before = await snapshot(t, id);
    const files = fs.existsSync(path.join(t.uploadsDir, 'avatars'))
      ? fs.readdirSync(path.join(t.uploadsDir, 'avatars')).length
      : 0;
    const answer = await t.rest('POST', '/asociados/mod', {
      token: tokens.admin,
      body: { ...(await bodyOf(t, id)), ciudad: 'Cambiada', avatar: await make() },
    });
    expect(answer.body).toMatchObject({
      estado: 1,
      res: { mensaje: message, errores: [{ campo: 'avatar', mensaje: message }] },
    });
    expect(await snapshot(t, id)).toEqual(before);
    const after = fs.existsSync(path.join(t.uploadsDir, 'avatars'))
      ? fs.readdirSync(path.join(t.uploadsDir, 'avatars')).length
      : 0;
    expect(after).toBe(files);
  });

  it('does not keep the new file when the save fails after it was stored', async () => {
    const [{ n: before }] = await t.sql('select count(*)::int as n from asociado');
    const dir = path.join(t.uploadsDir, 'avatars');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    // Two saves with one mail at once: one of them loses at the database's unique rule.
    const body = newMemberBody({ avatar: dataUrl(await picture('png')) });
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.rest('POST', '/asociados/ins', { token: tokens.admin, body })),
    );
    const won = answers.filter((a) => a.body.estado === 0).length;
    for (const lost of answers.filter((a) => a.body.estado !== 0)) {
      expect(lost.body.res.mensaje).toBe('Ya existe un asociado con ese correo');
    }
    const [{ n: after }] = await t.sql('select count(*)::int as n from asociado');
    expect(after - before).toBe(won);
    expect(fs.readdirSync(dir).length - files).toBe(won);
  });
});
