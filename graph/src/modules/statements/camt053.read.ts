import { StringDecoder } from 'node:string_decoder';
import sax from 'sax';
import type { MessageKey } from '@federa/schema/i18n';
import { findChargeReference } from './statement-reference';
import {
  centsText,
  conceptOf,
  decimalCents,
  isoDate,
  StatementRefused,
  type ParsedStatement,
  type StatementEntry,
  type StatementReader,
} from './statement-file';

// ISO 20022 «Bank-to-Customer Statement» camt.053.001.02 (and later versions, same paths for what
// is read here), message definition and the EPC's «Customer-to-Bank and Bank-to-Customer
// Reporting Implementation Guidelines»: Document/BkToCstmrStmt/Stmt holds Acct, Bal (OPBD, CLBD),
// TxsSummry and Ntry; an Ntry has Amt@Ccy, CdtDbtInd, RvslInd, BookgDt, BkTxCd, and per TxDtls
// Refs/EndToEndId, RltdPties, RmtInf (Ustrd, Strd/CdtrRefInf/Ref) and RtrInf/Rsn/Cd.

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})$/;
const MAX_DEPTH = 40;
const MAX_TEXT = 2000;
/**
 * The texts one entry keeps of each kind: a crafted entry repeating <Nm> or <Ustrd> a million
 * times must cost no more than a real one (the concept is cut to a line anyway).
 */
const MAX_TEXTS = 20;

function keep(list: string[], text: string): void {
  if (list.length < MAX_TEXTS) list.push(text);
}
/** Bank transaction sub-families of a debit that came back (ISO ExternalBankTransactionSubFamily1Code). */
const RETURN_FAMILIES = new Set(['UPDD', 'RRTN', 'PRDD']);

type Amount = { cents: number; credit: boolean | null; currency: string };
type Entry = {
  line: number;
  amount: string;
  currency: string;
  indicator: string;
  reversal: boolean;
  bookedOn: string;
  valueOn: string | null;
  subFamily: string;
  endToEndId: string | null;
  structured: string[];
  texts: string[];
  /** The payers' or payees' names, put before the texts when the entry closes. */
  names: string[];
  returnReason: string | null;
  bankReference: string | null;
};
type Totals = { count: number | null; sum: number | null };
type Statement = {
  line: number;
  account: string;
  entries: number;
  credits: { count: number; cents: number };
  debits: { count: number; cents: number };
  opening: number | null;
  closing: number | null;
  closingLine: number;
  stated: { all: Totals; credits: Totals; debits: Totals };
};

const emptyTotals = (): Totals => ({ count: null, sum: null });

/** A camt.053 file read as a stream of XML events (sax): the file is never held whole. */
export class Camt053Reader implements StatementReader {
  private readonly parser = sax.parser(true, { position: true, trim: false, normalize: false });
  private readonly decoder = new StringDecoder('utf8');
  private readonly stack: string[] = [];
  private readonly lines: number[] = [];
  // Each open element's path below its statement (depth 4 on) and below its entry or balance
  // (depth 5 on), built as elements open rather than joined at every close.
  private readonly underStatement: string[] = [];
  private readonly underEntry: string[] = [];
  private text = '';
  private sawRoot = false;
  private statement: Statement | null = null;
  private entry: Entry | null = null;
  private balance: { code: string; amount: Amount | null; indicator: string; line: number } | null = null;
  private readonly entries: StatementEntry[] = [];
  private readonly result = {
    bank: '',
    account: '',
    currency: '',
    from: '',
    to: '',
    opening: null as number | null,
    closing: null as number | null,
    credit: 0,
    debit: 0,
  };

  constructor(private readonly maxEntries: number) {
    const p = this.parser;
    p.onerror = () => this.refuse('statements.camt.malformed', p.line + 1, { column: p.column + 1 });
    p.ondoctype = () => this.refuse('statements.camt.doctype', p.line + 1);
    p.onopentag = (tag) => this.open(tag.name, tag.attributes as Record<string, string>);
    p.ontext = (text) => this.addText(text);
    p.oncdata = (text) => this.addText(text);
    p.onclosetag = () => this.close();
  }

  write(chunk: Buffer): void {
    this.parser.write(this.decoder.write(chunk));
  }

