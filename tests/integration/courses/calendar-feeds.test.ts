import ICAL from 'ical.js';
import type { TestServer } from '../../support/test-server';
import { account, enrol, newCourse, openCoursesWorld, type Member } from './exports-support';

// Issue 12, beyond the spec: a member's private iCalendar feed at a secret URL they can renew, and
// the public feed of upcoming validated courses, parsed by ical.js (RFC 5545).

let t: TestServer;
let me: { member: Member; token: string };
let course: { id: number; sessionIds: number[] };
let canary: { id: number; sessionIds: number[] };
let hidden: { id: number; sessionIds: number[] };
let past: { id: number; sessionIds: number[] };
let others: { id: number; sessionIds: number[] };

const session = (date: string, start: string, end: string, description: string, kind: 'S' | 'E' = 'S') => ({
  date,
  start,
  end,
  description,
  kind,
});

beforeAll(async () => {
  const world = await openCoursesWorld();
  ({ t } = world);
  me = await account(t, 1, { firstName: 'Elena', lastName: 'Calendario' });
  // The demo dojo is in Madrid; the other dojo is moved to Las Palmas (an hour behind).
  const [{ codigo }] = await t.sql(
    `select pr.codigo from dojo d join provincia pr on pr.id_provincia = d.cf_provincia where d.id_dojo = 1`,
  );
  expect(codigo).toBe('28');
  await t.sql(
    `update dojo set cf_pais = (select id_pais from pais where codigo = 'ES'),
       cf_provincia = (select p.id_provincia from provincia p join pais c on c.id_pais = p.cf_pais
                       where c.codigo = 'ES' and p.codigo = '35')
     where id_dojo = $1`,
    [world.sameAsocDojo],
  );
  course = await newCourse(t, {
    title: 'Curso, con; comas\\ y más',
    sessions: [
      session('2030-03-13', '10:00', '13:00', 'Sesión de mañana'),
      session('2030-07-14', '17:00', '19:30', 'Sesión de tarde'),
      session('2030-07-14', '21:30', '21:30', 'Cena del curso', 'E'),
      session('2030-07-15', '10:00', '12:00', 'Sesión sin mí'),
    ],
  });
  canary = await newCourse(t, {
    dojoId: world.sameAsocDojo,
    city: 'Las Palmas',
    sessions: [session('2030-03-20', '10:00', '12:00', 'Sesión canaria')],
  });
  hidden = await newCourse(t, {
    validated: false,
    sessions: [session('2030-05-01', '10:00', '12:00', 'Sin validar')],
  });
  past = await newCourse(t, { sessions: [session('2020-05-01', '10:00', '12:00', 'Hace tiempo')] });
  others = await newCourse(t, { sessions: [session('2030-09-01', '10:00', '12:00', 'De otros')] });
  const [morning, evening, dinner] = course.sessionIds;
  await enrol(t, course.id, me.member.id, {
    entries: [{ sessionId: morning }, { sessionId: evening }, { sessionId: dinner, count: 3 }],
  });
  await enrol(t, canary.id, me.member.id, { entries: [{ sessionId: canary.sessionIds[0] }] });
  await enrol(t, hidden.id, me.member.id, { entries: [{ sessionId: hidden.sessionIds[0] }] });
  await enrol(t, past.id, me.member.id, { entries: [{ sessionId: past.sessionIds[0] }] });
  await enrol(t, others.id, 4, { entries: [{ sessionId: others.sessionIds[0] }] });
});
afterAll(() => t.close());

async function feedUrl(token: string): Promise<string> {
  const answer = await t.rest('GET', '/cursos/calendario', { token });
  expect(answer.body.estado).toBe(0);
  return answer.body.res.url;
}

/** The feed at a URL the server gave (its host is this test server). */
const fetchFeed = (url: string) => fetch(url);

type Event = {
  uid: string;
  start: string;
  end: string | null;
  summary: string;
  location: string;
  description: string;
};

