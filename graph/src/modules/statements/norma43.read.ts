import { isUtf8 } from 'node:buffer';
import type { MessageKey } from '@federa/schema/i18n';
import { findChargeReference } from './statement-reference';
import {
  centsText as cents,
  conceptOf,
  isoDate,
  StatementRefused,
  type ParsedStatement,
  type StatementEntry,
  type StatementReader,
} from './statement-file';

// AEB, «Cuaderno 43: Información normalizada de cuenta corriente» (Serie normas y procedimientos
// bancarios nº 43, Asociación Española de Banca / CSB, June 2012), the layout every record below
// follows: fixed records of 80 characters, positions counted from 1, amounts of 14 digits in
// cents, dates AAMMDD, clave debe/haber 1 (debit) or 2 (credit). Common concept 14 is
// «Devoluciones e impagados»: a debit under it is a payment that came back.

const RECORD = 80;
const RETURNED = '14';
const CURRENCIES: Record<string, string> = { '978': 'EUR', '840': 'USD', '826': 'GBP', '756': 'CHF' };
// ISO 20022 return reasons (ExternalReturnReason1Code) a bank quotes in a returned debit's concepts.
// The end-to-end identification of Federa's own debits (sepa/remittances.ts: charge reference, '-', debit).
const END_TO_END = /RF\d{2}FED\d{1,10}-\d{1,10}/;
const RETURN_REASON =
  /\b(AC0[1469]|AG0[12]|AM0[45]|BE05|CNOR|DNOR|FF01|MD0[1267]|MS0[23]|RC01|RR0[1-4]|SL01|FOCR|DUPL|TECH)\b/;

type Movement = {
  line: number;
  bookedOn: string;
  valueOn: string;
  commonConcept: string;
  credit: boolean;
  amountCents: number;
  document: string;
  reference1: string;
  reference2: string;
  concepts: string[];
  lastConcept: number;
};

type Account = {
  line: number;
  key: string;
  from: string;
  to: string;
  openingCents: number;
  currency: string;
  name: string;
  debits: { count: number; cents: number };
  credits: { count: number; cents: number };
};

/** A Norma 43 file read record by record (one line of 80 characters each). */
export class Norma43Reader implements StatementReader {
  private tail = Buffer.alloc(0);
  private lineNo = 0;
  private records = 0;
  private ended = false;
  private account: Account | null = null;
  private firstAccount: Account | null = null;
  private movement: Movement | null = null;
  private closingCents: number | null = null;
  private readonly entries: StatementEntry[] = [];
  private creditCents = 0;
  private debitCents = 0;

  constructor(private readonly maxEntries: number) {}

  write(chunk: Buffer): void {
    let data = this.tail.length ? Buffer.concat([this.tail, chunk]) : chunk;
    let newline = data.indexOf(0x0a);
    while (newline >= 0) {
      this.record(data.subarray(0, newline));
      data = data.subarray(newline + 1);
      newline = data.indexOf(0x0a);
    }
    // A record is 80 characters: a "line" far longer than that is no Norma 43 however it ends.
    if (data.length > RECORD * 4)
      this.refuse('statements.n43.length', { length: data.length }, this.lineNo + 1);
    this.tail = Buffer.from(data);
  }

  end(): ParsedStatement {
    if (this.tail.length) this.record(this.tail);
    if (!this.ended) {
      if (!this.firstAccount) this.refuse('statements.empty', {});
      this.refuse('statements.n43.noEnd', {});
    }
    const first = this.firstAccount!;
    const account = first.key;
    return {
      format: 'NORMA43',
      bank: account.slice(0, 4),
      account,
      currency: first.currency,
      from: this.from,
      to: this.to,
      openingCents: first.openingCents,
      closingCents: this.closingCents,
      creditCents: this.creditCents,
      debitCents: this.debitCents,
      entries: this.entries,
    };
  }

  private from = '';
  private to = '';

