import { startTestServer, type TestServer } from '../../support/test-server';
import { prerenderedWeb } from './prerendered-pages';

// The landing page's lists written into its HTML by the server (issue 27.2), its footer's year
// (27.9), and every value that reaches the page taken as text, never as a replacement pattern
// (26.4: a dojo's "Calle $' 1" made /es hold the page twice).

// Every pattern a string replacement reads: the match, what follows it, what precedes it, a group.
const PATTERNS = "$& $' $` $1";
const value = (tag: string, max: number) => `${tag} ${PATTERNS}`.slice(0, max);
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
const count = (text: string, part: string) => text.split(part).length - 1;

// Each field as the page shows it: where in the HTML, and where in the schema.org data.
const COURSE = {
  titulo: value('Curso', 100),
  ciudad: value('Villa', 50),
  obs: `${value('Detalles', 100)}\nsegunda línea`,
  imagen: value('cartel', 96) + '.png',
};
const DOJO = {
  nombre: value('0 Dojo', 50),
  ciudad: value('Pueblo', 50),
  direccion: value("Calle $' 1", 50),
  telfcont: "9$'$&$`$1",
  persocont: value('Sensei', 50),
  horario: value('Lunes', 150),
  web: `https://dojo.example/?q=${PATTERNS}`,
  maps: `https://maps.example/?q=${PATTERNS}`,
  avatar: value('logo', 96) + '.png',
};
const ORIGIN = `https://aikido.example/${PATTERNS.replace(/ /g, '')}`;

let t: TestServer;
let removeWeb: () => void;
let dojoId: number;
let visible: string[];
let hiddenDojo: string;

beforeAll(async () => {
  const web = prerenderedWeb();
  removeWeb = web.remove;
  t = await startTestServer({ webDist: web.dir, publicUrl: ORIGIN });
  // Before the first visit: the lists are read once a minute.
  const [{ id_curso: courseId }] = await t.sql(
    `select id_curso from curso where cf_val_admi is not null and fecha_fin >= current_date
     order by fecha_ini, id_curso limit 1`,
  );
  await t.sql('update curso set titulo = $1, ciudad = $2, obs = $3, imagen = $4 where id_curso = $5', [
    COURSE.titulo,
    COURSE.ciudad,
    COURSE.obs,
    COURSE.imagen,
    courseId,
  ]);
  // A name that sorts first ('0'): among the cards the page shows first.
  [{ id_dojo: dojoId }] = await t.sql(`select min(id_dojo) as id_dojo from dojo where visible`);
  await t.sql(
    `update dojo set nombre = $1, ciudad = $2, direccion = $3, telfcont = $4, persocont = $5,
     horario = $6, web = $7, maps = $8, avatar = $9 where id_dojo = $10`,
    [...Object.values(DOJO), dojoId],
  );
  [{ nombre: hiddenDojo }] = await t.sql(
    `update dojo set visible = false where id_dojo = (select max(id_dojo) from dojo where visible) returning nombre`,
  );
  visible = (await t.sql(`select nombre from dojo where visible order by nombre`)).map((r) => r.nombre);
});
afterAll(async () => {
  await t.close();
  removeWeb();
});

const page = async (pathname: string) => (await fetch(`${t.url}${pathname}`)).text();

type Node = Record<string, any> & { '@type': string };
const graphOf = (html: string): Node[] =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)['@graph'];

