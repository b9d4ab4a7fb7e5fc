import ICAL from 'ical.js';
import type { TestServer } from '../../support/test-server';
import { openAttackWorld, type AttackWorld } from './attack-support';

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
    const started = Date.now();
    const text = await (await fetch(`${t.url}/cursos/public.ics`)).text();
    const took = Date.now() - started;
    expect(Buffer.byteLength(text)).toBeLessThan(3_000_000);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1000);
    // The soonest are kept.
    expect(String(events[0].getFirstPropertyValue('dtstart')).slice(0, 10)).toBe(first);
    const details = String(events.at(-1)!.getFirstPropertyValue('description'));
    expect(details).toHaveLength(2000);
    expect(details.endsWith('…')).toBe(true);
    // Measured on the shared test machine: 0.4 s and 2.5 MB; 8 s and 35 MB before.
    expect(took).toBeLessThan(8000);
  });
});