  end(): ParsedStatement {
    this.parser.write(this.decoder.end());
    this.parser.close();
    if (!this.sawRoot) this.refuse('statements.empty', this.parser.line + 1);
    if (!this.result.account) this.refuse('statements.camt.noStatement', this.parser.line + 1);
    const r = this.result;
    const dates = this.entries.map((e) => e.bookedOn);
    return {
      format: 'CAMT053',
      bank: r.bank,
      account: r.account,
      currency: r.currency,
      from: r.from || dates.reduce((a, b) => (a < b ? a : b), dates[0] ?? ''),
      to: r.to || dates.reduce((a, b) => (a > b ? a : b), dates[0] ?? ''),
      openingCents: r.opening,
      closingCents: r.closing,
      creditCents: r.credit,
      debitCents: r.debit,
      entries: this.entries,
    };
  }

  private open(qualified: string, attributes: Record<string, string>): void {
    const name = localName(qualified);
    const line = this.parser.line + 1;
    if (!this.stack.length) {
      const namespace = attributes[qualified.includes(':') ? `xmlns:${qualified.split(':')[0]}` : 'xmlns'];
      const version = NAMESPACE.exec(namespace ?? '');
      if (name !== 'Document' || !version || Number(version[1]) < 2)
        this.refuse('statements.camt.notCamt', line, { element: name });
      this.sawRoot = true;
    }
    if (this.stack.length >= MAX_DEPTH) this.refuse('statements.camt.tooDeep', line, { element: name });
    this.stack.push(name);
    this.lines.push(line);
    this.text = '';
    const depth = this.stack.length;
    this.underStatement.push(
      depth < 4 ? '' : depth === 4 ? name : `${this.underStatement[depth - 2]}/${name}`,
    );
    this.underEntry.push(depth < 5 ? '' : depth === 5 ? name : `${this.underEntry[depth - 2]}/${name}`);
    if (name === 'Stmt' && depth === 3) this.openStatement(line);
    else if (name === 'Ntry' && this.statement && depth === 4) this.openEntry(line);
    else if (name === 'Bal' && this.statement && depth === 4)
      this.balance = { code: '', amount: null, indicator: '', line };
    else if (name === 'Amt' && (this.entry || this.balance) && depth === 5) {
      this.text = '';
      this.amountCurrency = attributes.Ccy ?? '';
    }
  }

  private amountCurrency = '';

  private addText(text: string): void {
    if (this.text.length < MAX_TEXT) this.text += text.slice(0, MAX_TEXT - this.text.length);
  }

  private close(): void {
    const depth = this.stack.length;
    const name = this.stack[depth - 1];
    const line = this.lines[depth - 1];
    const text = this.text.trim();
    this.text = '';
    if (this.entry && depth > 4) this.entryField(this.underEntry[depth - 1], text, line);
    else if (this.balance && depth > 4) this.balanceField(this.underEntry[depth - 1], text, line);
    else if (this.statement && depth > 3) this.statementField(this.underStatement[depth - 1], text, line);
    if (name === 'Ntry' && depth === 4 && this.entry) this.closeEntry();
    else if (name === 'Bal' && depth === 4 && this.balance) this.closeBalance();
    else if (name === 'Stmt' && depth === 3 && this.statement) this.closeStatement();
    this.stack.pop();
    this.lines.pop();
    this.underStatement.pop();
    this.underEntry.pop();
  }

  private openStatement(line: number): void {
    this.statement = {
      line,
      account: '',
      entries: 0,
      credits: { count: 0, cents: 0 },
      debits: { count: 0, cents: 0 },
      opening: null,
      closing: null,
      closingLine: line,
      stated: { all: emptyTotals(), credits: emptyTotals(), debits: emptyTotals() },
    };
  }

