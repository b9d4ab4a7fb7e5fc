import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageKey } from '@federa/schema/i18n';
import type { FieldError } from '@federa/schema/validation/auth';
import {
  fieldOfHeading,
  IMPORT_COLUMNS,
  IMPORT_FORMATS,
  IMPORT_REQUIRED,
  importDate,
  type ImportField,
  type ImportFormat,
} from '@federa/schema/validation/member-import';
import {
  localToday,
  MEMBER_MAX_LENGTHS,
  MEMBER_NUMBER_PATTERN,
  memberErrors,
  normaliseMember,
  type MemberFields,
} from '@federa/schema/validation/members';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { fromDatabaseError } from '../common/database-errors';
import { DomainError } from '../common/domain-error';
import type { SharedWindow } from '../common/limiter-store';
import { first, raw, run, sql, textArray } from '../common/sql';
import { Member } from './member.entity';
import { decodeBase64File, readImportFile, type ImportRow } from './member-import.read';
import type { MemberRow } from './member.list';
import { refOf } from './member.record';
import { checkCreateScope, isAdministrator, seesPrivateData } from './member.rules';
import type { TakenChecks } from './member.taken-checks';
import { memberColumns, newMemberState, nextNumber } from './member.save-checks';

/** One problem of the file: its line (1 is the heading), the column as the file names it. */
export type ImportProblem = {
  line: number;
  column: string | null;
  field: string | null;
  key: MessageKey;
  params?: Record<string, string | number>;
};

/** What an import found and did: data rows read, members written (0 on a dry run or a refusal). */
export type ImportOutcome = { rows: number; imported: number; problems: ImportProblem[] };

export type ImportRequest = { dojoId: number; format: string; content: string; dryRun: boolean };

/** The caller's allowances: imports an hour, and the member form's "is it taken?" answers. */
export type ImportAllowances = { imports: SharedWindow; checks: TakenChecks };

type Dojo = { id: number; associationId: number; serie: string };
/** A data row: its line, its fields, and the first cell past the last heading that holds something. */
type Candidate = { line: number; fields: MemberFields; beyond: number | null };
type Headings = { columns: (ImportField | null)[]; names: string[]; problems: ImportProblem[] };

/**
 * The members import of a dojo (issue 16): the rows of a CSV or xlsx checked by the rules and
 * messages of the member form (schema/validation/members.ts and the database's, as
 * member.save-checks.ts asks them), every problem of every row listed; then, when there is none
 * and it is no dry run, every member written in one transaction, or none.
 */
export async function importMembers(
  ctx: RequestContext,
  request: ImportRequest,
  allowances: ImportAllowances,
): Promise<ImportOutcome> {
  const caller = requireCaller(ctx);
  if (!isAdministrator(caller)) throw DomainError.forbidden();
  // A dry run says which of 2,000 mails are taken: the caller's allowance keeps that from becoming
  // a sweep of the federation's addresses.
  const wait = await allowances.imports.take(String(caller.memberId));
  if (wait > 0) {
    throw new DomainError('TOO_MANY_REQUESTS', 'members.tooManyChecks', {
      params: { count: wait },
      retryAfterSeconds: wait,
    });
  }
  const dojo = await first<Dojo>(
    ctx.em,
    sql`select d.id_dojo as id, d.cf_asoc as "associationId", s.serie
        from dojo d join asociacion s on s.id_asoc = d.cf_asoc where d.id_dojo = ${request.dojoId}`,
  );
  if (!dojo) throw DomainError.notFound();
  // Who may add where, as for one member: known before the file is read.
  checkCreateScope(caller, dojo.associationId, dojo.id);
  if (!(IMPORT_FORMATS as readonly string[]).includes(request.format)) {
    throw DomainError.invalid([{ field: 'format', key: 'members.importFormat' }]);
  }
  const rows = await readImportFile(
    decodeBase64File(request.content),
    request.format as ImportFormat,
    caller.memberId,
  );
  const [heading, ...data] = rows;
  if (!heading || !data.length) {
    return {
      rows: 0,
      imported: 0,
      problems: [{ line: 1, column: null, field: null, key: 'members.importEmpty' }],
    };
  }
  const headings = readHeadings(heading, data);
  // Until the columns are right, no row can be read as what it is: the headings come first.
  if (headings.problems.length) return { rows: data.length, imported: 0, problems: headings.problems };
  const candidates = data.map((row) => ({
    line: row.line,
    fields: fieldsOf(row, headings.columns, dojo),
    beyond: cellBeyond(row, headings.columns.length),
  }));
  const check = (em: EntityManager) =>
    checkRows(em, candidates, dojo, headings, {
      caller,
      checks: allowances.checks,
      writing: !request.dryRun,
    });
  if (request.dryRun) return { rows: data.length, imported: 0, problems: await check(ctx.em) };
  try {
    // Checked inside the transaction that writes: what it found is what holds when it writes.
    const imported = await ctx.em.transactional(async (em) => {
      // The association's row first, as a member's save takes it (nextNumber): an import and a save
      // in the same association then wait for each other instead of deadlocking.
      await run(em, sql`select 1 from asociacion where id_asoc = ${dojo.associationId} for no key update`);
      const problems = await check(em);
      if (problems.length) throw new Refused(problems);
      return insertAll(em, candidates, dojo);
    });
    return { rows: data.length, imported, problems: [] };
  } catch (error) {
    if (error instanceof Refused) return { rows: data.length, imported: 0, problems: error.problems };
    // A save that won a race for a mail or a number: nothing was written.
    if (fromDatabaseError(error)) throw new DomainError('CONFLICT', 'members.importNothingSaved');
    throw error;
  }
}

