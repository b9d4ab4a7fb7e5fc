import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../support/test-server';
import { signInAll } from './members-support';

// The personal-data PDF of a long history (issue 26, item 3): drawn while the server goes on
// answering others, and each section printing its newest 200 entries and saying how many more the
// JSON export holds.

let t: TestServer;
let tokens: Record<'admin' | 'asoc' | 'dojo' | 'miembro', string>;
let memberId: number;
beforeAll(async () => {
  t = await startTestServer();
  tokens = await signInAll(t);
  [{ id_aso: memberId }] = await t.sql(`select id_aso from asociado where mail = 'miembro@demo.federa'`);
});
afterAll(() => t.close());

/**
 * Saves of their own record, as the audit log keeps them: each the record before and after, the
 * newest last. `notes` fills each with a long note, as a member's own may be.
 */
async function addSaves(count: number, notes = false): Promise<void> {
  await t.sql(
    `insert into auditoria (id_autor, accion, tabla, id_registro, antes, despues)
     select $1::int, 'cambio', 'asociado', $1::int::text,
            jsonb_build_object('domicilio', 'Calle ' || n, 'obs', case when $3::boolean then repeat('nota' || n, 100) end),
            jsonb_build_object('domicilio', 'Calle ' || n || 'B')
     from generate_series(1, $2::int) n`,
    [memberId, count, notes],
  );
}

const historyCount = async (column: 'id_registro' | 'id_autor'): Promise<number> => {
  const where =
    column === 'id_registro' ? `tabla = 'asociado' and id_registro = $1::text` : 'id_autor = $1::int';
  const [{ n }] = await t.sql(`select count(*)::int as n from auditoria where ${where}`, [memberId]);
  return n as number;
};

const pdfUrl = (lang: string) =>
  `${t.url}/v1/asociados/datosPersonales?id=${memberId}&formato=pdf&lang=${lang}`;

function textOf(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-pdf-'));
  try {
    const file = path.join(dir, 'data.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { maxBuffer: 64 * 1024 * 1024 }).toString();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('prints the newest 200 entries of a section and says how many more the JSON export holds', async () => {
  await addSaves(450);
  const history = await historyCount('id_registro');
  const actions = await historyCount('id_autor');
  expect(history).toBeLessThanOrEqual(1000);
  const response = await fetch(pdfUrl('en'), { headers: { authorization: tokens.miembro } });
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const text = textOf(Buffer.from(await response.arrayBuffer()));
  expect(text).toContain('Personal data of Pablo');
  expect(text).toContain(`And ${history - 200} more: see the JSON export.`);
  expect(text).toContain(`And ${actions - 200} more: see the JSON export.`);
  // The newest are those printed: the last save is there, the 250th is not.
  expect(text).toContain('Calle 450B');
  expect(text).toContain('Calle 251B');
  expect(text).not.toContain('Calle 250B');

  const spanish = textOf(
    Buffer.from(
      await (await fetch(pdfUrl('es'), { headers: { authorization: tokens.miembro } })).arrayBuffer(),
    ),
  );
  expect(spanish).toContain(`Y ${history - 200} más: véanse en la exportación JSON.`);
});

it('goes on answering other requests while a large history is drawn', async () => {
  await addSaves(1200, true);
  const [{ now: start }] = await t.sql('select clock_timestamp() as now');
  const order: string[] = [];
  const pdf = fetch(pdfUrl('fr'), { headers: { authorization: tokens.miembro } }).then((response) => {
    order.push('pdf');
    return response;
  });
  // The export's last statement (the caller's own actions in the audit log) has answered: from
  // here the server draws. Drawn on the request thread, nothing else is answered until the file
  // is sent; the requests below are then answered after it.
  for (;;) {
    const done = await t.sql(
      `select 1 from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'
         and state_change > $1 and query ilike '%from auditoria where id_autor%'`,
      [start],
    );
    if (done.length) break;
  }
  const health = fetch(`${t.url}/healthz`).then((response) => {
    order.push('healthz');
    return response;
  });
  const me = t.graphql<{ me: { id: number } }>('{ me { id } }', {}, { token: tokens.dojo }).then((answer) => {
    order.push('me');
    return answer;
  });
  expect((await health).status).toBe(200);
  expect((await me).data?.me.id).toEqual(expect.any(Number));
  const response = await pdf;
  expect(order.indexOf('pdf')).toBe(2);

  const text = textOf(Buffer.from(await response.arrayBuffer()));
  expect(text).toContain("Et plus de 800 non imprimés : l'export JSON contient les 1000 plus récents.");
});