describe('a value holding replacement patterns', () => {
  it('reaches the page as text, once in its place, and the page stays one page', async () => {
    for (const lang of ['es', 'en', 'fr']) {
      const html = await page(`/${lang}`);
      expect(count(html, '<!doctype html>')).toBe(1);
      expect(count(html, '</html>')).toBe(1);
      expect(count(html, '<!--structured-data-->')).toBe(0);
      expect(count(html, 'Cargando')).toBe(0);
      expect(html.length).toBeLessThan(200_000);

      // The origin, in every link that names it.
      expect(count(html, `<link rel="canonical" href="${ORIGIN}/${lang}" />`)).toBe(1);
      expect(count(html, `<link rel="alternate" hreflang="es" href="${ORIGIN}/es" />`)).toBe(1);
      expect(html).not.toContain('__ORIGIN__');

      // The course, in the list of events.
      expect(count(html, `<h3 class="server-event-title">${escapeHtml(COURSE.titulo)}</h3>`)).toBe(1);
      expect(count(html, `<span class="event-card-city">${escapeHtml(COURSE.ciudad)}</span>`)).toBe(1);
      expect(count(html, `<p class="server-event-details">${escapeHtml(COURSE.obs)}</p>`)).toBe(1);

      // The dojo, in its card.
      expect(count(html, `<h3>${escapeHtml(DOJO.nombre)}</h3>`)).toBe(1);
      expect(count(html, `<p class="dojo-card-place">${escapeHtml(DOJO.ciudad)}, `)).toBe(1);
      expect(count(html, `<dd>${escapeHtml(DOJO.direccion)}</dd>`)).toBe(1);
      expect(count(html, `<dd>${escapeHtml(DOJO.horario)}</dd>`)).toBe(1);
      expect(count(html, `>${escapeHtml(DOJO.telfcont)}</a> (${escapeHtml(DOJO.persocont)})`)).toBe(1);
      expect(count(html, `href="${escapeHtml(DOJO.web)}"`)).toBe(1);
      expect(count(html, `href="${escapeHtml(DOJO.maps)}"`)).toBe(1);
      expect(count(html, `src="${escapeHtml(`/dojo/${encodeURIComponent(DOJO.avatar)}`)}"`)).toBe(1);

      // And both in the schema.org data, as they are.
      const graph = graphOf(html);
      expect(graph.filter((node) => node['@type'] === 'Event' && node.name === COURSE.titulo)).toEqual([
        expect.objectContaining({
          description: COURSE.obs,
          location: expect.objectContaining({ name: COURSE.ciudad }),
          image: `${ORIGIN}/curso/${encodeURIComponent(COURSE.imagen)}`,
          url: `${ORIGIN}/${lang}#eventos`,
        }),
      ]);
      expect(graph.filter((node) => node['@type'] === 'SportsClub' && node.name === DOJO.nombre)).toEqual([
        expect.objectContaining({
          telephone: DOJO.telfcont,
          url: DOJO.web,
          logo: `${ORIGIN}/dojo/${encodeURIComponent(DOJO.avatar)}`,
          address: expect.objectContaining({ streetAddress: DOJO.direccion, addressLocality: DOJO.ciudad }),
        }),
      ]);
    }
  });
});

describe('the lists in the page’s HTML', () => {
  it('shows the upcoming validated events and the first fifteen visible dojos, with a link to all', async () => {
    const html = await page('/es');
    const upcoming = await t.sql(
      `select titulo from curso where cf_val_admi is not null and fecha_fin >= current_date
       order by fecha_ini, id_curso limit 15`,
    );
    const titles = [...html.matchAll(/<h3 class="server-event-title">(.*?)<\/h3>/g)].map((m) => m[1]);
    expect(titles).toEqual(upcoming.map((row) => escapeHtml(row.titulo)));
    expect(html).toMatch(/<span class="event-card-date">\d{2} [A-ZÁÉÍÓÚ]{3,4}/);

    const cards = [...html.matchAll(/<li class="server-dojo">.*?<h3>(.*?)<\/h3>/g)].map((m) => m[1]);
    expect(cards).toHaveLength(15);
    expect(cards).toEqual(visible.slice(0, 15).map(escapeHtml));
    expect(html).toContain(`<p class="server-dojo-count">${visible.length} dojos</p>`);
    expect(html).toContain(
      `<a class="button" href="/es?dojos=todos#dojos">Ver los ${visible.length} dojos</a>`,
    );
    expect(html).not.toContain(`<h3>${escapeHtml(hiddenDojo)}</h3>`);
  });

  it('lists every visible dojo behind that link, and none hidden', async () => {
    const html = await page('/en?dojos=todos');
    const cards = [...html.matchAll(/<li class="server-dojo">.*?<h3>(.*?)<\/h3>/g)].map((m) => m[1]);
    expect(cards).toEqual(visible.map(escapeHtml));
    expect(html).toContain(`<p class="server-dojo-count">${visible.length} dojos</p>`);
    expect(html).not.toContain('?dojos=todos');
    // The schema.org data stays the first hundred.
    expect(graphOf(html).filter((node) => node['@type'] === 'SportsClub').length).toBe(
      Math.min(100, visible.length),
    );
  });

  it('says so in the page’s language when there is no upcoming event', async () => {
    const web = prerenderedWeb();
    const quiet = await startTestServer({ webDist: web.dir });
    try {
      await quiet.sql('update curso set cf_val_admi = null');
      const html = await (await fetch(`${quiet.url}/fr`)).text();
      expect(html).toContain(
        '<div id="eventos-servidor" class="server-list"><p>Aucun cours disponible</p></div>',
      );
    } finally {
      await quiet.close();
      web.remove();
    }
  });
});

describe('the footer', () => {
  it('carries the current year, not the year the page was built', async () => {
    const html = await page('/es');
    expect(html).toContain(
      `<p class="site-copyright">© ${new Date().getUTCFullYear()} Federación de Asociaciones Culturales de Aikido</p>`,
    );
  });
});