class Refused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super('import problems');
  }
}

/** Each column's field; unknown, repeated and missing columns are problems of line 1. */
function readHeadings(heading: ImportRow, data: ImportRow[]): Headings {
  const problems: ImportProblem[] = [];
  const names = heading.cells.map((cell) => cell.replace(/\0/g, '').trim());
  const seen = new Set<ImportField>();
  const columns = names.map((name, i) => {
    if (!name) {
      // A column without a heading matters only when it holds something.
      if (data.some((row) => (row.cells[i] ?? '').trim())) {
        problems.push({
          line: heading.line,
          column: `#${i + 1}`,
          field: null,
          key: 'members.importUnknownColumn',
          params: { column: `#${i + 1}` },
        });
      }
      return null;
    }
    const field = fieldOfHeading(name);
    if (!field) {
      problems.push({
        line: heading.line,
        column: name,
        field: null,
        key: 'members.importUnknownColumn',
        params: { column: name },
      });
    } else if (seen.has(field)) {
      problems.push({
        line: heading.line,
        column: name,
        field,
        key: 'members.importRepeatedColumn',
        params: { column: name },
      });
      return null;
    }
    if (field) seen.add(field);
    return field;
  });
  for (const field of IMPORT_REQUIRED.filter((f) => !seen.has(f))) {
    const column = IMPORT_COLUMNS.find((c) => c.field === field)!.column;
    problems.push({
      line: heading.line,
      column,
      field,
      key: 'members.importMissingColumn',
      params: { column },
    });
  }
  return { columns, names, problems };
}

/**
 * A value past the last heading belongs to no column: a separator inside an unquoted value shifts
 * the row, and what it pushed out must not vanish unsaid.
 */
function cellBeyond(row: ImportRow, width: number): number | null {
  const at = row.cells.findIndex((cell, i) => i >= width && cell.trim() !== '');
  return at < 0 ? null : at;
}

function fieldsOf(row: ImportRow, columns: (ImportField | null)[], dojo: Dojo): MemberFields {
  const fields: MemberFields = { dojoId: dojo.id, associationId: dojo.associationId };
  columns.forEach((field, i) => {
    if (!field) return;
    // PostgreSQL holds no NUL character: a stray one from an export tool is no part of a value.
    const value = (row.cells[i] ?? '').replace(/\0/g, '');
    fields[field] = field === 'birthDate' ? importDate(value) : value;
  });
  return fields;
}

type Holder = Pick<
  MemberRow,
  'id_aso' | 'cf_dojo' | 'cf_asoc' | 'es_admin' | 'es_admin_asoc' | 'es_admin_dojo'
> & {
  value: string;
};

/** Who asks, their "is it taken?" allowance, and whether the file is being written (not a dry run). */
type Asker = { caller: Caller; checks: TakenChecks; writing: boolean };

/**
 * "Taken" of a mail or number held outside the caller's scope says that it belongs to someone in
 * the federation, which rep_mail and rep_numAcae answer one at a time against the caller's
 * allowance (issue 26). A dry run answers "taken" only for values held inside the caller's scope
 * (they see those members' data anyway): one held elsewhere is answered as a new one, since
 * charging only those let a file of candidates learn which were free at no cost, and, the
 * allowance spent, a refusal meant "held" and an answer "free". A real import with nothing else
 * wrong names them, each against that allowance (refused as rep_mail refuses once it is spent):
 * learning it that way writes the members whose values were free. A number outside the
 * association's serie is never answered "taken".
 */
function heldElsewhere(
  asker: Asker,
  held: { mails: Holder[]; numbers: Holder[] },
  serie: string,
): { mails: Set<string>; numbers: Set<string> } {
  const outside = (holders: Holder[]) =>
    new Set(holders.filter((h) => !seesPrivateData(asker.caller, refOf(h))).map((h) => h.value));
  return {
    mails: outside(held.mails),
    numbers: outside(held.numbers.filter((h) => h.value.startsWith(serie))),
  };
}

const HOLDER = raw('id_aso, cf_dojo, cf_asoc, es_admin, es_admin_asoc, es_admin_dojo');

/**
 * Every problem of every row: the form's rules, then those that need the database (a mail or a
 * number already taken, a number outside the association's serie) and those of the file itself
 * (the same mail or number on two rows), asked for all rows at once.
 */
