import { PassThrough } from 'node:stream';
import { pain008Errors } from '../../../../tests/support/pain008-xsd';
import { amountOf, sepaText, writePain008, xmlText, type Pain008Block, type Pain008Debit } from './pain008';

const header = {
  messageId: 'FED-REM-7',
  createdAt: new Date('2026-11-28T07:30:15.123Z'),
  collectionDate: '2026-12-05',
  creditor: { id: 'ES42ZZZG28012345', name: 'Federación & Cía <Norte>', iban: 'ES9121000418450200051332' },
};

const debit = (n: number, fields: Partial<Pain008Debit> = {}): Pain008Debit => ({
  endToEndId: `RF18FED${n}-${n}`,
  amountCents: 1000 + n,
  mandateReference: `M-${n}`,
  signedOn: '2026-01-15',
  debtorName: `Dojo ${n}`,
  iban: 'DE89370400440532013000',
  bic: n % 2 ? 'COBADEFFXXX' : null,
  remittanceInfo: `Cuotas 2026 RF18FED${n}`,
  ...fields,
});

async function* batches(rows: Pain008Debit[], size: number): AsyncGenerator<Pain008Debit[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

const block = (sequence: 'FRST' | 'RCUR', rows: Pain008Debit[]): Pain008Block => ({
  id: `FED-REM-7-${sequence}`,
  sequence,
  count: rows.length,
  sumCents: rows.reduce((s, r) => s + r.amountCents, 0),
  debits: batches(rows, 2),
});

async function written(blocks: Pain008Block[]): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writePain008(out, header, blocks);
  return Buffer.concat(chunks).toString('utf8');
}

describe('the pain.008.001.02 writer', () => {
  it('writes first and recurrent debits in their own blocks, valid against the official schema', async () => {
    const first = [debit(1), debit(2, { debtorName: 'Muñoz $& Peña' })];
    const recurrent = [debit(3), debit(4), debit(5)];
    const xml = await written([block('FRST', first), block('RCUR', recurrent)]);
    expect(await pain008Errors(xml)).toEqual([]);
    expect(xml).toContain('<NbOfTxs>5</NbOfTxs><CtrlSum>50.15</CtrlSum>');
    expect(xml.match(/<PmtInf>/g)).toHaveLength(2);
    expect(xml).toMatch(/<SeqTp>FRST<\/SeqTp>[\s\S]*M-1[\s\S]*M-2[\s\S]*<SeqTp>RCUR<\/SeqTp>[\s\S]*M-5/);
    expect(xml).toContain('<Id>ES42ZZZG28012345</Id><SchmeNm><Prtry>SEPA</Prtry>');
    expect(xml).toContain('<Dbtr><Nm>Munoz Pena</Nm></Dbtr>');
    expect(xml).toContain('<Othr><Id>NOTPROVIDED</Id></Othr>');
    expect(xml).toContain('<CreDtTm>2026-11-28T07:30:15Z</CreDtTm>');
  });

  it('leaves out a block with no debits', async () => {
    const xml = await written([block('FRST', []), block('RCUR', [debit(1)])]);
    expect(await pain008Errors(xml)).toEqual([]);
    expect(xml).not.toContain('FRST');
  });

  it('refuses to finish a block that read fewer debits than its header counted', async () => {
    const short = { ...block('RCUR', [debit(1)]), count: 2, sumCents: 2002 };
    await expect(written([short])).rejects.toThrow('counted 2, read 1');
  });

  it('is refused by the schema when a required part is missing (the check can fail)', async () => {
    const xml = (await written([block('RCUR', [debit(1)])])).replace('<PmtMtd>DD</PmtMtd>', '');
    expect((await pain008Errors(xml)).length).toBeGreaterThan(0);
  });
});

describe('the texts of the file', () => {
  it('escapes markup and keeps a dollar sign as it is', () => {
    expect(xmlText(`a<b>&"c'$&$1`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;$&amp;$1');
  });

  it('writes names in the EPC Latin set, cut to the length', () => {
    expect(sepaText('José Ñúñez «Kendo» & Co', 70)).toBe('Jose Nunez Kendo Co');
    expect(sepaText('€€€', 70)).toBe('-');
    expect(sepaText('a'.repeat(80), 70)).toHaveLength(70);
  });

  it('writes cents as a decimal amount without floating point', () => {
    expect(amountOf(0)).toBe('0.00');
    expect(amountOf(5)).toBe('0.05');
    expect(amountOf(123456789)).toBe('1234567.89');
    expect(() => amountOf(1.5)).toThrow();
    expect(() => amountOf(-1)).toThrow();
  });
});