  private statementField(path: string, text: string, line: number): void {
    const s = this.statement!;
    const r = this.result;
    switch (path) {
      case 'Acct/Id/IBAN':
      case 'Acct/Id/Othr/Id':
        s.account = text.replace(/\s+/g, () => '');
        if (r.account && r.account !== s.account) this.refuse('statements.severalAccounts', line);
        r.account = s.account;
        return;
      case 'Acct/Ccy':
        if (r.currency && r.currency !== text) this.refuse('statements.severalAccounts', line);
        r.currency = text;
        return;
      case 'Acct/Svcr/FinInstnId/BIC':
      case 'Acct/Svcr/FinInstnId/BICFI':
        r.bank = text;
        return;
      case 'FrToDt/FrDtTm': {
        const from = this.dateOf(text, line, 'FrDtTm');
        if (!r.from || from < r.from) r.from = from;
        return;
      }
      case 'FrToDt/ToDtTm': {
        const to = this.dateOf(text, line, 'ToDtTm');
        if (to > r.to) r.to = to;
        return;
      }
      case 'TxsSummry/TtlNtries/NbOfNtries':
        s.stated.all.count = this.countOf(text, line, 'NbOfNtries');
        return;
      case 'TxsSummry/TtlNtries/Sum':
        s.stated.all.sum = this.centsOf(text, line, 'Sum');
        return;
      case 'TxsSummry/TtlCdtNtries/NbOfNtries':
        s.stated.credits.count = this.countOf(text, line, 'NbOfNtries');
        return;
      case 'TxsSummry/TtlCdtNtries/Sum':
        s.stated.credits.sum = this.centsOf(text, line, 'Sum');
        return;
      case 'TxsSummry/TtlDbtNtries/NbOfNtries':
        s.stated.debits.count = this.countOf(text, line, 'NbOfNtries');
        return;
      case 'TxsSummry/TtlDbtNtries/Sum':
        s.stated.debits.sum = this.centsOf(text, line, 'Sum');
        return;
    }
  }

  private balanceField(path: string, text: string, line: number): void {
    const b = this.balance!;
    if (path === 'Tp/CdOrPrtry/Cd') b.code = text;
    else if (path === 'Amt')
      b.amount = { cents: this.centsOf(text, line, 'Amt'), credit: null, currency: '' };
    else if (path === 'CdtDbtInd') b.indicator = this.indicatorOf(text, line);
  }

  private closeBalance(): void {
    const b = this.balance!;
    const s = this.statement!;
    this.balance = null;
    if (!b.amount) this.refuse('statements.camt.missing', b.line, { element: 'Bal/Amt' });
    if (!b.indicator) this.refuse('statements.camt.missing', b.line, { element: 'Bal/CdtDbtInd' });
    const signed = b.indicator === 'DBIT' ? -b.amount!.cents : b.amount!.cents;
    if (b.code === 'OPBD' || b.code === 'PRCD') s.opening ??= signed;
    else if (b.code === 'CLBD') {
      s.closing = signed;
      s.closingLine = b.line;
    }
  }

  private openEntry(line: number): void {
    if (this.entries.length >= this.maxEntries)
      this.refuse('statements.tooManyLines', line, { max: this.maxEntries });
    this.entry = {
      line,
      amount: '',
      currency: '',
      indicator: '',
      reversal: false,
      bookedOn: '',
      valueOn: null,
      subFamily: '',
      endToEndId: null,
      structured: [],
      names: [],
      texts: [],
      returnReason: null,
      bankReference: null,
    };
  }

  private entryField(path: string, text: string, line: number): void {
    const e = this.entry!;
    if (path === 'Amt') {
      e.amount = text;
      e.currency = this.amountCurrency;
      this.centsOf(text, line, 'Amt');
    } else if (path === 'CdtDbtInd') e.indicator = this.indicatorOf(text, line);
    else if (path === 'RvslInd') e.reversal = text === 'true' || text === '1';
    else if (path === 'BookgDt/Dt' || path === 'BookgDt/DtTm')
      e.bookedOn = this.dateOf(text, line, 'BookgDt');
    else if (path === 'ValDt/Dt' || path === 'ValDt/DtTm') e.valueOn = this.dateOf(text, line, 'ValDt');
    else if (path === 'AcctSvcrRef') e.bankReference = text.slice(0, 64) || null;
    else if (path === 'AddtlNtryInf') keep(e.texts, text);
    else if (path === 'BkTxCd/Domn/Fmly/SubFmlyCd') e.subFamily = text;
    else if (path.startsWith('NtryDtls/TxDtls/')) this.transactionField(path.slice(16), text);
  }

  private transactionField(path: string, text: string): void {
    const e = this.entry!;
    if (path === 'Refs/EndToEndId') {
      if (text && text !== 'NOTPROVIDED' && !e.endToEndId) e.endToEndId = text.slice(0, 35);
    } else if (path === 'RmtInf/Ustrd' || path === 'AddtlTxInf') keep(e.texts, text);
    else if (path === 'RmtInf/Strd/CdtrRefInf/Ref') keep(e.structured, text);
    else if (path === 'RtrInf/Rsn/Cd' || path === 'RtrInf/Rsn/Prtry')
      e.returnReason ??= text.slice(0, 35) || null;
    else if (/^RltdPties\/(Dbtr|Cdtr)(\/Pty)?\/Nm$/.test(path)) keep(e.names, text);
  }

