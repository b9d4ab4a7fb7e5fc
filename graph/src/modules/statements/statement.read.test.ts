import fs from 'node:fs';
import path from 'node:path';
import { base64Chunks, readStatement } from './statement.read';
import { StatementRefused } from './statement-file';
import { findChargeReference, validReference } from './statement-reference';

const FIXTURES = path.join(__dirname, 'fixtures');
const BOUNDS = { maxBytes: 1 << 20, maxEntries: 1000 };
const norma43 = fs.readFileSync(path.join(FIXTURES, 'valid.n43'), 'latin1');
const camt = fs.readFileSync(path.join(FIXTURES, 'valid.camt053.xml'), 'utf8');

/** The file in pieces of `size` bytes, as a request's body arrives. */
async function* pieces(text: string, size = 1 << 16, encoding: BufferEncoding = 'utf8') {
  const bytes = Buffer.from(text, encoding);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const read = (text: string, size?: number, bounds = BOUNDS) => readStatement(pieces(text, size), bounds);

async function refusal(text: string, bounds = BOUNDS) {
  try {
    await read(text, undefined, bounds);
  } catch (error) {
    if (error instanceof StatementRefused) return { key: error.key, ...error.params };
    throw error;
  }
  throw new Error('the file was read');
}

/** The Norma 43 fixture with record `index` (0-based) changed at 1-based `position`. */
function n43With(index: number, position: number, text: string): string {
  const records = norma43.split('\r\n');
  const record = records[index];
  records[index] = record.slice(0, position - 1) + text + record.slice(position - 1 + text.length);
  return records.join('\r\n');
}

describe('Norma 43 (AEB Cuaderno 43)', () => {
  it('reads the account, the period, the balances and every movement in cents', async () => {
    const statement = await read(norma43);
    expect(statement).toMatchObject({
      format: 'NORMA43',
      bank: '2100',
      account: '210004180200051332',
      currency: 'EUR',
      from: '2026-11-01',
      to: '2026-11-30',
      openingCents: 150000,
      closingCents: 163300,
      creditCents: 16550,
      debitCents: 3250,
    });
    expect(statement.entries.map((e) => [e.line, e.amountCents, e.credit, e.reference])).toEqual([
      [2, 4500, true, 'RF56FED1234'],
      [4, 250, false, null],
      [6, 3000, false, null],
      [8, 12050, true, 'RF92FED77'],
    ]);
    expect(statement.entries[3].concept).toBe('INGRESO CURSO RF92 FED 77 JUAN PEREZ');
  });

  it('takes a debit under common concept 14 as a return with its end-to-end id and reason', async () => {
    const { entries } = await read(norma43);
    expect(entries[2]).toMatchObject({ isReturn: true, endToEndId: 'FED-A00077', returnReason: 'MD06' });
    expect(entries.filter((e) => e.isReturn)).toHaveLength(1);
  });

  it('reads the same whatever pieces the bytes arrive in, and hashes the bytes', async () => {
    const whole = await read(norma43);
    const byteByByte = await read(norma43, 1);
    expect(byteByByte).toEqual(whole);
    expect(whole.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts back the blanks an editor cut from the end of a record', async () => {
    const trimmed = norma43
      .split('\r\n')
      .map((r) => r.trimEnd())
      .join('\n');
    expect((await read(trimmed)).entries).toHaveLength(4);
  });

  it.each([
    ['an unknown record', n43With(3, 1, '55'), { key: 'statements.n43.recordCode', line: 4, code: '55' }],
    [
      'a debit/credit key that is neither',
      n43With(1, 28, '3'),
      { key: 'statements.n43.sign', line: 2, position: 28 },
    ],
    [
      'letters in an amount',
      n43With(1, 35, 'X'),
      { key: 'statements.n43.notDigits', line: 2, from: 29, to: 42 },
    ],
    [
      'a day that does not exist',
      n43With(1, 11, '261131'),
      { key: 'statements.n43.date', line: 2, value: '261131' },
    ],
    ['a 23 out of order', n43With(9, 3, '03'), { key: 'statements.n43.conceptOrder', line: 10 }],
    [
      'a 23 before any movement',
      n43With(1, 1, '23'),
      { key: 'statements.n43.outOfPlace', line: 2, code: '23' },
    ],
    ['a record of 81 characters', n43With(3, 81, 'X'), { key: 'statements.n43.length', line: 4, length: 81 }],
    ['a zero amount', n43With(3, 29, '00000000000000'), { key: 'statements.zeroAmount', line: 4 }],
    [
      '33 counting one debit too many',
      n43With(11, 21, '00003'),
      { key: 'statements.debitCount', line: 12, stated: 3, found: 2 },
    ],
    ['33 counting one credit too few', n43With(11, 40, '00001'), { key: 'statements.creditCount', line: 12 }],
    [
      '33 with other debit total',
      n43With(11, 26, '00000000003251'),
      { key: 'statements.debitTotal', stated: '32.51', found: '32.50' },
    ],
    [
      '33 with other credit total',
      n43With(11, 45, '00000000016551'),
      { key: 'statements.creditTotal', line: 12 },
    ],
    [
      'a closing balance that does not follow',
      n43With(11, 60, '00000000163301'),
      { key: 'statements.balance', stated: '1633.01', found: '1633.00' },
    ],
    ['33 of another account', n43With(11, 20, '3'), { key: 'statements.n43.accountMismatch', line: 12 }],
    [
      '88 counting other records',
      n43With(12, 21, '000013'),
      { key: 'statements.n43.recordCount', line: 13, stated: 13, found: 12 },
    ],
    ['88 without its nines', n43With(12, 3, '1'), { key: 'statements.n43.endMark', line: 13 }],
  ])('refuses %s, naming the line and the reason', async (_what, text, expected) => {
    expect(await refusal(text)).toMatchObject(expected);
  });

  it('refuses a file that stops before its end record, or goes on after it', async () => {
    const records = norma43.split('\r\n');
    expect(await refusal(records.slice(0, 12).join('\r\n'))).toMatchObject({ key: 'statements.n43.noEnd' });
    expect(await refusal(`${norma43}${records[1]}\r\n`)).toMatchObject({
      key: 'statements.n43.afterEnd',
      line: 14,
    });
  });

  it('refuses a second account in one file', async () => {
    const records = norma43.split('\r\n').filter(Boolean);
    const other = records
      .slice(0, 12)
      .map((r) => (/^(11|33)/.test(r) ? `${r.slice(0, 19)}9${r.slice(20)}` : r));
    const text = [...records.slice(0, 12), ...other, `88${'9'.repeat(18)}000024`.padEnd(80)].join('\r\n');
    expect(await refusal(text)).toMatchObject({ key: 'statements.severalAccounts', line: 13 });
  });

  it('refuses more movements than the bound, at the first one past it', async () => {
    expect(await refusal(norma43, { ...BOUNDS, maxEntries: 2 })).toMatchObject({
      key: 'statements.tooManyLines',
      line: 6,
      max: 2,
    });
  });
});

describe('camt.053 (ISO 20022 BkToCstmrStmt)', () => {
  it('reads the account, balances and entries, structured and unstructured references', async () => {
    const statement = await read(camt);
    expect(statement).toMatchObject({
      format: 'CAMT053',
      bank: 'CAIXESBBXXX',
      account: 'ES9121000418450200051332',
      from: '2026-11-01',
      to: '2026-11-30',
      openingCents: 150000,
      closingCents: 163300,
    });
    expect(
      statement.entries.map((e) => [e.line, e.amountCents, e.credit, e.reference, e.endToEndId]),
    ).toEqual([
      [42, 4500, true, 'RF56FED1234', null],
      [61, 250, false, null, null],
      [69, 3000, false, null, 'FED-A00077'],
      [84, 12050, true, 'RF92FED77', 'E2E-JP-0001'],
    ]);
    expect(statement.entries[2]).toMatchObject({ isReturn: true, returnReason: 'MD06' });
    expect(statement.entries[3].concept).toContain('Juan Pérez');
  });

  it('reads the same from pieces of one byte (a character cut in two included)', async () => {
    expect(await read(camt, 1)).toEqual(await read(camt));
  });

  it('keeps a bounded number of texts of an entry that repeats its names (a crafted file)', async () => {
    const names = Array.from({ length: 200_000 }, (_, i) => `<Nm>N${i}</Nm>`).join('');
    const text = camt.replace(
      '<Dbtr><Nm>Dojo Sakura</Nm></Dbtr>',
      () => `<Dbtr><Nm>Dojo Sakura</Nm>${names}</Dbtr>`,
    );
    // Each name was put first in the entry's texts, a move of all the others: quadratic, minutes.
    const statement = await read(text, undefined, { ...BOUNDS, maxBytes: 16 * 2 ** 20 });
    expect(statement.entries.some((e) => e.concept.startsWith('Dojo Sakura · N0 · N1'))).toBe(true);
  });

  it('counts cents from the digits: 0.29 is 29 cents, not 28.999…', async () => {
    const text = camt
      .replace('<Amt Ccy="EUR">2.50</Amt>', '<Amt Ccy="EUR">0.29</Amt>')
      .replace(/<TxsSummry>[\s\S]*<\/TxsSummry>/, () => '')
      .replace(/<Bal>[\s\S]*?CLBD[\s\S]*?<\/Bal>/, () => '');
    expect((await read(text)).entries[1].amountCents).toBe(29);
  });

  it.each([
    ['XML that is not well formed', camt.replace('</Sts>', '</Stz>'), { key: 'statements.camt.malformed' }],
    [
      'another message',
      camt.replace('xsd:camt.053.001.02', 'xsd:camt.054.001.02'),
      { key: 'statements.camt.notCamt', line: 6 },
    ],
    [
      'a third decimal',
      camt.replace('>45.00<', '>45.005<'),
      { key: 'statements.camt.amount', line: 44, value: '45.005' },
    ],
    [
      'a negative amount',
      camt.replace('>45.00<', '>-45.00<'),
      { key: 'statements.camt.amount', element: 'Amt' },
    ],
    [
      'an indicator that is neither',
      camt.replace(
        '<CdtDbtInd>DBIT</CdtDbtInd>\n        <Sts>',
        '<CdtDbtInd>DEBIT</CdtDbtInd>\n        <Sts>',
      ),
      { key: 'statements.camt.indicator', line: 63 },
    ],
    [
      'an entry without booking date',
      camt.replace('<BookgDt><Dt>2026-11-05</Dt></BookgDt>', ''),
      { key: 'statements.camt.missing', line: 61, element: 'Ntry/BookgDt' },
    ],
    [
      'a day that does not exist',
      camt.replace('2026-11-05', '2026-11-31'),
      { key: 'statements.camt.date', line: 65 },
    ],
    [
      'a summary counting other entries',
      camt.replace('<NbOfNtries>4</NbOfNtries>', '<NbOfNtries>5</NbOfNtries>'),
      { key: 'statements.entryCount', line: 12, stated: 5, found: 4 },
    ],
    [
      'a summary adding up to other credits',
      camt.replace('<Sum>165.50</Sum>', '<Sum>165.51</Sum>'),
      { key: 'statements.creditTotal', stated: '165.51' },
    ],
    [
      'a closing balance that does not follow',
      camt.replace('>1633.00<', '>1633.10<'),
      { key: 'statements.balance', line: 31 },
    ],
    [
      'an entry in another currency',
      camt.replace('<Amt Ccy="EUR">2.50', '<Amt Ccy="USD">2.50'),
      { key: 'statements.camt.currency', line: 61 },
    ],
    [
      'a document type declaration',
      camt.replace('<Document', '<!DOCTYPE Document [<!ENTITY x "y">]>\n<Document'),
      { key: 'statements.camt.doctype' },
    ],
  ])('refuses %s, naming the line and the reason', async (_what, text, expected) => {
    expect(await refusal(text)).toMatchObject(expected);
  });

  it('refuses a second account in one file', async () => {
    const second = /<Stmt>[\s\S]*<\/Stmt>/
      .exec(camt)![0]
      .replace('ES9121000418450200051332', 'ES7620770024003102575766');
    expect(await refusal(camt.replace('</Stmt>', () => `</Stmt>${second}`))).toMatchObject({
      key: 'statements.severalAccounts',
    });
  });
});

describe('any statement', () => {
  it('refuses an empty file, a file of neither format, one over the size bound', async () => {
    expect(await refusal('  \n')).toMatchObject({ key: 'statements.empty' });
    expect(await refusal('fecha;importe\n2026-11-03;45.00\n')).toMatchObject({
      key: 'statements.unknownFormat',
    });
    expect(await refusal(norma43, { ...BOUNDS, maxBytes: 500 })).toMatchObject({
      key: 'statements.tooLarge',
    });
  });

  it('decodes a base64 upload a slice at a time, and refuses what is not base64', async () => {
    const content = `data:text/plain;base64,${Buffer.from(norma43, 'latin1').toString('base64')}`;
    const decoded = await readStatement(base64Chunks(content, 64), BOUNDS);
    expect(decoded).toEqual(await read(norma43));
    await expect(readStatement(base64Chunks('bm90 IGJhc2U2NA=='), BOUNDS)).rejects.toMatchObject({
      key: 'statements.notBase64',
    });
  });
});

describe('charge references (ISO 11649)', () => {
  it('takes only references whose check digits hold', () => {
    expect(validReference('56', '1234')).toBe(true);
    expect(validReference('57', '1234')).toBe(false);
    expect(findChargeReference('pago rf56fed1234 gracias')).toBe('RF56FED1234');
    expect(findChargeReference('pago RF57FED1234')).toBeNull();
  });

  it('finds a reference cut in groups of four, or glued to the digits after it', () => {
    expect(findChargeReference('RF56 FED1 234')).toBe('RF56FED1234');
    expect(findChargeReference('CUOTA RF56FED12345678')).toBe('RF56FED1234');
  });
});
