import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { decoding } from '../../../graph/src/modules/common/images';
import { signIn } from '../../support/sessions';
import { serveFromThisProcess, startTestServer, type TestServer } from '../../support/test-server';
import { dojoApi, freshDojo, storedDojo } from './api';

// decoding.hold stops the server's own decoding: its server runs in this process.
serveFromThisProcess();

let t: TestServer;
let token: string;
let uploads: string;
beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'federa-dojo-logo-race-'));
  t = await startTestServer({ uploadsDir: uploads });
  token = await signIn(t, 'admin@demo.federa');
});
afterEach(() => {
  delete decoding.hold;
});
afterAll(async () => {
  await t.close();
  await fs.rm(uploads, { recursive: true, force: true });
});

const api = () => dojoApi(t, 'rest', token);
const files = async () => (await fs.readdir(path.join(uploads, 'dojo')).catch(() => [] as string[])).sort();
const logo = async (colour: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** Holds the next decode until `release`; `reached` resolves once it is held. */
function holdNextDecode() {
  let reach!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  decoding.hold = () => {
    delete decoding.hold;
    reach();
    return released;
  };
  return { reached, release };
}

describe('dojo saves overlapping while a logo is decoded', () => {
  it('a save that read the dojo before another replaced its logo leaves no orphan nor a missing file', async () => {
    const id = (await api().add(freshDojo({ avatar: await logo('#111') }))).value!;
    const { avatar: first } = await storedDojo(t, id);
    const before = (await files()).filter((f) => f !== first);
    const late = holdNextDecode();
    const slow = api().edit(id, freshDojo({ nombre: `Lenta ${id}`, avatar: await logo('#222') }));
    await late.reached;
    // Meanwhile another save replaces the logo and is done.
    expect((await api().edit(id, freshDojo({ nombre: `Rápida ${id}`, avatar: await logo('#333') }))).ok).toBe(
      true,
    );
    late.release();
    expect((await slow).ok).toBe(true);
    const { avatar: saved, nombre } = await storedDojo(t, id);
    expect(nombre).toBe(`Lenta ${id}`);
    // Only the saved logo is left of the three: neither the first nor the replaced one lingers.
    expect(await files()).toEqual([...before, saved].sort());
  });

  it('a save overlapping the dojo’s delete answers not found and leaves no new file', async () => {
    const id = (await api().add(freshDojo())).value!;
    const before = await files();
    const late = holdNextDecode();
    const slow = api().edit(id, freshDojo({ avatar: await logo('#444') }));
    await late.reached;
    expect((await api().del(id)).ok).toBe(true);
    late.release();
    expect(await slow).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await files()).toEqual(before);
  });
});
