import net from 'node:net';
import { loadConfig } from '../../../graph/src/config';
import { startTestServer, type TestServer } from '../../support/test-server';
import { signInAll, type Role } from '../members/members-support';

// A download whose client stops reading held its report slot, and its pooled connection in an
// open transaction, for as long as the client kept the socket open: two such downloads of two
// administrators took every report slot of the federation for good; one read a trickle at a time
// held them for hours. An export the client takes nothing of for `exportStallMs`, or still going
// after `exportMaxMs`, is cut, and its slot and connection go back.

const REPORTS = loadConfig({ NODE_ENV: 'test' }).reports;
const GROUPED_REST = { vista: 'remesas', campos: [], agregaciones: ['dojo'] };
const GROUPED = '{ report(input: {view: "remesas", fields: [], groupBy: ["dojo"]}) { total } }';
/** Far more than the socket buffers of both ends hold: the CSV is megabytes. */
const MEMBERS = 30_000;
const LONG = `repeat('Ñ', 48)`;

let t: TestServer;
let tokens: Record<Role, string>;

/** One report at a time, nobody waiting: whoever holds the slot shuts every other report out. */
async function openServer(download: { exportStallMs: number; exportMaxMs: number }) {
  t = await startTestServer({
    reports: { ...REPORTS, atOnce: 1, perCaller: 1, waiting: 0, waitingPerCaller: 0, ...download },
  });
  tokens = await signInAll(t);
  await t.sql(
    `insert into asociado (dni, nombre, apellido, ciudad, provincia, fecha_nacimiento, cf_dojo, cf_asoc)
     select 'STALL' || n, ${LONG}, 'Atascado ' || n, ${LONG}, ${LONG}, date '1980-01-01', 1, 1
       from generate_series(1, ${MEMBERS}) n`,
  );
}

/**
 * An export asked over a raw socket; its answer is read only as `read` lets it. Resolves at its
 * first byte: from then on the export holds the slot, and the timers that cut it are running.
 */
async function exportOver(token: string, read: (socket: net.Socket) => void): Promise<net.Socket> {
  const body = JSON.stringify({ vista: 'asociados', campos: ['nombre', 'apellido', 'ciudad', 'provincia'] });
  const { port } = new URL(t.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.write(
    [
      'POST /v1/listado/custom?excel=true HTTP/1.1',
      'Host: localhost',
      `Authorization: ${token}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n'),
  );
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('data', () => {
      socket.pause();
      resolve();
    });
    socket.once('close', () => reject(new Error('the export ended before its first byte')));
  });
  read(socket);
  return socket;
}

/** Never read again. */
const stalled = () => undefined;
/** A chunk a second: the download takes minutes, and each drain still comes. */
const trickle = (socket: net.Socket) => {
  socket.on('data', () => {
    socket.pause();
    setTimeout(() => socket.resume(), 1000).unref();
  });
  socket.resume();
};

/** The REST door's answer to another administrator's report, asked until `until` holds or it gives up. */
async function askUntil(until: (status: number) => boolean): Promise<number | 'gave up'> {
  for (let i = 0; i < 150; i++) {
    const answer = await t.rest('POST', '/listado/custom', { token: tokens.asoc, body: GROUPED_REST });
    if (until(answer.status)) return answer.status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return 'gave up';
}

/** While `socket`'s export holds the only slot, and once it is cut: what both doors answer. */
async function slotHeldThenFreed(socket: net.Socket): Promise<void> {
  try {
    // The export holds the only slot: the others are told to come back, in their language.
    expect(await askUntil((status) => status === 503)).toBe(503);
    const busy = await t.graphql(GROUPED, {}, { token: tokens.dojo });
    expect(busy.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    // Its client takes nothing more: the export is cut and the slot free again.
    expect(await askUntil((status) => status === 200)).toBe(200);
    const rest = await t.rest('POST', '/listado/custom', { token: tokens.asoc, body: GROUPED_REST });
    expect(rest.body.estado).toBe(0);
    const graphql = await t.graphql<{ report: { total: number } }>(GROUPED, {}, { token: tokens.dojo });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data?.report.total).toBeGreaterThan(0);
    // And its connection: no transaction is left open, idle, for the stalled client.
    const [{ n }] = await t.sql<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'idle in transaction'`,
    );
    expect(n).toBe(0);
  } finally {
    socket.destroy();
  }
}

describe('a download nobody reads', () => {
  beforeAll(() => openServer({ exportStallMs: 3000, exportMaxMs: REPORTS.exportMaxMs }), 120_000);
  afterAll(() => t.close());

  it('is cut, and its slot goes back to both doors', async () => {
    await slotHeldThenFreed(await exportOver(tokens.admin, stalled));
  }, 90_000);
});

describe('a download read a trickle at a time', () => {
  // Long enough that a slow machine still asks while the slot is held.
  beforeAll(() => openServer({ exportStallMs: REPORTS.exportStallMs, exportMaxMs: 5000 }), 120_000);
  afterAll(() => t.close());

  it('is cut once it has lasted its time, and its slot goes back to both doors', async () => {
    const socket = await exportOver(tokens.admin, trickle);
    await slotHeldThenFreed(socket);
  }, 90_000);
});
