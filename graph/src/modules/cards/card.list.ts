import { defineList } from '../common/list/definition';
import { and, intArray, raw, sql, type Sql } from '../common/sql';
import { MEMBER_LIST, scopeConditions, type MemberScope } from '../members/member.list';
import { LATEST_FEE_ORDER_JOIN } from '../members/member.latest-fee';
import { scopeTotal } from '../members/member.totals';
import { printableTotal } from './card.totals';

/**
 * The cards list (part 2 §2.3, §4) is the member list with a card's columns: the same scope,
 * search, orders and indexes (MEMBER_LIST), so that it shows exactly the members the member list
 * shows an administrator. Print rows narrow it to the printable members, or to an explicit selection.
 */
export type CardScope = MemberScope & {
  /** Only members with a mail (isPrintable): their QR code carries it. */
  printableOnly?: boolean;
  /** An explicit selection of members, within the scope. */
  ids?: readonly number[];
};

/** The year of the member's last fee in a batch validated nationally (as paidFees reads it). */
const VALIDATED_FEE_YEAR = `(select max(c.anio) from cuota c join remesa r on r.id_rem = c.cf_remesa
  where c.cf_asociado = a.id_aso and r.cf_asoc_val_admi is not null)`;

export const CARD_COLUMNS = `a.id_aso, a.num_acae, a.nombre, a.apellido, a.mail, a.cf_dojo, a.cf_asoc,
  a.avatar, u.anio as ultima_cuota, a.fecha_nacimiento::text as fecha_nacimiento, a.cod_carnet,
  d.nombre as dojo_nombre, s.nombre as asoc_nombre, ${VALIDATED_FEE_YEAR} as cuota_validada`;

export type CardRow = {
  id_aso: number;
  num_acae: string | null;
  nombre: string;
  apellido: string;
  mail: string | null;
  cf_dojo: number;
  cf_asoc: number;
  avatar: string;
  ultima_cuota: number | null;
  fecha_nacimiento: string;
  cod_carnet: string;
  dojo_nombre: string;
  asoc_nombre: string;
  cuota_validada: number | null;
};

/** A mail the database holds is never blank (its check constraint), so "has a mail" is printable. */
export const PRINTABLE = 'a.mail is not null';

function cardScope(scope: CardScope): Sql[] {
  const parts = scopeConditions(scope, 'a');
  if (scope.printableOnly) parts.push(raw(PRINTABLE));
  if (scope.ids) parts.push(sql`a.id_aso = any(${intArray([...scope.ids])})`);
  return parts.length ? [and(parts)] : [];
}

/** Only the whole cards list (no selection, not only printable) may use the member list's shortcuts. */
const plain = (scope: CardScope) => !scope.printableOnly && !scope.ids;

export const CARD_LIST = defineList<CardScope, CardRow>({
  ...MEMBER_LIST,
  scope: cardScope,
  // Cards are listed for administrators only: the search may read every column (the mail too).
  search: (pattern, word, scope) => MEMBER_LIST.search(pattern, word, { ...scope, publicOnly: false }),
  select: CARD_COLUMNS,
  selectJoin: `join dojo d on d.id_dojo = a.cf_dojo join asociacion s on s.id_asoc = a.cf_asoc
    ${LATEST_FEE_ORDER_JOIN}`,
  toRow: (row) => row as CardRow,
  keptTotal: (em, scope) => {
    if (scope.ids) return Promise.resolve(undefined);
    return scope.printableOnly ? printableTotal(em, scope) : scopeTotal(em, scope);
  },
  quickPosition: (em, scope, id, order, search) =>
    plain(scope) ? MEMBER_LIST.quickPosition?.(em, scope, id, order, search) : undefined,
  startAt: (em, scope, request) => (plain(scope) ? MEMBER_LIST.startAt?.(em, scope, request) : undefined),
  // Printable rows or a selection are not what the kept totals count: their scope is not passed.
  quickPage: (query) =>
    MEMBER_LIST.quickPage?.(plain(query.scope as CardScope) ? query : { ...query, scope: undefined }),
});