  private closeEntry(): void {
    const e = this.entry!;
    const s = this.statement!;
    this.entry = null;
    if (!e.amount) this.refuse('statements.camt.missing', e.line, { element: 'Ntry/Amt' });
    if (!e.indicator) this.refuse('statements.camt.missing', e.line, { element: 'Ntry/CdtDbtInd' });
    if (!e.bookedOn) this.refuse('statements.camt.missing', e.line, { element: 'Ntry/BookgDt' });
    const amountCents = this.centsOf(e.amount, e.line, 'Amt');
    if (amountCents === 0) this.refuse('statements.zeroAmount', e.line);
    if (this.result.currency && e.currency && e.currency !== this.result.currency)
      this.refuse('statements.camt.currency', e.line, {
        currency: e.currency,
        account: this.result.currency,
      });
    const credit = e.indicator === 'CRDT';
    const side = credit ? s.credits : s.debits;
    side.count++;
    side.cents += amountCents;
    s.entries++;
    if (credit) this.result.credit += amountCents;
    else this.result.debit += amountCents;
    const concept = conceptOf([...e.names, ...e.texts, ...e.structured]);
    const isReturn = !credit && (e.reversal || e.returnReason !== null || RETURN_FAMILIES.has(e.subFamily));
    this.entries.push({
      line: e.line,
      bookedOn: e.bookedOn,
      valueOn: e.valueOn,
      amountCents,
      credit,
      concept,
      reference: findChargeReference(e.structured.join(' ')) ?? findChargeReference(e.texts.join(' ')),
      endToEndId: e.endToEndId,
      bankReference: e.bankReference,
      isReturn,
      returnReason: isReturn ? e.returnReason : null,
    });
  }

  private closeStatement(): void {
    const s = this.statement!;
    this.statement = null;
    if (!s.account) this.refuse('statements.camt.missing', s.line, { element: 'Stmt/Acct/Id' });
    const { all, credits, debits } = s.stated;
    const check = (stated: number | null, found: number, key: MessageKey, money: boolean) => {
      if (stated !== null && stated !== found)
        this.refuse(key, s.line, {
          stated: money ? centsText(stated) : stated,
          found: money ? centsText(found) : found,
        });
    };
    check(all.count, s.entries, 'statements.entryCount', false);
    check(all.sum, s.credits.cents + s.debits.cents, 'statements.entrySum', true);
    check(credits.count, s.credits.count, 'statements.creditCount', false);
    check(credits.sum, s.credits.cents, 'statements.creditTotal', true);
    check(debits.count, s.debits.count, 'statements.debitCount', false);
    check(debits.sum, s.debits.cents, 'statements.debitTotal', true);
    if (s.opening !== null && s.closing !== null) {
      const expected = s.opening + s.credits.cents - s.debits.cents;
      if (expected !== s.closing)
        this.refuse('statements.balance', s.closingLine, {
          stated: centsText(s.closing),
          found: centsText(expected),
        });
    }
    this.result.opening ??= s.opening;
    if (s.closing !== null) this.result.closing = s.closing;
  }

  private centsOf(text: string, line: number, element: string): number {
    // ISO amounts allow five decimals; a euro amount's past the second are zeros or it is no amount.
    const trimmed = /^\d+\.\d{3,5}$/.test(text)
      ? text.replace(/(\.\d\d)0+$/, (_all, kept: string) => kept)
      : text;
    const cents = decimalCents(trimmed);
    if (cents === null) this.refuse('statements.camt.amount', line, { element, value: text.slice(0, 40) });
    return cents!;
  }

  private countOf(text: string, line: number, element: string): number {
    if (!/^\d{1,15}$/.test(text))
      this.refuse('statements.camt.number', line, { element, value: text.slice(0, 40) });
    return Number(text);
  }

  private indicatorOf(text: string, line: number): string {
    if (text !== 'CRDT' && text !== 'DBIT')
      this.refuse('statements.camt.indicator', line, { value: text.slice(0, 40) });
    return text;
  }

  private dateOf(text: string, line: number, element: string): string {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
    const date = match && isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
    if (!date) this.refuse('statements.camt.date', line, { element, value: text.slice(0, 40) });
    return date!;
  }

  private refuse(key: MessageKey, line: number, params: Record<string, string | number> = {}): never {
    const element = this.stack[this.stack.length - 1] ?? '';
    throw new StatementRefused(key, { line, element, ...params });
  }
}

const localName = (qualified: string): string => qualified.slice(qualified.indexOf(':') + 1);