  private record(bytes: Buffer): void {
    this.lineNo++;
    // A movement takes at most 7 records (22, five 23, 24): more lines than that are no statement
    // this import keeps, and blank ones must not make a cheap file costly to read.
    if (this.lineNo > (this.maxEntries + 1) * 8)
      this.refuse('statements.tooManyLines', { max: this.maxEntries });
    if (bytes.length === 0 || (bytes.length === 1 && bytes[0] === 0x0d)) return;
    // Norma 43 is ASCII; banks that add accents write Latin-1, newer exports UTF-8.
    let text = (isUtf8(bytes) ? bytes.toString('utf8') : bytes.toString('latin1'))
      .replace(/\r$/, '')
      // Control characters are nobody's concept, and the database keeps no NUL.
      .replace(/\p{Cc}/gu, () => ' ');
    if (!text.trim()) return;
    if (this.ended) this.refuse('statements.n43.afterEnd', {});
    if (text.length > RECORD) this.refuse('statements.n43.length', { length: text.length });
    // Editors and mail clients cut the blanks a record ends with: put back, the fields stay in place.
    text = text.padEnd(RECORD, ' ');
    const code = text.slice(0, 2);
    switch (code) {
      case '11':
        return this.header(text);
      case '22':
        return this.main(text);
      case '23':
        return this.complementary(text);
      case '24':
        return this.equivalence();
      case '33':
        return this.footer(text);
      case '88':
        return this.fileEnd(text);
      default:
        this.refuse('statements.n43.recordCode', { code: code.trim() || '—' });
    }
  }

  private header(text: string): void {
    if (this.account) this.refuse('statements.n43.outOfPlace', { code: '11' });
    this.records++;
    const key = this.digits(text, 3, 20);
    if (this.firstAccount && this.firstAccount.key !== key) this.refuse('statements.severalAccounts', {});
    const currencyCode = this.digits(text, 48, 50);
    const account: Account = {
      line: this.lineNo,
      key,
      from: this.date(text, 21),
      to: this.date(text, 27),
      openingCents: this.signed(text, 33, 34),
      currency: CURRENCIES[currencyCode] ?? currencyCode,
      name: text.slice(51, 77).trim(),
      debits: { count: 0, cents: 0 },
      credits: { count: 0, cents: 0 },
    };
    if (account.to < account.from) this.refuse('statements.periodBackwards', {});
    if (this.firstAccount && account.currency !== this.firstAccount.currency)
      this.refuse('statements.severalAccounts', {});
    this.firstAccount ??= account;
    this.from = this.from && this.from < account.from ? this.from : account.from;
    this.to = this.to > account.to ? this.to : account.to;
    this.account = account;
  }

  private main(text: string): void {
    if (!this.account) this.refuse('statements.n43.outOfPlace', { code: '22' });
    this.records++;
    this.closeMovement();
    const sign = text[27];
    if (sign !== '1' && sign !== '2') this.refuse('statements.n43.sign', { position: 28 });
    const amountCents = Number(this.digits(text, 29, 42));
    if (amountCents === 0) this.refuse('statements.zeroAmount', {});
    this.movement = {
      line: this.lineNo,
      bookedOn: this.date(text, 11),
      valueOn: this.date(text, 17),
      commonConcept: this.digits(text, 23, 24),
      credit: sign === '2',
      amountCents,
      document: blankZeros(text.slice(42, 52)),
      reference1: blankZeros(text.slice(52, 64)),
      reference2: blankZeros(text.slice(64, 80)),
      concepts: [],
      lastConcept: 0,
    };
  }

  private complementary(text: string): void {
    if (!this.movement) this.refuse('statements.n43.outOfPlace', { code: '23' });
    this.records++;
    const order = Number(this.digits(text, 3, 4));
    // Up to five, in order (01..05), each two concept fields of 38 characters.
    if (order !== this.movement!.lastConcept + 1 || order > 5)
      this.refuse('statements.n43.conceptOrder', { order: text.slice(2, 4) });
    this.movement!.lastConcept = order;
    this.movement!.concepts.push(text.slice(4, 42), text.slice(42, 80));
  }

  private equivalence(): void {
    // The currency equivalence changes nothing Federa keeps: counted, checked in place only.
    if (!this.movement) this.refuse('statements.n43.outOfPlace', { code: '24' });
    this.records++;
  }

