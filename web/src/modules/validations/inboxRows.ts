import type { ValidationKind } from '../../generated/graphql';

type Item = { kind: ValidationKind; id: number };

/**
 * The screen a waiting row opens, positioned on it (its idReg): a batch in cuotas, a course in
 * cursos, a grade or a title in grados (a title's id is of another table, so its route says so).
 */
export function inboxRowPath(item: Item): string {
  switch (item.kind) {
    case 'FEE_BATCH':
      return `cuotas/${item.id}`;
    case 'GRADE':
      return `grados/${item.id}`;
    case 'TITLE':
      return `grados/${item.id}?tipo=titulo`;
    case 'COURSE':
      return `cursos/${item.id}`;
  }
}

/**
 * Rows of one page keyed by their place in the list: ids of different kinds come from different
 * tables and may meet, and the table keys its rows by `id`.
 */
export function inboxRows<Row extends Item>(items: Row[], offset: number): (Row & { entryId: number })[] {
  return items.map((item, index) => ({ ...item, entryId: item.id, id: offset + index + 1 }));
}

/** The kinds the filter offers, in the sidebar's order. */
export const INBOX_KINDS: readonly ValidationKind[] = ['FEE_BATCH', 'GRADE', 'TITLE', 'COURSE'];
