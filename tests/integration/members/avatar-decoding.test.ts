import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { decoding } from '../../../graph/src/modules/common/images';
import { serveFromThisProcess, type TestServer } from '../../support/test-server';
import {
  bodyOf,
  newMemberBody,
  places,
  plainMember,
  signInAll,
  startMembersServer,
  type Role,
} from './members-support';

// decoding.hold stops the server's own decoding: its server runs in this process.
serveFromThisProcess();

let t: TestServer & { uploadsDir: string };
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startMembersServer();
  tokens = await signInAll(t);
});
afterEach(() => {
  delete decoding.hold;
});
afterAll(() => t.close());

const avatarFiles = () => {
  const dir = path.join(t.uploadsDir, 'avatars');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const photo = async () => {
  const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2e8b57' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
};
const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ]);

describe('a member save with a new avatar', () => {
  it('holds no row lock while the image is decoded: another save of the member goes through', async () => {
    const id = await plainMember(t, 1);
    const body = await bodyOf(t, id);
    let started!: () => void;
    let release!: () => void;
    const decodingStarted = new Promise<void>((resolve) => (started = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // The upload stops in the middle of its decoding until the other save has had its chance.
    decoding.hold = () => {
      started();
      return released;
    };
    const upload = t.rest('POST', '/asociados/mod', {
      token: tokens.admin,
      body: { ...body, avatar: await photo() },
    });
    try {
      await decodingStarted;
      const other = t.rest('POST', '/asociados/mod', {
        token: tokens.admin,
        body: { ...body, obs: 'Guardado durante la subida' },
      });
      const answer = await within(5000, other);
      expect(answer === 'still waiting' ? answer : answer.body.estado).toBe(0);
    } finally {
      release();
    }
    expect((await upload).body.estado).toBe(0);
    const [row] = await t.sql('select avatar from asociado where id_aso = $1', [id]);
    expect(avatarFiles()).toContain(row.avatar);
  });

  it('removes the stored image when the save is then refused', async () => {
    const id = await plainMember(t, 1);
    const before = avatarFiles();
    const answer = await t.rest('POST', '/asociados/mod', {
      token: tokens.admin,
      body: { ...(await bodyOf(t, id)), nombre: '', avatar: await photo() },
    });
    expect(answer.body.estado).toBe(1);
    expect(answer.body.res.errores).toEqual([expect.objectContaining({ campo: 'nombre' })]);
    expect(avatarFiles()).toEqual(before);
  });

  it('decodes nothing for a caller who may not edit the member', async () => {
    const id = await plainMember(t, 1);
    const before = avatarFiles();
    let decodes = 0;
    decoding.hold = async () => {
      decodes++;
    };
    const answer = await t.rest('POST', '/asociados/mod', {
      token: tokens.miembro,
      body: { ...(await bodyOf(t, id)), avatar: await photo() },
    });
    expect(answer.body.estado).toBe(1);
    expect(decodes).toBe(0);
    expect(avatarFiles()).toEqual(before);
  });

  it('decodes nothing for an administrator adding a member where they may not', async () => {
    const { sameAsocDojo: otherDojoSameAsoc } = await places(t);
    let decodes = 0;
    decoding.hold = async () => {
      decodes++;
    };
    const answer = await t.rest('POST', '/asociados/ins', {
      token: tokens.dojo,
      body: newMemberBody({ cfDojo: otherDojoSameAsoc, avatar: await photo() }),
    });
    expect(answer.body.estado).toBe(1);
    expect(decodes).toBe(0);
  });
});
