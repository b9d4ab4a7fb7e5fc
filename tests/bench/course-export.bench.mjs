// The enrolment exports of a course with 2,000 enrolled members (issue 12): each of the four files
// (the list and the complete list as xlsx, the sheet to sign as PDF and as xlsx) downloaded by the
// national administrator, one at a time, timed, with the server's memory sampled meanwhile (the
// server runs in this process, so the heap figures are its own plus this script's). Nothing here
// asserts a time: it prints figures.
//
//   npm run build -w graph && node tests/bench/course-export.bench.mjs [--members 10000] [--enrolled 2000] [--runs 5]
//
// Uses the database federa_bench, or --database NAME, on DATABASE_URL's server or the embedded
// PostgreSQL of FEDERA_DATA_DIR; generated there when it holds fewer members than asked (10,000 by
// default: enough people to enrol, quick to make). The bench course (found by its title) is made
// again on each run, with `--enrolled` members of the database enrolled in its sessions.
import ExcelJS from 'exceljs';
import { openBenchDatabase, option, startBenchServer } from './bench-support.mjs';

const MEMBERS = option('--members', 10_000);
const ENROLLED = option('--enrolled', 2_000);
const RUNS = option('--runs', 5);
const TITLE = 'Curso del banco de pruebas (exportaciones)';

const { base, db, sql } = await openBenchDatabase(MEMBERS);

// The course, its sessions (three and an event), and the enrolments, remade each run.
await sql('delete from inscripcion where cf_curso in (select id_curso from curso where titulo = $1)', [
  TITLE,
]);
await sql('delete from curso where titulo = $1', [TITLE]);
const [{ id: courseId }] = await sql(
  `insert into curso (titulo, ciudad, obs, act_clau, clau, cf_organiz, cf_val_admi)
   values ($1, 'Zaragoza', 'Curso para medir las exportaciones.', true, 'Acepto', 1,
           (select id_aso from asociado where es_admin order by id_aso limit 1))
   returning id_curso as id`,
  [TITLE],
);
await sql(
  `insert into curso_sesion (cf_curso, fecha, hora_ini, hora_fin, descripcion, tipo) values
     ($1, current_date + 30, '10:00', '13:00', 'Sesión de mañana', 'S'),
     ($1, current_date + 30, '17:00', '20:00', 'Sesión de tarde', 'S'),
     ($1, current_date + 31, '10:00', '13:00', 'Sesión de clausura', 'S'),
     ($1, current_date + 30, '21:30', '23:30', 'Cena del curso', 'E')`,
  [courseId],
);
await sql(
  `insert into inscripcion (cf_curso, cf_asociado, pagado, asistencia, clausula_aceptada)
   select $1, id_aso, id_aso % 3 = 0, id_aso % 4 = 0, true from asociado where activo order by id_aso limit $2`,
  [courseId, ENROLLED],
);
await sql(
  `insert into inscripcion_sesion (cf_inscripcion, cf_sesion, nasisevento, asistencia, pagado)
   select i.id_inscripcion, s.id_ses, case when s.tipo = 'E' then 1 + i.cf_asociado % 3 else 1 end,
          i.asistencia, i.pagado
   from inscripcion i join curso_sesion s on s.cf_curso = i.cf_curso
   where i.cf_curso = $1 and (s.tipo = 'S' or i.cf_asociado % 2 = 0)`,
  [courseId],
);
const [{ n: enrolled }] = await sql('select count(*)::int as n from inscripcion where cf_curso = $1', [
  courseId,
]);
await sql('analyze inscripcion; analyze inscripcion_sesion');

const { server, token } = await startBenchServer(base, db);

/** One download: its time, its size, and the heap's and RSS's peaks above where they started. */
async function download(call) {
  global.gc?.();
  const start = process.memoryUsage();
  let heapPeak = start.heapUsed;
  let rssPeak = start.rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    heapPeak = Math.max(heapPeak, now.heapUsed);
    rssPeak = Math.max(rssPeak, now.rss);
  }, 5);
  const started = performance.now();
  const response = await fetch(`${server.url}/v1/cursos/${call}?curso=${courseId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const type = response.headers.get('content-type') ?? '';
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (type.includes('json')) throw new Error(`${call}: ${body.toString()}`);
  return { ms, bytes: body.length, heap: heapPeak - start.heapUsed, rss: rssPeak, body };
}

const calls = [
  ['list (xlsx)', 'descargar_alumnosExcel'],
  ['complete list (xlsx)', 'descargar_alumnosExcelComp'],
  ['sheet to sign (PDF)', 'descargar_plantilla'],
  ['sheet to sign (xlsx)', 'descargar_plantilla_Excel'],
];
const results = [];
for (const [name, call] of calls) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await download(call));
  results.push([name, runs]);
}

// The list read back once: every enrolled member is in it.
const book = new ExcelJS.Workbook();
await book.xlsx.load(results[0][1][0].body);
const listed = book.worksheets[0].rowCount - 1;

console.log(
  `\nCourse exports, ${enrolled.toLocaleString('en-US')} enrolled (4 sessions and events) in a database of ${MEMBERS.toLocaleString('en-US')}+ members, national administrator, ${RUNS} runs each, one at a time`,
);
console.log('export                    p50 ms   max ms    size KB  heap peak MB  rss peak MB');
for (const [name, runs] of results) {
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const mb = (n) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `${name.padEnd(24)} ${times[Math.floor(times.length / 2)].toFixed(0).padStart(7)} ${times.at(-1).toFixed(0).padStart(8)} ${(runs[0].bytes / 1024).toFixed(0).padStart(10)} ${mb(Math.max(...runs.map((r) => r.heap))).padStart(13)} ${mb(Math.max(...runs.map((r) => r.rss))).padStart(12)}`,
  );
}
console.log(`the list read back: ${listed.toLocaleString('en-US')} member rows`);

// Four sheets drawn at once while another caller keeps asking for the public course list: how
// long that caller waits at worst (exports yield every few rows, so other calls go between them).
const four = Promise.all(Array.from({ length: 4 }, () => download('descargar_plantilla')));
let drawn = false;
void four.then(() => (drawn = true));
const waits = [];
while (!drawn) {
  const asked = performance.now();
  await (await fetch(`${server.url}/v1/cursos/public`)).arrayBuffer();
  waits.push(performance.now() - asked);
}
await four;
waits.sort((a, b) => a - b);
console.log(
  `four PDF sheets at once: another call waited p50 ${waits[Math.floor(waits.length / 2)].toFixed(0)} ms, max ${waits.at(-1).toFixed(0)} ms (${waits.length} calls)`,
);
await server.close();
await db.close();
