import type { AddressInfo } from 'node:net';
import express from 'express';
import { DomainError } from '../modules/common/domain-error';
import type { SendFile } from '../modules/common/file-stream';
import { fileRoute, type FileRouteOptions } from './file-route';
import type { RestDeps } from './respond';

// The kit over a real express server; the caller is anonymous, so the doors' session lookup and
// the database are not needed: the handler decides what each download does.
const logged: string[] = [];
const deps = {
  orm: { em: { fork: () => ({}) } },
  services: { auth: { authenticate: async () => null } },
  log: (line: string) => logged.push(line),
} as unknown as RestDeps;

async function download(write: (send: SendFile) => Promise<void>, options: Partial<FileRouteOptions> = {}) {
  const app = express();
  app.get(
    '/file',
    fileRoute(deps, (_ctx, _req, send) => write(send), { tag: 'test', ...options }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/file`).catch((error: Error) => error);
    if (response instanceof Error) return { dropped: true as const };
    return { response, text: await response.text().catch(() => 'cut short') };
  } finally {
    server.close();
  }
}

const busy = () => new DomainError('SERVICE_UNAVAILABLE', 'reports.busy', { retryAfterSeconds: 7 });

describe('a file route', () => {
  it('answers the file with its name twice and no cache', async () => {
    const answer = await download((send) => send({ name: 'Año 2026.csv', type: 'text/csv', body: 'a;b' }));
    if ('dropped' in answer) throw new Error('the download was dropped');
    expect(answer.response.headers.get('content-disposition')).toBe(
      `attachment; filename="Ano 2026.csv"; filename*=UTF-8''A%C3%B1o%202026.csv`,
    );
    expect(answer.response.headers.get('cache-control')).toBe('no-store');
    expect(answer.text).toBe('a;b');
  });

  it('answers a refusal before the file as every call does, busy with Retry-After', async () => {
    const answer = await download(async () => {
      throw busy();
    });
    if ('dropped' in answer) throw new Error('the refusal was dropped');
    expect(answer.response.status).toBe(503);
    expect(answer.response.headers.get('retry-after')).toBe('7');
    expect(JSON.parse(answer.text)).toMatchObject({ estado: 1 });
  });

  it('still answers the refusal when the writer fails before its first byte, without the file headers', async () => {
    const answer = await download((send) =>
      send({
        name: 'informe.xlsx',
        type: 'application/octet-stream',
        headers: { 'X-Total-Count': '3' },
        write: async () => {
          throw busy();
        },
      }),
    );
    if ('dropped' in answer) throw new Error('the refusal was dropped');
    expect(answer.response.status).toBe(503);
    expect(answer.response.headers.get('content-disposition')).toBeNull();
    expect(answer.response.headers.get('x-total-count')).toBeNull();
    expect(answer.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toMatchObject({ estado: 1 });
  });

  it('cuts the download short when the writer fails once bytes went out, and logs it', async () => {
    logged.length = 0;
    const answer = await download((send) =>
      send({
        name: 'informe.csv',
        type: 'text/csv',
        write: async (out) => {
          out.write('first row\n');
          await new Promise((resolve) => setTimeout(resolve, 50));
          throw new Error('the cursor broke');
        },
      }),
    );
    if (!('dropped' in answer)) expect(answer.text).not.toMatch(/estado/);
    expect(logged.join('\n')).toMatch(/\[test\] download cut short: Error: the cursor broke/);
  });
});