  private footer(text: string): void {
    const account = this.account;
    if (!account) this.refuse('statements.n43.outOfPlace', { code: '33' });
    this.records++;
    this.closeMovement();
    const { debits, credits } = account!;
    if (this.digits(text, 3, 20) !== account!.key) this.refuse('statements.n43.accountMismatch', {});
    const debitCount = Number(this.digits(text, 21, 25));
    const debitCents = Number(this.digits(text, 26, 39));
    const creditCount = Number(this.digits(text, 40, 44));
    const creditCents = Number(this.digits(text, 45, 58));
    if (debitCount !== debits.count)
      this.refuse('statements.debitCount', { stated: debitCount, found: debits.count });
    if (creditCount !== credits.count)
      this.refuse('statements.creditCount', { stated: creditCount, found: credits.count });
    if (debitCents !== debits.cents)
      this.refuse('statements.debitTotal', { stated: cents(debitCents), found: cents(debits.cents) });
    if (creditCents !== credits.cents)
      this.refuse('statements.creditTotal', { stated: cents(creditCents), found: cents(credits.cents) });
    const closing = this.signed(text, 59, 60);
    const expected = account!.openingCents + credits.cents - debits.cents;
    if (closing !== expected)
      this.refuse('statements.balance', { stated: cents(closing), found: cents(expected) });
    this.closingCents = closing;
    this.account = null;
  }

  private fileEnd(text: string): void {
    if (this.account || !this.firstAccount) this.refuse('statements.n43.outOfPlace', { code: '88' });
    if (text.slice(2, 20) !== '9'.repeat(18)) this.refuse('statements.n43.endMark', {});
    const stated = Number(this.digits(text, 21, 26));
    if (stated !== this.records) this.refuse('statements.n43.recordCount', { stated, found: this.records });
    this.ended = true;
  }

  private closeMovement(): void {
    const m = this.movement;
    if (!m) return;
    this.movement = null;
    const side = m.credit ? this.account!.credits : this.account!.debits;
    side.count++;
    side.cents += m.amountCents;
    if (m.credit) this.creditCents += m.amountCents;
    else this.debitCents += m.amountCents;
    if (this.entries.length >= this.maxEntries)
      this.refuse('statements.tooManyLines', { max: this.maxEntries }, m.line);
    // A concept runs on across its fields and records: one text, the references before it.
    const concept = conceptOf([m.reference1, m.reference2, m.concepts.join(' ')]);
    const isReturn = !m.credit && m.commonConcept === RETURNED;
    this.entries.push({
      line: m.line,
      bookedOn: m.bookedOn,
      valueOn: m.valueOn,
      amountCents: m.amountCents,
      credit: m.credit,
      concept,
      reference: findChargeReference([m.reference1, m.reference2, ...m.concepts].join(' ')),
      // A returned debit quotes the original's end-to-end identification: in its second reference,
      // or (too long for its 16 characters) in its concepts, as Federa writes it (RFnnFED<id>-<debit>).
      endToEndId: isReturn ? (END_TO_END.exec(concept)?.[0] ?? (m.reference2 || null)) : null,
      bankReference: m.document || null,
      isReturn,
      returnReason: isReturn ? (RETURN_REASON.exec(concept)?.[1] ?? null) : null,
    });
  }

  /** Positions `from`..`to` (counted from 1, as the Cuaderno does), all digits. */
  private digits(text: string, from: number, to: number): string {
    const field = text.slice(from - 1, to);
    if (!/^\d+$/.test(field)) this.refuse('statements.n43.notDigits', { from, to, value: field.trim() });
    return field;
  }

  private date(text: string, from: number): string {
    const field = this.digits(text, from, from + 5);
    const date = isoDate(2000 + Number(field.slice(0, 2)), Number(field.slice(2, 4)), Number(field.slice(4)));
    if (!date) this.refuse('statements.n43.date', { from, to: from + 5, value: field });
    return date!;
  }

  /** A balance: its sign key (1 debit, 2 credit) at `signAt`, 14 digits from `from`. */
  private signed(text: string, signAt: number, from: number): number {
    const sign = text[signAt - 1];
    if (sign !== '1' && sign !== '2') this.refuse('statements.n43.sign', { position: signAt });
    const amount = Number(this.digits(text, from, from + 13));
    return sign === '1' ? -amount : amount;
  }

  private refuse(key: MessageKey, params: Record<string, string | number>, line = this.lineNo): never {
    throw new StatementRefused(key, { line, ...params });
  }
}

/** A reference field as the bank fills it when it has none (zeros or blanks) reads as empty. */
const blankZeros = (field: string): string => (/^[0\s]*$/.test(field) ? '' : field.trim());
