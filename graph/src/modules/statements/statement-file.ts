import type { MessageKey } from '@federa/schema/i18n';

export const STATEMENT_FORMATS = ['NORMA43', 'CAMT053'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** One movement of a statement, as its file says it (amounts in cents, always positive). */
export type StatementEntry = {
  /** The line of the file it begins on (Norma 43: its record 22; camt.053: its <Ntry>). */
  line: number;
  bookedOn: string;
  valueOn: string | null;
  amountCents: number;
  credit: boolean;
  /** What the bank wrote about it (payer, remittance text, concepts), for a person to read. */
  concept: string;
  /** A charge's ISO 11649 reference found in it (RFnnFED<id>), check digits verified. */
  reference: string | null;
  endToEndId: string | null;
  bankReference: string | null;
  /** A returned direct debit or a reversal (camt RvslInd / RtrInf, Norma 43 concept 14 debit). */
  isReturn: boolean;
  returnReason: string | null;
};

/** A statement read whole and checked: one account, its period, balances and entries. */
export type ParsedStatement = {
  format: StatementFormat;
  /** Norma 43: the bank's entity code; camt.053: the servicer's BIC, when given. */
  bank: string;
  /** Norma 43: entity, office and account number (the CCC without check digits); camt.053: the IBAN. */
  account: string;
  currency: string;
  from: string;
  to: string;
  openingCents: number | null;
  closingCents: number | null;
  creditCents: number;
  debitCents: number;
  entries: StatementEntry[];
};

/**
 * Why a file is refused: where (its line; for XML the element and column too) and the reason,
 * a catalogue key whose text names the line. Nothing of a refused file is written.
 */
export class StatementRefused extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number>,
  ) {
    super(`${key} ${JSON.stringify(params)}`);
  }
}

/** How much a file may hold: bytes read, entries kept (a bound on the memory an import takes). */
export type StatementBounds = { maxBytes: number; maxEntries: number };

/**
 * A statement format's reader: fed the file's bytes chunk by chunk (it never holds the whole
 * file), it keeps the entries and checks the file's own totals when the file ends.
 */
export interface StatementReader {
  write(chunk: Buffer): void;
  end(): ParsedStatement;
}

/** A date of the file as ISO (yyyy-mm-dd) when it is a real calendar day, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2199) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * A decimal amount of the file ("1234.5") in integer cents, read from its digits (never through a
 * float); null when it is not a non-negative amount of at most two decimals.
 */
export function decimalCents(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Concept texts as one, blanks squeezed, bounded (a person reads it; the database keeps it). */
export function conceptOf(parts: readonly string[], max = 500): string {
  return parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' · ')
    .slice(0, max);
}

/** Cents as the file writes amounts ("-1234.05"), for a refusal's message: digits, no float. */
export function centsText(value: number): string {
  const abs = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