function parse(text: string): { name: string; events: Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    expect(v.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const time = (name: string) => {
      const value = v.getFirstPropertyValue(name) as ICAL.Time | null;
      if (!value) return null;
      // UTC times, never floating ones.
      expect(value.zone).toBe(ICAL.Timezone.utcTimezone);
      return value.toString();
    };
    return {
      uid: String(v.getFirstPropertyValue('uid')),
      start: time('dtstart')!,
      end: time('dtend'),
      summary: String(v.getFirstPropertyValue('summary')),
      location: String(v.getFirstPropertyValue('location')),
      description: String(v.getFirstPropertyValue('description')),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

/** RFC 5545 §3.1: CRLF after every line, none longer than 75 octets. */
function expectWellFormed(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
}

const uid = (courseId: number, sessionId: number) => `curso-${courseId}-sesion-${sessionId}@federa`;

it("gives each member a feed of the sessions and events they signed up for, in UTC from the venue's clock", async () => {
  const url = await feedUrl(me.token);
  expect(url).toMatch(
    new RegExp(`^${t.url}/calendario/${me.member.id}-0-[A-Za-z0-9_-]{43}\\.ics\\?lang=es$`),
  );
  const response = await fetchFeed(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  expectWellFormed(text);
  const { name, events } = parse(text);
  expect(name).toBe('Mis cursos');
  const [morning, evening, dinner] = course.sessionIds;
  const details = 'Detalles, con comas; y punto y coma\nen dos líneas';
  expect(events).toEqual([
    {
      uid: uid(course.id, morning),
      // 10:00 in Madrid in March (UTC+1); in July (UTC+2) 17:00 is 15:00.
      start: '2030-03-13T09:00:00Z',
      end: '2030-03-13T12:00:00Z',
      summary: 'Curso, con; comas\\ y más: Sesión de mañana',
      location: 'Cádiz',
      description: details,
    },
    {
      uid: uid(canary.id, canary.sessionIds[0]),
      // Las Palmas keeps UTC in winter.
      start: '2030-03-20T10:00:00Z',
      end: '2030-03-20T12:00:00Z',
      summary: 'Curso de exportación: Sesión canaria',
      location: 'Las Palmas',
      description: details,
    },
    {
      uid: uid(course.id, evening),
      start: '2030-07-14T15:00:00Z',
      end: '2030-07-14T17:30:00Z',
      summary: 'Curso, con; comas\\ y más: Sesión de tarde',
      location: 'Cádiz',
      description: details,
    },
    {
      uid: uid(course.id, dinner),
      start: '2030-07-14T19:30:00Z',
      // It ends as it starts: no DTEND.
      end: null,
      summary: 'Curso, con; comas\\ y más: Cena del curso',
      location: 'Cádiz',
      description: `Asistentes: 3\n\n${details}`,
    },
  ]);
  expect(text).toContain('SUMMARY:Curso\\, con\\; comas\\\\ y más: Sesión de mañana\r\n');
});

it('answers the same URL through GraphQL, in the language asked, and folds long lines', async () => {
  const answer = await t.graphql<{ calendarFeed: { url: string } }>(
    '{ calendarFeed { url } }',
    {},
    { token: me.token, headers: { 'accept-language': 'fr' } },
  );
  const url = answer.data!.calendarFeed.url;
  expect(url).toBe((await feedUrl(me.token)).replace('lang=es', 'lang=fr'));
  const long = 'Una descripción muy larga del curso con acentos y eñes '.repeat(20);
  await t.sql('update curso set obs = $1 where id_curso = $2', [long, course.id]);
  const text = await (await fetchFeed(url)).text();
  expectWellFormed(text);
  const { name, events } = parse(text);
  expect(name).toBe('Mes stages');
  expect(events[0].description).toBe(long);
  expect(events.find((e) => e.end === null)!.description).toBe(`Participants : 3\n\n${long}`);
});

it('stops answering the old URL once renewed, and never answers a forged or disabled one', async () => {
  const { member, token } = await account(t, 1);
  const old = await feedUrl(token);
  expect((await fetchFeed(old)).status).toBe(200);
  const renewed = await t.rest('POST', '/cursos/calendario/renovar', { token });
  expect(renewed.body).toMatchObject({
    estado: 0,
    res: { mensaje: 'Se ha renovado el enlace del calendario: el anterior ya no funciona.' },
  });
  const url: string = renewed.body.res.url;
  expect(url).toContain(`/calendario/${member.id}-1-`);
  expect(await feedUrl(token)).toBe(url);
  expect((await fetchFeed(old)).status).toBe(404);
  expect((await fetchFeed(url)).status).toBe(200);

  const again = await t.graphql<{ renewCalendarFeed: { url: string } }>(
    'mutation { renewCalendarFeed { url } }',
    {},
    { token },
  );
  expect(again.data!.renewCalendarFeed.url).toContain(`/calendario/${member.id}-2-`);
  expect((await fetchFeed(url)).status).toBe(404);

  const current = again.data!.renewCalendarFeed.url;
  const mac = /-([A-Za-z0-9_-]{43})\.ics/.exec(current)![1];
  const flipped = mac.slice(0, -2) + (mac.at(-2) === 'A' ? 'B' : 'A') + mac.at(-1);
  const forgeries = [
    current.replace(mac, flipped),
    current.replace(`/${member.id}-2-`, `/${me.member.id}-2-`),
    current.replace(`/${member.id}-2-`, `/${member.id}-1-`),
    current.replace('.ics', ''),
    `${t.url}/calendario/${'9'.repeat(200)}.ics`,
  ];
  for (const forged of forgeries) expect((await fetchFeed(forged)).status).toBe(404);

  await t.sql('update asociado set activo = false where id_aso = $1', [member.id]);
  expect((await fetchFeed(current)).status).toBe(404);
});

it('refuses the feed URL to an anonymous caller', async () => {
  const answer = await t.rest('GET', '/cursos/calendario');
  expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'UNAUTHENTICATED' } });
  const renew = await t.rest('POST', '/cursos/calendario/renovar');
  expect(renew.body).toMatchObject({ estado: 1, res: { codigo: 'UNAUTHENTICATED' } });
});

it('publishes every session and event of the upcoming validated courses, with no token', async () => {
  const response = await fetch(`${t.url}/cursos/public.ics?lang=en`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=900');
  const text = await response.text();
  expectWellFormed(text);
  const { name, events } = parse(text);
  expect(name).toBe('Federation courses');
  const uids = new Set(events.map((e) => e.uid));
  for (const id of course.sessionIds) expect(uids.has(uid(course.id, id))).toBe(true);
  expect(uids.has(uid(others.id, others.sessionIds[0]))).toBe(true);
  expect(uids.has(uid(hidden.id, hidden.sessionIds[0]))).toBe(false);
  expect(uids.has(uid(past.id, past.sessionIds[0]))).toBe(false);
  const upcoming = await t.sql<{ n: number }>(
    `select count(*)::int as n from curso_sesion s join curso c on c.id_curso = s.cf_curso
     where c.cf_val_admi is not null and c.fecha_fin >= current_date`,
  );
  expect(events).toHaveLength(upcoming[0].n);
  // Nobody's count of guests is public.
  expect(events.find((e) => e.uid === uid(course.id, course.sessionIds[2]))!.description).not.toContain('3');
});
