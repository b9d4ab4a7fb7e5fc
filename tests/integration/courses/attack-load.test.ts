import ICAL from 'ical.js';
import type { TestServer } from '../../support/test-server';
import { openAttackWorld, type AttackWorld } from './attack-support';
import { download } from './exports-support';

// What one request may cost the server: the feeds and exports anyone (the public feed) or any dojo
// administrator (the exports) may ask for over and over, measured on the largest data the rules
// allow. Each test says what it measured before and after.

jest.setTimeout(120_000);

let w: AttackWorld;
let t: TestServer;
beforeAll(async () => {
  w = await openAttackWorld();
  t = w.t;
});
afterAll(() => t.close());

describe('the public iCalendar feed', () => {
  // Was a hole: the public feed, which needs no session, wrote every session of up to 500 courses
  // with the course's whole details (5,000 characters) in each event, and folded lines a character
  // at a time: 500 courses of 60 sessions made 150 MB in 65 s for one anonymous request, and eight
  // at once held the server for minutes. Closed in calendar.service.ts (at most 1,000 events,
  // soonest first; details cut at 2,000 characters) and calendar.ics.ts (folding on the bytes).
  it('stays small and quick with a hundred validated courses of 60 sessions and the longest details', async () => {
    await t.sql(`with c as (
        insert into curso (titulo, ciudad, obs, cf_organiz, cf_val_admi)
        select 'Carga ' || g, 'Ciudad', repeat('Detalles del curso, largos; ', 178), 1, 1
        from generate_series(1, 100) g returning id_curso)
      insert into curso_sesion (cf_curso, fecha, descripcion, tipo)
      select c.id_curso, current_date + 30 + g, repeat('d', 80), 'S' from c, generate_series(1, 60) g`);
    const [{ first }] = await t.sql(
      `select min(s.fecha)::text as first from curso_sesion s join curso c on c.id_curso = s.cf_curso
       where c.cf_val_admi is not null and c.fecha_fin >= current_date`,
    );
    const text = await (await fetch(`${t.url}/cursos/public.ics`)).text();
    expect(Buffer.byteLength(text)).toBeLessThan(3_000_000);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1000);
    // The soonest are kept.
    expect(String(events[0].getFirstPropertyValue('dtstart')).slice(0, 10)).toBe(first);
    const details = String(events.at(-1)!.getFirstPropertyValue('description'));
    expect(details).toHaveLength(2000);
    expect(details.endsWith('…')).toBe(true);
    // Measured on the shared test machine: 0.4 s and 2.5 MB; 8 s and 35 MB before. The bounds
    // above are the proof; the time is a figure, not an assertion.
  });
});

describe('the exports', () => {
  // Was a weakness: each export drew or wrote a whole page of 500 members without letting the
  // server answer anything else, so a few exports of a large course at once left every other call
  // waiting for seconds (a sheet of 60 sessions for 400 members: 2.2 s each; with four at once a
  // course list waited 2 s; 0.4 s at most after). Closed in common/file-stream.ts (`nextTurn`, every
  // 25 rows).
  it('leave the server answering while four sheets of a large course are drawn at once', async () => {
    const [{ id_curso: id }] = await t.sql(
      `insert into curso (titulo, ciudad, obs, cf_organiz, cf_val_admi)
       values ('Grande', 'Madrid', 'x', 1, 1) returning id_curso`,
    );
    await t.sql(
      `insert into curso_sesion (cf_curso, fecha, descripcion, tipo)
       select $1, current_date + 30 + g, repeat('s', 80), 'S' from generate_series(1, 60) g`,
      [id],
    );
    await t.sql('insert into inscripcion (cf_curso, cf_asociado) select $1, id_aso from asociado', [id]);
    await t.sql(
      `insert into inscripcion_sesion (cf_inscripcion, cf_sesion) select i.id_inscripcion, s.id_ses
       from inscripcion i join curso_sesion s on s.cf_curso = i.cf_curso where i.cf_curso = $1`,
      [id],
    );
    const exports = Array.from({ length: 4 }, () =>
      download(t, 'descargar_plantilla', w.tokens.dojo, { curso: String(id) }).then((r) => r.arrayBuffer()),
    );
    let done = false;
    void Promise.all(exports).then(() => (done = true));
    const waits: number[] = [];
    while (!done) {
      const started = Date.now();
      const answer = await t.rest('GET', '/cursos/public');
      expect(answer.body.estado).toBe(0);
      waits.push(Date.now() - started);
    }
    for (const file of await Promise.all(exports)) expect(file.byteLength).toBeGreaterThan(100_000);
    // How long the other call waits is a figure, not an assertion (bench:courses prints it): here,
    // only that it was answered, and more than once, while the files were drawn.
    expect(waits.length).toBeGreaterThan(1);
  });
});

describe('the public iCalendar feed, asked again and again', () => {
  // Was a weakness: every anonymous request wrote the public feed anew (half a second of a core
  // at its largest), so a loop of requests from anyone kept the server's cores busy. Closed in
  // CalendarService.publicFeed: written at most once a minute per language and shared. Proved with
  // the course table locked: the second request answers at once, without the database.
  it('answers a second request from the feed already written', async () => {
    const first = await (await fetch(`${t.url}/cursos/public.ics`)).text();
    await t.sql('begin');
    try {
      await t.sql('lock table curso in access exclusive mode');
      const again = await fetch(`${t.url}/cursos/public.ics`, { signal: AbortSignal.timeout(3000) });
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(first);
    } finally {
      await t.sql('rollback');
    }
  });
});
