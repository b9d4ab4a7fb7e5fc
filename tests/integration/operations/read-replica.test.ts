import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcrypt';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { loadConfig, type Config } from '../../../graph/src/config';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../../graph/src/database/embedded';
import type { ReaderState } from '../../../graph/src/database/reader';
import {
  PRIMARY_SETTINGS,
  startStandby,
  waitForReplay,
  type Standby,
} from '../../../graph/src/database/standby';
import { startServer } from '../../../graph/src/start';
import { DEMO_PASSWORD, TEMPLATE_DATABASE, TEST_DEMO_MEMBERS } from '../../support/constants';
import { freePort } from '../../support/free-port';
import { buildTemplate } from '../../support/template-database';
import { clientOf, type TestServer } from '../../support/test-server';
import { signInAll, type Role } from '../members/members-support';
import { custom, holdTable, where } from '../reports/reports-support';

// Issue 29: reports, exports and the public pages read from a hot standby when DATABASE_READ_URL
// names one (ADR 0025). This file starts its own primary (the suite's server writes no WAL a
// standby could follow safely) and a real streaming standby of it (graph/src/database/standby.ts),
// and tells which one answered by pausing the standby's replay: what the primary has since
// written, the standby does not show.

let dir: string;
let primary: EmbeddedServer;
let standby: Standby;
const primaryUrl = () => primary.url(TEMPLATE_DATABASE);
const standbyUrl = () => standby.url(TEMPLATE_DATABASE);

