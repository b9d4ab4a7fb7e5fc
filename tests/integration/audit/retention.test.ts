import { loadConfig, type Config } from '../../../graph/src/config';
import { MODULES } from '../../../graph/src/modules';
import {
  RETENTION_DEFAULTS,
  RETENTION_LOCK,
  RetentionJob,
  retentionPolicies,
  type RetentionOptions,
} from '../../../graph/src/modules/common/retention';
import { startServer } from '../../../graph/src/start';
import { serveFromThisProcess, startTestServer, type TestServer } from '../../support/test-server';

// t.server.db.orm is the server's ORM: its server runs in this process.
serveFromThisProcess();

// Issue 26 (item 5): the audit log and the contact messages are kept AUDIT_RETENTION_DAYS and
// CONTACT_RETENTION_DAYS, then deleted by a job, against the real database: in bounded batches,
// one process at a time, never waiting long on a lock.

let t: TestServer;
const off = { auditDays: 0, contactDays: 0 };
beforeAll(async () => {
  // The server's own job stays off: each test runs a job of its own over rows it placed.
  t = await startTestServer({ retention: off });
});
afterAll(() => t.close());

let tag = 0;
/** Audit entries and contact messages of a test, `ages` days old each, named by the test's tag. */
async function place(table: 'auditoria' | 'mensaje_contacto', ages: number[]): Promise<string> {
  tag += 1;
  const name = `retencion-${tag}`;
  for (const age of ages)
    if (table === 'auditoria')
      await t.sql(
        `insert into auditoria (momento, accion, tabla, id_registro) values (now() - make_interval(days => $1), 'cambio', 'asociado', $2)`,
        [age, name],
      );
    else
      await t.sql(
        `insert into mensaje_contacto (fecha, nombre, email, mensaje) values (now() - make_interval(days => $1), 'Ana', 'ana@correo.test', $2)`,
        [age, name],
      );
  return name;
}

const ageOf = (table: 'auditoria' | 'mensaje_contacto', name: string) =>
  t
    .sql<{ days: number }>(
      table === 'auditoria'
        ? `select extract(day from now() - momento)::int as days from auditoria where id_registro = $1 order by 1`
        : `select extract(day from now() - fecha)::int as days from mensaje_contacto where mensaje = $1 order by 1`,
      [name],
    )
    .then((rows) => rows.map((r) => r.days));

function job(retention: Config['retention'], options: Partial<RetentionOptions> = {}) {
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), retention };
  return new RetentionJob(t.server.db.orm, retentionPolicies(MODULES, config), () => undefined, {
    ...RETENTION_DEFAULTS,
    ...options,
  });
}

describe('the retention job', () => {
  it('deletes what is older than each retention, batch after batch, and keeps the rest', async () => {
    const audit = await place('auditoria', [400, 200, 45, 31, 31, 31, 31, 29, 2]);
    const messages = await place('mensaje_contacto', [400, 11, 11, 11, 11, 9]);
    const [{ old_audit, old_messages }] = await t.sql(
      `select (select count(*)::int from auditoria where momento < now() - interval '30 days') as old_audit,
              (select count(*)::int from mensaje_contacto where fecha < now() - interval '10 days') as old_messages`,
    );
    const run = await job({ auditDays: 30, contactDays: 10 }, { batchSize: 2 }).runOnce();
    expect(run).toEqual({
      skipped: false,
      // The gateway's notifications follow the audit log's retention (none old here).
      deleted: { auditoria: old_audit, mensaje_contacto: old_messages, pago_notificacion: 0 },
    });
    expect(await ageOf('auditoria', audit)).toEqual([2, 29]);
    expect(await ageOf('mensaje_contacto', messages)).toEqual([9]);
  });

  it('keeps everything for ever with a retention of 0', async () => {
    const audit = await place('auditoria', [5000, 800]);
    const messages = await place('mensaje_contacto', [5000]);
    expect(await job(off).runOnce()).toEqual({ skipped: false, deleted: {} });
    const audits = job({ auditDays: 0, contactDays: 4000 });
    expect((await audits.runOnce()).deleted).toEqual({ mensaje_contacto: expect.any(Number) });
    expect(await ageOf('auditoria', audit)).toEqual([800, 5000]);
    expect(await ageOf('mensaje_contacto', messages)).toEqual([]);
  });

  it('leaves the work to the process already doing it', async () => {
    const audit = await place('auditoria', [100]);
    await t.sql('select pg_advisory_lock(hashtextextended($1, 0))', [RETENTION_LOCK]);
    try {
      const skipped = await job({ auditDays: 30, contactDays: 0 }).runOnce();
      expect(skipped.skipped).toBe(true);
      expect(Object.values(skipped.deleted).every((n) => n === 0)).toBe(true);
      expect(await ageOf('auditoria', audit)).toEqual([100]);
    } finally {
      await t.sql('select pg_advisory_unlock(hashtextextended($1, 0))', [RETENTION_LOCK]);
    }
    await job({ auditDays: 30, contactDays: 0 }).runOnce();
    expect(await ageOf('auditoria', audit)).toEqual([]);
  });

  it('gives a batch up rather than wait on a row someone holds, and deletes it on a later run', async () => {
    const messages = await place('mensaje_contacto', [100]);
    await t.sql('begin');
    try {
      await t.sql('select 1 from mensaje_contacto where mensaje = $1 for update', [messages]);
      const waiting = job({ auditDays: 0, contactDays: 30 }, { statementTimeoutMs: 300 }).runOnce();
      await expect(waiting).rejects.toThrow(/canceling statement due to (lock|statement) timeout/);
    } finally {
      await t.sql('rollback');
    }
    expect(await ageOf('mensaje_contacto', messages)).toEqual([100]);
    await job({ auditDays: 0, contactDays: 30 }).runOnce();
    expect(await ageOf('mensaje_contacto', messages)).toEqual([]);
  });

  it('runs when a server starts', async () => {
    const audit = await place('auditoria', [40, 3]);
    const messages = await place('mensaje_contacto', [40, 3]);
    const second = await startServer(
      {
        ...loadConfig({ NODE_ENV: 'test' }),
        databaseUrl: t.server.db.url,
        port: 0,
        seedDemo: false,
        retention: { auditDays: 30, contactDays: 30 },
      },
      () => undefined,
    );
    try {
      // The first run starts with the server and goes on beside it: wait for its outcome.
      const left = async () =>
        (await ageOf('auditoria', audit)).length + (await ageOf('mensaje_contacto', messages)).length;
      for (let i = 0; i < 200 && (await left()) > 2; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await ageOf('auditoria', audit)).toEqual([3]);
      expect(await ageOf('mensaje_contacto', messages)).toEqual([3]);
    } finally {
      await second.close();
    }
  });
});