async function checkRows(
  em: EntityManager,
  candidates: Candidate[],
  dojo: Dojo,
  headings: Headings,
  asker: Asker,
): Promise<ImportProblem[]> {
  const values = candidates.map((c) => normaliseMember(c.fields));
  const mails = values.map((v) => v.mail?.toLowerCase()).filter((m): m is string => !!m);
  const numbers = values.map((v) => v.memberNumber).filter((n): n is string => !!n);
  const held = {
    mails: await run<Holder>(
      em,
      sql`select lower(mail) as value, ${HOLDER} from asociado where lower(mail) = any(${textArray(mails)})`,
    ),
    numbers: await run<Holder>(
      em,
      sql`select num_acae as value, ${HOLDER} from asociado where num_acae = any(${textArray(numbers)})`,
    ),
  };
  const elsewhere = heldElsewhere(asker, held, dojo.serie);
  const inside = (holders: Holder[], outside: Set<string>) =>
    new Set(holders.map((h) => h.value).filter((value) => !outside.has(value)));
  const seen = rowProblems(candidates, values, dojo, headings, {
    mails: inside(held.mails, elsewhere.mails),
    numbers: inside(held.numbers, elsewhere.numbers),
  });
  if (!asker.writing || seen.length || !(elsewhere.mails.size + elsewhere.numbers.size)) return seen;
  // One at a time, as rep_mail takes them: the refusal comes as the allowance runs out.
  for (let i = 0; i < elsewhere.mails.size + elsewhere.numbers.size; i++)
    await asker.checks.count(asker.caller);
  return rowProblems(candidates, values, dojo, headings, {
    mails: new Set(held.mails.map((h) => h.value)),
    numbers: new Set(held.numbers.map((h) => h.value)),
  });
}

/** The rows' problems, `taken` being the values answered as held by someone else. */
function rowProblems(
  candidates: Candidate[],
  values: ReturnType<typeof normaliseMember>[],
  dojo: Dojo,
  headings: Headings,
  taken: { mails: Set<string>; numbers: Set<string> },
): ImportProblem[] {
  const today = localToday();
  const takenMails = taken.mails;
  const takenNumbers = taken.numbers;
  const firstLineOf = { mail: new Map<string, number>(), number: new Map<string, number>() };
  const problems: ImportProblem[] = [];
  candidates.forEach(({ line, fields, beyond }, i) => {
    const v = values[i];
    if (beyond !== null) {
      const column = `#${beyond + 1}`;
      problems.push({ line, column, field: null, key: 'members.importUnknownColumn', params: { column } });
    }
    const errors: FieldError[] = memberErrors(fields, today);
    const mailError = errors.some((e) => e.field === 'mail');
    const numberWellFormed =
      !!v.memberNumber &&
      v.memberNumber.length <= MEMBER_MAX_LENGTHS.memberNumber &&
      MEMBER_NUMBER_PATTERN.test(v.memberNumber);
    if (v.mail && !mailError) {
      const mail = v.mail.toLowerCase();
      const earlier = firstLineOf.mail.get(mail);
      if (takenMails.has(mail)) errors.push({ field: 'mail', key: 'members.duplicateMail' });
      else if (earlier)
        errors.push({ field: 'mail', key: 'members.importRepeatedMail', params: { line: earlier } });
      else firstLineOf.mail.set(mail, line);
    }
    if (numberWellFormed) {
      const number = v.memberNumber!;
      const earlier = firstLineOf.number.get(number);
      if (!number.startsWith(dojo.serie)) {
        errors.push({
          field: 'memberNumber',
          key: 'members.numberOutsideSeries',
          params: { serie: dojo.serie },
        });
      } else if (takenNumbers.has(number))
        errors.push({ field: 'memberNumber', key: 'members.duplicateNumber' });
      else if (earlier)
        errors.push({
          field: 'memberNumber',
          key: 'members.importRepeatedNumber',
          params: { line: earlier },
        });
      else firstLineOf.number.set(number, line);
    }
    for (const error of errors) {
      const at = headings.columns.indexOf(error.field as ImportField);
      problems.push({
        line,
        column: at >= 0 ? headings.names[at] : null,
        field: error.field,
        key: error.key,
        params: error.params,
      });
    }
  });
  return problems;
}

/**
 * Rows with their own number first, so that the numbers given to the others step over them
 * (nextNumber looks at the rows this transaction wrote). Each row is one insert: the unit of
 * work would compare every member held at each of the flushes the numbers need.
 */
async function insertAll(em: EntityManager, candidates: Candidate[], dojo: Dojo): Promise<number> {
  const values = candidates.map((c) => normaliseMember(c.fields));
  const ordered = [...values.filter((v) => v.memberNumber), ...values.filter((v) => !v.memberNumber)];
  for (const v of ordered) {
    await em.insert(Member, {
      ...memberColumns({ ...v, dojoId: dojo.id, associationId: dojo.associationId }),
      memberNumber: v.memberNumber ?? (await nextNumber(em, dojo.associationId)),
      isAdmin: false,
      isAssociationAdmin: false,
      isDojoAdmin: false,
      avatar: 'default.jpg',
      ...newMemberState(),
    });
  }
  return ordered.length;
}
