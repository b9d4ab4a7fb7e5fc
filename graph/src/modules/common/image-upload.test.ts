import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FieldError } from '@federa/schema/validation/auth';
import { LocalFileStore } from './file-store';
import { DECODES, ImageUpload, type ImageSlot } from './image-upload';
import { decoding } from './images';

let root: string;
let slot: ImageSlot & { dir: string };
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'federa-image-upload-'));
  const dir = path.join(root, 'avatars');
  await fs.mkdir(dir);
  slot = {
    folder: new LocalFileStore(root).folder('avatars'),
    dir,
    kind: { width: 100, height: 100 },
    names: ['default.jpg'],
  };
});
afterEach(async () => {
  delete decoding.hold;
  await fs.rm(root, { recursive: true, force: true });
});

const files = () => fs.readdir(slot.dir);
const photo = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

describe('an image upload', () => {
  it('stores a new image as a PNG of its kind before any save, and keeps it when the save succeeds', async () => {
    const upload = await ImageUpload.receive(slot, await photo(), 'photo');
    expect(await files()).toEqual([upload.stored]);
    expect(await sharp(path.join(slot.dir, upload.stored!)).metadata()).toMatchObject({ width: 100 });
    const errors: FieldError[] = [];
    expect(upload.fileFor('old.png', errors)).toBe(upload.stored);
    await fs.writeFile(path.join(slot.dir, 'old.png'), 'old');
    const saved = await upload.saving(async () => ({ result: 7, previous: 'old.png', saved: upload.stored }));
    expect(saved).toBe(7);
    expect(await files()).toEqual([upload.stored]);
  });

  it('removes the new file when the save fails, leaving the old one', async () => {
    await fs.writeFile(path.join(slot.dir, 'old.png'), 'old');
    const upload = await ImageUpload.receive(slot, await photo(), 'photo');
    await expect(upload.saving(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await files()).toEqual(['old.png']);
  });

  it('keeps the current file for nothing or its own name, accepts the slot names, refuses other text', async () => {
    const keep = (value: string | null) => ImageUpload.receive(slot, value, 'photo');
    const errors: FieldError[] = [];
    expect((await keep(null)).fileFor('a.png', errors)).toBe('a.png');
    expect((await keep(' a.png ')).fileFor('a.png', errors)).toBe('a.png');
    expect((await keep('default.jpg')).fileFor('a.png', errors)).toBe('default.jpg');
    expect(errors).toEqual([]);
    expect((await keep('https://example.org/x.png')).fileFor('a.png', errors)).toBe('a.png');
    expect(errors).toEqual([{ field: 'photo', key: 'images.invalid' }]);
  });

  it('gives a refused image’s errors under the caller’s field name, storing nothing', async () => {
    const upload = await ImageUpload.receive(slot, 'data:image/png;base64,bm8gaW1hZ2U=', 'poster');
    const errors: FieldError[] = [];
    expect(upload.fileFor(null, errors)).toBeNull();
    expect(errors).toEqual([{ field: 'poster', key: 'images.invalid' }]);
    expect(await files()).toEqual([]);
  });
});

describe('decodes at once', () => {
  it('runs two, queues a few in order, and refuses the rest with a try-again error', async () => {
    let entered = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    decoding.hold = () => {
      entered++;
      return released;
    };
    const image = await photo();
    const admitted = DECODES.running + DECODES.waiting;
    const uploads = Array.from({ length: admitted }, () => ImageUpload.receive(slot, image, 'photo'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entered).toBe(DECODES.running);
    const refused = await ImageUpload.receive(slot, image, 'photo');
    const errors: FieldError[] = [];
    expect(refused.stored).toBeNull();
    expect(refused.fileFor('a.png', errors)).toBe('a.png');
    expect(errors).toEqual([{ field: 'photo', key: 'images.busy' }]);
    release();
    const done = await Promise.all(uploads);
    expect(entered).toBe(admitted);
    expect(done.every((upload) => upload.stored)).toBe(true);
    expect(await files()).toHaveLength(admitted);
    // Every slot was given back: a new upload decodes at once.
    expect((await ImageUpload.receive(slot, image, 'photo')).stored).toBeTruthy();
  });
});