async function onStandby(statement: string): Promise<void> {
  const client = new Client({ connectionString: standbyUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Waits for a state the test brought about (replay paused, a probe seeing it): not a speed claim. */
async function until(what: string, done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pauseReplay = async () => {
  await onStandby('select pg_wal_replay_pause()');
  await until('replay paused', async () => {
    const client = new Client({ connectionString: standbyUrl() });
    await client.connect();
    const { rows } = await client.query(`select pg_get_wal_replay_pause_state() = 'paused' as paused`);
    await client.end();
    return rows[0].paused;
  });
};
/** Resolves once `ms` have passed: how long the test lets a request hang, not a claim about speed. */
const hung = (ms: number) => new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms).unref());

const resumeReplay = () => onStandby('select pg_wal_replay_resume()');

type App = { t: TestServer; tokens: Record<Role, string>; log: string[]; state: () => ReaderState };

/** The API over the primary, with the standby as its reader within `maxLagMs`, once it is `first`. */
async function openApp(maxLagMs: number, first: ReaderState = 'fresh'): Promise<App> {
  const log: string[] = [];
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    databaseUrl: primaryUrl(),
    port: 0,
    seedDemo: false,
    databaseRead: { url: standbyUrl(), poolSize: 4, statementTimeoutMs: 30_000, maxLagMs, probeMs: 50 },
  };
  const server = await startServer(config, (line) => log.push(line));
  const t = await clientOf(server, primaryUrl());
  const state = () => server.db.reader!.state;
  await until(`the reader ${first}`, () => state() === first);
  return { t, tokens: await signInAll(t), log, state };
}

/** Members the report finds with this first name. */
async function reported(app: App, name: string): Promise<number> {
  const answer = await custom(app.t, app.tokens.admin, {
    vista: 'asociados',
    campos: ['nombre'],
    filtros: where(['nombre', '=', name]),
  });
  expect(answer.estado).toBe(0);
  return answer.res.nTot;
}

/** Rows of the export (xlsx) of the members with this first name. */
async function exported(app: App, name: string): Promise<number> {
  const response = await fetch(`${app.t.url}/v1/listado/custom?excel=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: app.tokens.admin },
    body: JSON.stringify({ vista: 'asociados', campos: ['nombre'], filtros: where(['nombre', '=', name]) }),
  });
  expect(response.headers.get('content-type')).toMatch(/spreadsheet/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  return book.getWorksheet('Documento')!.actualRowCount - 1;
}

/** Every cell of the technical commission's file of dan requests, as one text. */
async function commissionFile(app: App): Promise<string> {
  const response = await fetch(`${app.t.url}/v1/grados/descargar_doc_danes`, {
    method: 'POST',
    headers: { authorization: app.tokens.admin },
  });
  expect(response.headers.get('content-type')).toMatch(/spreadsheet/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  return JSON.stringify(book.worksheets.map((sheet) => sheet.getSheetValues()));
}

/** The enrolment list (xlsx) of a course that has enrolments, downloaded by the national administrator. */
async function courseFile(app: App): Promise<string> {
  const [{ course }] = await app.t.sql<{ course: number }>('select min(cf_curso) as course from inscripcion');
  const response = await fetch(`${app.t.url}/v1/cursos/descargar_alumnosExcel?curso=${course}`, {
    method: 'POST',
    headers: { authorization: app.tokens.admin },
  });
  expect(response.headers.get('content-type')).toMatch(/spreadsheet/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  return JSON.stringify(book.worksheets.map((sheet) => sheet.getSheetValues()));
}

/** The visible dojos the public map counts. */
async function mapped(app: App): Promise<number> {
  const answer = await app.t.graphql<{ publicDojoPlaces: { count: number }[] }>(
    '{ publicDojoPlaces { count } }',
  );
  return answer.data!.publicDojoPlaces.reduce((sum, place) => sum + place.count, 0);
}

/** A member renamed straight on the primary; answers its id. */
async function rename(app: App, name: string): Promise<number> {
  const [{ id }] = await app.t.sql<{ id: number }>(
    `update asociado set nombre = $1
      where id_aso = (select min(id_aso) from asociado where nombre <> all($2)) returning id_aso as id`,
    [name, ['Replicada', 'Rezagada', 'Huerfana', 'Comisionada', 'Matriculada']],
  );
  return id;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-replica-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, which must reach its folders.
  fs.chmodSync(dir, 0o755);
  primary = await startEmbeddedPostgres(
    path.join(dir, 'primary', 'data'),
    await freePort(),
    undefined,
    PRIMARY_SETTINGS,
  );
  await buildTemplate(primary.url('postgres'), {
    members: TEST_DEMO_MEMBERS,
    passwordHash: await bcrypt.hash(DEMO_PASSWORD, 4),
  });
  standby = await startStandby(primary.url('postgres'), path.join(dir, 'standby', 'data'), await freePort());
  await waitForReplay(primaryUrl(), standbyUrl());
}, 180_000);

afterAll(async () => {
  await standby?.stop();
  await primary?.stop();
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

describe('reports, exports and public pages on a read replica', () => {
  let app: App;
  beforeAll(async () => {
    // A bound no test reaches: whatever the standby shows, it shows.
    app = await openApp(600_000);
  }, 120_000);
  afterAll(() => app?.t.close());

  it('serves them from the standby, while the member read after a write comes from the primary', async () => {
    const visible = await mapped(app);
    await pauseReplay();
    // A member with a dan request the commission weighs, renamed.
    await app.t.sql(
      `update asociado set nombre = 'Comisionada' where id_aso = (select min(g.cf_asociado)
         from grado g join cinturon c on c.idcinturon = g.cf_cinturon where g.estado < 0 and c.valor >= 0)`,
    );
    const id = await rename(app, 'Replicada');
    await app.t.sql(
      `update dojo set visible = false where id_dojo = (select min(id_dojo) from dojo where visible)`,
    );

    expect(await reported(app, 'Replicada')).toBe(0);
    expect(await exported(app, 'Replicada')).toBe(0);
    expect(await mapped(app)).toBe(visible);
    expect(await commissionFile(app)).not.toContain('Comisionada');
    // A course's file shows every commit made before it, the organiser's own: the standby has
    // not replayed the rename, so it comes from the primary.
    await app.t.sql(
      `update asociado set nombre = 'Matriculada'
        where id_aso = (select min(cf_asociado) from inscripcion
                         where cf_curso = (select min(cf_curso) from inscripcion))`,
    );
    expect(await courseFile(app)).toContain('Matriculada');
    const member = await app.t.graphql<{ member: { firstName: string } }>(
      'query ($id: Int) { member(id: $id) { firstName } }',
      { id },
      { token: app.tokens.admin },
    );
    expect(member.data?.member.firstName).toBe('Replicada');

    // The primary busy: its fee batches locked against every read (the session check reads none
    // of them). The standby, not replaying, holds no such lock, and the report over them answers.
    const hold = await holdTable(app.t, 'remesa');
    try {
      const batches = custom(app.t, app.tokens.admin, {
        vista: 'remesas',
        campos: [],
        agregaciones: ['dojo'],
      });
      expect(await Promise.race([batches.then((answer) => answer.estado), hung(20_000)])).toBe(0);
    } finally {
      await hold.release();
    }

    await resumeReplay();
    await waitForReplay(primaryUrl(), standbyUrl());
    expect(await reported(app, 'Replicada')).toBe(1);
    expect(await mapped(app)).toBe(visible - 1);
    expect(await commissionFile(app)).toContain('Comisionada');
  }, 120_000);

  it('answers from the primary while the standby is stopped, and from the standby once it is back', async () => {
    await standby.stop();
    // The first report may still find the reader fresh: it fails over before it begins.
    await rename(app, 'Huerfana');
    expect(await reported(app, 'Huerfana')).toBe(1);
    expect(await exported(app, 'Huerfana')).toBe(1);
    await until('the probe seeing the standby away', () => app.state() === 'away');
    expect(app.log.join('\n')).toMatch(/\[reader\] the standby (does not answer|failed a read)/);
    expect(await reported(app, 'Huerfana')).toBe(1);
    // A server started meanwhile starts all the same, and reads from the primary.
    const late = await openApp(600_000, 'away');
    try {
      expect(await reported(late, 'Huerfana')).toBe(1);
    } finally {
      await late.t.close();
    }

    await standby.restart();
    await until('the standby back in use', () => app.state() === 'fresh');
    await pauseReplay();
    await rename(app, 'Rezagada');
    expect(await reported(app, 'Rezagada')).toBe(0);
    await resumeReplay();
  }, 120_000);
});

describe('a standby further behind than the bound', () => {
  it('is left: reports read from the primary until it catches up', async () => {
    // Any lag is too much for this server: replay paused under a write puts it past the bound.
    const app = await openApp(0);
    try {
      await pauseReplay();
      await rename(app, 'Rezagada');
      await until('the probe seeing the standby behind', () => app.state() === 'behind');
      expect(app.log.join('\n')).toMatch(/\[reader\] the standby is .* behind \(bound 0 s\)/);
      expect(await reported(app, 'Rezagada')).toBe(2);
      expect(await exported(app, 'Rezagada')).toBe(2);

      await resumeReplay();
      await until('the standby caught up', () => app.state() === 'fresh');
      expect(await reported(app, 'Rezagada')).toBe(2);
    } finally {
      await resumeReplay().catch(() => undefined);
      await app.t.close();
    }
  }, 120_000);
});
