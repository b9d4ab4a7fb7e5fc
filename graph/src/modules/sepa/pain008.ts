import type { Writable } from 'node:stream';
import { drained, nextTurn, ROWS_PER_TURN } from '../common/file-stream';

// A remittance's pain.008.001.02 file (ISO 20022 customer direct debit initiation, SEPA Core), as
// the EPC's implementation guidelines fill it, written element by element as its rows arrive: a
// remittance of 50,000 debits holds one batch of rows in memory, never the document.

export const PAIN008_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.02';
export type SequenceType = 'FRST' | 'RCUR';

export type Pain008Creditor = { id: string; name: string; iban: string; bic?: string | null };

export type Pain008Header = {
  messageId: string;
  createdAt: Date;
  collectionDate: string;
  creditor: Pain008Creditor;
};

export type Pain008Debit = {
  endToEndId: string;
  amountCents: number;
  mandateReference: string;
  signedOn: string;
  debtorName: string;
  iban: string;
  bic: string | null;
  /** What the debtor reads on their statement (the charge's reference and concept). */
  remittanceInfo: string;
};

/** One payment information block: the debits of one sequence type, counted and summed first. */
export type Pain008Block = {
  id: string;
  sequence: SequenceType;
  count: number;
  sumCents: number;
  debits: AsyncIterable<Pain008Debit[]>;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** A text as XML character data (a function replaces: a `$` in a name stays a `$`). */
export const xmlText = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * A person's text in the EPC's Latin set, which every SEPA bank takes: accents dropped
 * (Muñoz → Munoz), anything else outside the set a space, cut to `max`. Banks refuse a file with
 * other characters, and the name is read by the debtor's bank, not kept by it.
 */
export function sepaText(text: string, max: number): string {
  const latin = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, () => '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, () => ' ')
    .replace(/\s+/g, () => ' ')
    .trim();
  return latin.slice(0, max).trim() || '-';
}

/** Integer cents as the XML's decimal amount (1234 → 12.34), never through a float. */
export function amountOf(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`pain.008: bad amount ${cents}`);
  const units = Math.trunc(cents / 100);
  return `${units}.${String(cents % 100).padStart(2, '0')}`;
}

/** The moment as ISODateTime without fractions, in UTC. */
const isoMoment = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

const agent = (bic: string | null | undefined) =>
  bic
    ? `<FinInstnId><BIC>${xmlText(bic)}</BIC></FinInstnId>`
    : // EPC: without a BIC (IBAN-only, allowed inside SEPA) the agent is "NOTPROVIDED".
      '<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>';

function blockHead(header: Pain008Header, block: Pain008Block): string {
  const c = header.creditor;
  return (
    `<PmtInf><PmtInfId>${xmlText(block.id)}</PmtInfId><PmtMtd>DD</PmtMtd><BtchBookg>true</BtchBookg>` +
    `<NbOfTxs>${block.count}</NbOfTxs><CtrlSum>${amountOf(block.sumCents)}</CtrlSum>` +
    `<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm>` +
    `<SeqTp>${block.sequence}</SeqTp></PmtTpInf>` +
    `<ReqdColltnDt>${header.collectionDate}</ReqdColltnDt>` +
    `<Cdtr><Nm>${xmlText(sepaText(c.name, 70))}</Nm></Cdtr>` +
    `<CdtrAcct><Id><IBAN>${xmlText(c.iban)}</IBAN></Id></CdtrAcct>` +
    `<CdtrAgt>${agent(c.bic)}</CdtrAgt><ChrgBr>SLEV</ChrgBr>` +
    `<CdtrSchmeId><Id><PrvtId><Othr><Id>${xmlText(c.id)}</Id>` +
    `<SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>\n`
  );
}

function debitXml(d: Pain008Debit): string {
  return (
    `<DrctDbtTxInf><PmtId><EndToEndId>${xmlText(d.endToEndId)}</EndToEndId></PmtId>` +
    `<InstdAmt Ccy="EUR">${amountOf(d.amountCents)}</InstdAmt>` +
    `<DrctDbtTx><MndtRltdInf><MndtId>${xmlText(d.mandateReference)}</MndtId>` +
    `<DtOfSgntr>${d.signedOn}</DtOfSgntr></MndtRltdInf></DrctDbtTx>` +
    `<DbtrAgt>${agent(d.bic)}</DbtrAgt>` +
    `<Dbtr><Nm>${xmlText(sepaText(d.debtorName, 70))}</Nm></Dbtr>` +
    `<DbtrAcct><Id><IBAN>${xmlText(d.iban)}</IBAN></Id></DbtrAcct>` +
    `<RmtInf><Ustrd>${xmlText(sepaText(d.remittanceInfo, 140))}</Ustrd></RmtInf></DrctDbtTxInf>\n`
  );
}

/**
 * Writes the file: the group header with the count and sum of every block (known before the
 * first debit: the blocks carry them), then each block with its debits as their batches come.
 * The writer waits for the client between batches (`drained`), so a slow download holds a batch.
 */
export async function writePain008(
  out: Writable,
  header: Pain008Header,
  blocks: readonly Pain008Block[],
  stallMs?: number,
): Promise<void> {
  const count = blocks.reduce((n, b) => n + b.count, 0);
  const sum = blocks.reduce((n, b) => n + b.sumCents, 0);
  out.write(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${PAIN008_NAMESPACE}" ` +
      `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><CstmrDrctDbtInitn>\n` +
      `<GrpHdr><MsgId>${xmlText(header.messageId)}</MsgId><CreDtTm>${isoMoment(header.createdAt)}</CreDtTm>` +
      `<NbOfTxs>${count}</NbOfTxs><CtrlSum>${amountOf(sum)}</CtrlSum>` +
      `<InitgPty><Nm>${xmlText(sepaText(header.creditor.name, 70))}</Nm></InitgPty></GrpHdr>\n`,
  );
  for (const block of blocks) {
    if (!block.count) continue;
    out.write(blockHead(header, block));
    let written = 0;
    for await (const batch of block.debits) {
      for (let start = 0; start < batch.length; start += ROWS_PER_TURN) {
        out.write(
          batch
            .slice(start, start + ROWS_PER_TURN)
            .map(debitXml)
            .join(''),
        );
        await drained(out, stallMs);
        await nextTurn();
      }
      written += batch.length;
    }
    // The header promised the count: a block that read otherwise (a change under a snapshot
    // cannot happen, a bug could) must not reach a bank as a valid-looking file.
    if (written !== block.count)
      throw new Error(`pain.008: ${block.id} counted ${block.count}, read ${written}`);
    out.write('</PmtInf>\n');
  }
  out.write('</CstmrDrctDbtInitn></Document>\n');
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}
