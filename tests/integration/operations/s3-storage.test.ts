import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import S3rver from 's3rver';
import { freePort } from '../../support/free-port';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';
import { dojoApi, freshDojo, storedDojo } from '../dojos/api';

// Uploaded images in an S3-compatible bucket (S3_BUCKET): what one replica stores, another
// serves, and nothing is left on the local disk. s3rver speaks S3's protocol over HTTP here; in
// production it is MinIO (docker/compose.yml) or S3 itself.

const BUCKET = 'federa-files';
let bucketDir: string;
let uploads: string;
let s3: S3rver;
let endpoint: string;
let a: TestServer;
let b: ServerProcess;
let client: S3Client;

beforeAll(async () => {
  bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-s3-'));
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-s3-local-'));
  // A fixed port: the last test stops the bucket's server and starts it again on the same one.
  s3 = new S3rver({
    port: await freePort(),
    address: '127.0.0.1',
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  const settings = {
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'site/',
  };
  a = await startTestServer({ s3: settings, uploadsDir: uploads });
  b = await startServerProcess({ s3: settings, databaseUrl: a.server.db.url });
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
  client?.destroy();
  for (const dir of [bucketDir, uploads]) fs.rmSync(dir, { recursive: true, force: true });
});

const keys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key).sort();
const logo = async (size: number) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: size, height: size, channels: 3, background: '#c33' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

it('stores a logo in the bucket, serves it from either replica, and removes the one it replaces', async () => {
  const token = await signIn(a, 'admin@demo.federa');
  const api = dojoApi(a, 'rest', token);
  const added = await api.add(freshDojo({ avatar: await logo(300) }));
  expect(added.ok).toBe(true);
  const { avatar } = await storedDojo(a, added.value!);
  expect(await keys()).toEqual([`site/dojo/${avatar}`]);
  const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `site/dojo/${avatar}` }));
  expect(object.ContentType).toBe('image/png');

  for (const base of [a.url, b.url]) {
    const served = await fetch(`${base}/dojo/${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 300, height: 300 });
  }

  const values = freshDojo({ nombre: 'Dojo del cubo' });
  expect((await api.edit(added.value!, { ...values, avatar: await logo(200) })).ok).toBe(true);
  const { avatar: replacement } = await storedDojo(a, added.value!);
  expect(replacement).not.toBe(avatar);
  expect(await keys()).toEqual([`site/dojo/${replacement}`]);
  expect((await fetch(`${b.url}/dojo/${avatar}`)).status).toBe(404);
  // Nothing went to the local folder.
  expect(fs.readdirSync(uploads)).toEqual([]);
});

it('answers 404 for a name it never gave, and never reads outside its folder', async () => {
  for (const name of ['nada.png', '..%2Fdojo%2Fx.png', '.hidden', 'a'.repeat(150)])
    expect((await fetch(`${a.url}/dojo/${name}`)).status).toBe(404);
  expect((await fetch(`${a.url}/avatars/default.jpg`)).headers.get('content-type')).toBe('image/jpeg');
});

it('says the save failed, and stores nothing, while the bucket cannot be reached', async () => {
  const token = await signIn(a, 'admin@demo.federa');
  const before = await keys();
  await s3.close();
  try {
    const values = freshDojo({ avatar: await logo(120) });
    const failed = await dojoApi(a, 'rest', token).add(values);
    expect(failed.ok).toBe(false);
    expect(JSON.stringify(failed)).toContain('No se pudo guardar la imagen.');
    const [{ n }] = await a.sql('select count(*)::int as n from dojo where nombre = $1', [values.nombre]);
    expect(n).toBe(0);
  } finally {
    await s3.run();
  }
  expect(await keys()).toEqual(before);
});
