import type { Actor, FeeBatchState } from '@federa/schema/permissions';
import type { FeeBatchStatus } from '@federa/schema/validation/fees';
import { defineList } from '../common/list/definition';
import { and, intArray, raw, sql, type Sql } from '../common/sql';

export type { FeeBatchStatus };

/** Which batches a list covers: the caller's area (none: all) and a status. */
export type FeeBatchScope = { dojoId?: number; associationId?: number; status?: FeeBatchStatus | null };

const VALIDATED = ['r.cf_asoc_val_dojo', 'r.cf_asoc_val_asoc', 'r.cf_asoc_val_admi'];

const STATUS_CONDITION: Record<FeeBatchStatus, string> = {
  VALIDATED_BY_DOJO: `${VALIDATED[0]} is not null`,
  VALIDATED_BY_ASSOCIATION: `${VALIDATED[1]} is not null`,
  VALIDATED_NATIONALLY: `${VALIDATED[2]} is not null`,
  WAITING_FOR_DOJO: `${VALIDATED[0]} is null`,
  WAITING_FOR_ASSOCIATION: `${VALIDATED[0]} is not null and ${VALIDATED[1]} is null`,
  WAITING_FOR_NATIONAL: `${VALIDATED[1]} is not null and ${VALIDATED[2]} is null`,
};

function scope(s: FeeBatchScope): Sql[] {
  const parts: Sql[] = [];
  // A scope of dojo 0 (a session working as no dojo) covers no batch, not every batch.
  if (s.dojoId !== undefined) parts.push(sql`r.cf_dojo = ${s.dojoId}`);
  if (s.associationId !== undefined) parts.push(sql`r.cf_asoc = ${s.associationId}`);
  if (s.status) parts.push(raw(STATUS_CONDITION[s.status]));
  return parts;
}

/** The batches an administrator sees (part 2 §6): national all, association theirs, dojo theirs. */
export function seenScope(actor: Actor): FeeBatchScope {
  if (actor.roles.admin) return {};
  if (actor.roles.associationAdmin) return { associationId: actor.associationId };
  return { dojoId: actor.dojoId };
}

/** `seenScope` as a condition on `remesa r`: the list and the report views cover the same batches. */
export const seenCondition = (actor: Actor): Sql => and(scope(seenScope(actor)));

/** A batch as both doors show it; what the caller may do with it is added by the service. */
export type FeeBatchRow = {
  id: number;
  year: number;
  dojoId: number;
  dojoName: string;
  associationId: number;
  associationName: string;
  adults: number;
  children: number;
  validatedByDojoId: number | null;
  validatedByAssociationId: number | null;
  validatedNationallyById: number | null;
  state: FeeBatchState;
  createdAt: string;
};

export const FEE_BATCH_COLUMNS = `r.id_rem, r.anio, r.cf_dojo, d.nombre as dojo, r.cf_asoc, s.nombre as asociacion,
  r.num_ad, r.num_ni, r.cf_asoc_val_dojo, r.cf_asoc_val_asoc, r.cf_asoc_val_admi, r.creado`;
export const FEE_BATCH_JOINS = `join dojo d on d.id_dojo = r.cf_dojo join asociacion s on s.id_asoc = r.cf_asoc`;

export function toFeeBatchRow(r: Record<string, any>): FeeBatchRow {
  const validators = [r.cf_asoc_val_dojo, r.cf_asoc_val_asoc, r.cf_asoc_val_admi] as (number | null)[];
  return {
    id: r.id_rem,
    year: r.anio,
    dojoId: r.cf_dojo,
    dojoName: r.dojo,
    associationId: r.cf_asoc,
    associationName: r.asociacion,
    adults: r.num_ad,
    children: r.num_ni,
    validatedByDojoId: validators[0],
    validatedByAssociationId: validators[1],
    validatedNationallyById: validators[2],
    // The database keeps the levels in order (remesa_validacion_en_orden): the count is the state.
    state: validators.filter((v) => v !== null).length as FeeBatchState,
    createdAt: new Date(r.creado).toISOString(),
  };
}

/** The years a batch can have (its check remesa_anio_rango). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;
const YEARS = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);

/**
 * The years whose digits hold the word, as a condition on r.anio (through its index), or null for
 * none. A word with a Latin letter keeps it once lower-cased and unaccented, so no year holds it;
 * one of plain digits is looked for here, which lets the planner count its batches; any other
 * (a full-width digit, which unaccenting may turn into a plain one) is matched in SQL as typed.
 */
function yearCondition(pattern: Sql, word: string): Sql | null {
  if (/[a-z]/i.test(word)) return null;
  if (/^[0-9]+$/.test(word)) {
    const years = YEARS.filter((y) => String(y).includes(word));
    return years.length ? sql`r.anio = any(${intArray(years)}::smallint[])` : null;
  }
  return sql`r.anio = any(array(select y::smallint from generate_series(${FIRST_YEAR}, ${LAST_YEAR}) y
    where y::text like ${pattern}))`;
}

/**
 * A word found in the batch's dojo or association name or in its year. The names are one kept
 * text per batch under a trigram index (migration Migration20261128050000); a word of fewer than
 * three letters, which no trigram serves, keeps the planner off that index (it scans 50,000 short
 * texts instead).
 */
function searchWord(pattern: Sql, word: string): Sql {
  const names = sql`${raw([...word].length < 3 ? "(r.busqueda || '')" : 'r.busqueda')} like ${pattern}`;
  const year = yearCondition(pattern, word);
  return year ? sql`(${names} or ${year})` : names;
}

/**
 * Part 2 §2.6: sort keys idRemesa, dojo, asociacion, anio, numAd, numNi; default year descending;
 * searched by dojo, association and year. A federation has a few batches per dojo and year: thousands, not millions.
 */
export const FEE_BATCH_LIST = defineList<FeeBatchScope, FeeBatchRow>({
  table: 'remesa r',
  key: { sql: 'r.id_rem', type: 'integer' },
  // Joined only for the orders that read them: a count or a page by year reads remesa alone.
  joinFor: {
    d: 'join dojo d on d.id_dojo = r.cf_dojo',
    s: 'join asociacion s on s.id_asoc = r.cf_asoc',
  },
  columns: {
    idRemesa: { sql: 'r.id_rem', type: 'integer' },
    dojo: 'd.nombre',
    asociacion: 's.nombre',
    anio: { sql: 'r.anio', type: 'integer' },
    numAd: { sql: 'r.num_ad', type: 'integer' },
    numNi: { sql: 'r.num_ni', type: 'integer' },
  },
  defaultOrder: 'anio DESC',
  // 15, 50 or 100 (part 2 §9): no dropdown lists batches, so no page of 1000.
  pageSizes: [15, 50, 100],
  scope,
  search: searchWord,
  select: FEE_BATCH_COLUMNS,
  selectJoin: FEE_BATCH_JOINS,
  toRow: toFeeBatchRow,
});
