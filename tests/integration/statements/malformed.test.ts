import { openWorld, TRANSPORTS, type World } from '../../support/world';
import { camt053, importFile, norma43, written, makeCharge } from './statements-support';

type Answer = { res: { mensaje: string } };

let w: World;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(() => w.close());

/** A Norma 43 file whose 33 record states one credit more than it holds. */
function wrongCount(reference: string): string {
  const records = norma43([
    { credit: true, cents: 4_500, concept: reference },
    { credit: true, cents: 700, concept: 'OTRO' },
  ]).split('\r\n');
  const footer = records.findIndex((r) => r.startsWith('33'));
  records[footer] = `${records[footer].slice(0, 39)}00003${records[footer].slice(44)}`;
  return records.join('\r\n');
}

describe('a malformed statement', () => {
  it.each(TRANSPORTS)(
    'is refused with its line and reason, and nothing is written (%s)',
    async (transport) => {
      const charge = await makeCharge(w.t, { amountCents: 4_500 });
      const before = await written(w.t);
      const answer = await w.as('admin').ask(transport, importFile(wrongCount(charge.reference)));
      expect(answer).toMatchObject({
        ok: false,
        code: 'BAD_USER_INPUT',
        message: 'Línea 6: apuntes al haber según el extracto: 3; en el fichero: 2.',
      });
      expect(await written(w.t)).toEqual(before);
      const [row] = await w.t.sql<{ estado: string }>('select estado from cargo where id = $1', [charge.id]);
      expect(row.estado).toBe('OPEN');
    },
  );

  it('is refused in the caller’s language', async () => {
    const file = camt053([{ credit: true, cents: 100 }]).replace(
      '<CdtDbtInd>CRDT</CdtDbtInd>\n        <Sts>',
      () => '<CdtDbtInd>HABER</CdtDbtInd>\n        <Sts>',
    );
    const line = file.split('\n').findIndex((l) => l.includes('HABER')) + 1;
    expect(await w.as('admin', 'en').ask('graphql', importFile(file, 'utf8'))).toMatchObject({
      ok: false,
      message: `Line ${line}: CdtDbtInd must be CRDT or DBIT and holds “HABER”.`,
    });
    expect(await w.as('admin', 'fr').ask('rest', importFile(file, 'utf8'))).toMatchObject({
      ok: false,
      message: `Ligne ${line} : CdtDbtInd doit valoir CRDT ou DBIT et contient « HABER ».`,
    });
  });

  it('that is not XML well formed names its line and column', async () => {
    const file = camt053([{ credit: true, cents: 100 }]).replace('</Sts>', () => '</Stz>');
    const answer = await w.as('admin').ask('rest', importFile(file, 'utf8'));
    expect(answer.message).toMatch(/^Línea \d+, columna \d+: el XML está mal formado\.$/);
  });

  it('that is neither format, or not base64, is refused', async () => {
    expect(await w.as('admin').ask('rest', importFile('fecha;importe\n2026-11-03;45,00\n'))).toMatchObject({
      ok: false,
      message: 'Línea 1: el fichero no es un extracto en Norma 43 ni en camt.053.',
    });
    const notBase64 = await w.as('admin').rest('POST', '/extractos/importar', { datos: 'esto no es base64' });
    expect(notBase64.body.res.mensaje).toBe('El fichero no ha llegado bien codificado (base64).');
  });
});

describe('the REST door', () => {
  it('takes the file as the request body, read as it streams', async () => {
    const charge = await makeCharge(w.t, { amountCents: 1_500 });
    const file = norma43([{ credit: true, cents: 1_500, concept: `PAGO ${charge.reference}` }]);
    const response = await fetch(`${w.t.url}/v1/extractos/importar?lang=es`, {
      method: 'POST',
      headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': 'application/octet-stream' },
      body: Buffer.from(file, 'latin1'),
    });
    const body = await response.json();
    expect(body).toMatchObject({
      estado: 0,
      res: { nuevo: true, conciliadas: 1, extracto: { formato: 'NORMA43' } },
    });
    const malformed = await fetch(`${w.t.url}/v1/extractos/importar?lang=es`, {
      method: 'POST',
      headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': 'application/xml' },
      body: '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"/>',
    });
    expect(((await malformed.json()) as Answer).res.mensaje).toBe(
      'Línea 1: <Document> no es un documento camt.053.001.02 o posterior.',
    );
  });

  it('refuses a body over the size bound before it is all read', async () => {
    // A camt.053 document opened, then blanks past the bound.
    const big = Buffer.alloc(129 * 2 ** 20, 0x20);
    big.write('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">', 0);
    const response = await fetch(`${w.t.url}/v1/extractos/importar?lang=es`, {
      method: 'POST',
      headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': 'application/octet-stream' },
      body: big,
    });
    expect(((await response.json()) as Answer).res.mensaje).toBe('El fichero supera el máximo de 128 MB.');
  });
});
