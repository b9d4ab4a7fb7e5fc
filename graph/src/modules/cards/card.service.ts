import crypto from 'node:crypto';
import type { Lang } from '@federa/schema/i18n';
import { printsCards } from '@federa/schema/permissions';
import { CARD_BATCH, cardName, isPrintable } from '@federa/schema/validation/cards';
import { ageGroup, localToday } from '@federa/schema/validation/members';
import { requireCaller, type RequestContext } from '../common/caller';
import { validationLinkPath } from '../members/validation-link';
import { DomainError } from '../common/domain-error';
import { checkCursorPageSize, countList, listAfter, listPage, listPosition } from '../common/list/engine';
import { parseList, parseOrder, parseSearch, type ListRequest } from '../common/list/request';
import { first, raw, sql } from '../common/sql';
import { Member } from '../members/member.entity';
import { LATEST_FEE_JOIN } from '../members/member.latest-fee';
import { refOf } from '../members/member.record';
import { isAdministratorOver, listScope } from '../members/member.rules';
import { checkCard, type CardCheck } from './card-check';
import { CARD_COLUMNS, CARD_LIST, type CardRow, type CardScope } from './card.list';

/** One row of the cards list, and what a printed card needs. */
export type MemberCard = {
  id: number;
  memberNumber: string | null;
  firstName: string;
  lastName: string;
  cardName: string;
  mail: string | null;
  printable: boolean;
  dojoId: number;
  dojoName: string;
  associationName: string;
  avatar: string;
  lastFeeYear: number | null;
  validatedFeeYear: number | null;
  age: 'A' | 'N';
  checkLink: string | null;
};

export type MemberCardPage = {
  items: MemberCard[];
  returned: number;
  total: number;
  totalIsExact: boolean;
  printable: number;
};
export type MemberCardConnection = {
  edges: { cursor: string; node: MemberCard }[];
  hasNextPage: boolean;
  endCursor: string | null;
};
export type PrintQuery = {
  filter?: string | null;
  orderBy?: string | null;
  ids?: readonly number[] | null;
  after?: string | null;
  first: number;
};

/** An explicit selection holds at most a page of "all" (part 2 §4: the whole list of a dojo). */
export const MAX_CARD_SELECTION = 1000;

function cardOf(lang: Lang, row: CardRow): MemberCard {
  const printable = isPrintable(row);
  return {
    id: row.id_aso,
    memberNumber: row.num_acae,
    firstName: row.nombre,
    lastName: row.apellido,
    cardName: cardName(row.nombre, row.apellido),
    mail: row.mail,
    printable,
    dojoId: row.cf_dojo,
    dojoName: row.dojo_nombre,
    associationName: row.asoc_nombre,
    avatar: row.avatar,
    lastFeeYear: row.ultima_cuota,
    validatedFeeYear: row.cuota_validada,
    age: ageGroup(row.fecha_nacimiento, localToday()),
    // The QR opens the member view with the card's code, never the validation code.
    checkLink:
      printable && row.num_acae
        ? validationLinkPath(lang, { mail: row.mail, memberNumber: row.num_acae }, row.cod_carnet)
        : null,
  };
}

/** Membership cards (part 2 §2.3, §4, §9) and their check (issue 13). */
export class CardService {
  /** The list and the print rows: administrators of any kind, scoped as the member list. */
  private scope(ctx: RequestContext, dojoId: number | null | undefined, column: string): CardScope {
    const caller = requireCaller(ctx);
    if (!printsCards(caller.roles)) throw DomainError.forbidden();
    return listScope(caller, dojoId, { column });
  }

  /**
   * `anySize` (REST): part 2 §7 also asks the list with pag equal to its total, to get every row;
   * any size up to MAX_CARD_SELECTION is then a page size.
   */
  async list(
    ctx: RequestContext,
    request: ListRequest,
    dojoId?: number | null,
    options: { anySize?: boolean } = {},
  ): Promise<MemberCardPage> {
    const size = request.limit;
    const exact =
      options.anySize &&
      typeof size === 'number' &&
      Number.isInteger(size) &&
      size >= 1 &&
      size <= MAX_CARD_SELECTION
        ? size
        : null;
    const parsed = parseList(exact === null ? CARD_LIST : { ...CARD_LIST, pageSizes: [exact] }, request);
    const scope = this.scope(ctx, dojoId, parsed.order.column);
    const page = await listPage(ctx.em, CARD_LIST, scope, parsed);
    // Exact: printing "every printable card" shows and prints this many.
    const printable = await countList(ctx.em, CARD_LIST, { ...scope, printableOnly: true }, parsed.search);
    return { ...page, printable, items: page.items.map((row) => cardOf(ctx.lang, row)) };
  }

  async position(
    ctx: RequestContext,
    id: number,
    request: Pick<ListRequest, 'orderBy' | 'filter'>,
    dojoId?: number | null,
  ): Promise<number> {
    const order = parseOrder(CARD_LIST, request.orderBy);
    const scope = this.scope(ctx, dojoId, order.column);
    return listPosition(ctx.em, CARD_LIST, scope, id, order, parseSearch(request.filter));
  }

  /**
   * The list by keyset pages (1 to 1000 rows, every row, printable or not): the offset pages' rows
   * under the same scope, order and filter, a deep page costing what the first does.
   */
  async connection(
    ctx: RequestContext,
    query: Omit<PrintQuery, 'ids'>,
    dojoId?: number | null,
  ): Promise<MemberCardConnection> {
    checkCursorPageSize(query.first);
    const order = parseOrder(CARD_LIST, query.orderBy);
    const page = await listAfter(ctx.em, CARD_LIST, this.scope(ctx, dojoId, order.column), {
      order,
      search: parseSearch(query.filter),
      first: query.first,
      after: query.after,
    });
    const edges = page.rows.map(({ cursor, row }) => ({ cursor, node: cardOf(ctx.lang, row) }));
    return { edges, hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null };
  }

  /**
   * The printable rows of the filtered list in its order, by cursor pages of at most CARD_BATCH:
   * every one of them, or those of an explicit selection (ids outside the scope are not there).
   */
  async toPrint(
    ctx: RequestContext,
    query: PrintQuery,
    dojoId?: number | null,
  ): Promise<MemberCardConnection> {
    if (!Number.isInteger(query.first) || query.first < 1 || query.first > CARD_BATCH) {
      throw DomainError.invalid([{ field: 'first', key: 'list.pageSizeInvalid' }]);
    }
    if (query.ids && query.ids.length > MAX_CARD_SELECTION) {
      throw DomainError.invalid([{ field: 'ids', key: 'common.invalidInput' }]);
    }
    const order = parseOrder(CARD_LIST, query.orderBy);
    const scope: CardScope = { ...this.scope(ctx, dojoId, order.column), printableOnly: true };
    if (query.ids) scope.ids = query.ids;
    const page = await listAfter(ctx.em, CARD_LIST, scope, {
      order,
      search: parseSearch(query.filter),
      first: query.first,
      after: query.after,
    });
    const edges = page.rows.map(({ cursor, row }) => ({ cursor, node: cardOf(ctx.lang, row) }));
    return { edges, hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null };
  }

  /** The unsigned card check: no session needed, nothing private answered. */
  check(ctx: RequestContext, memberNumber: unknown, code: unknown): Promise<CardCheck> {
    return checkCard(ctx.em, memberNumber, code);
  }

  /** A new card code for a member: cards printed before stop checking. An administrator over them. */
  async renew(ctx: RequestContext, memberId: number): Promise<MemberCard> {
    const caller = requireCaller(ctx);
    // As deleting a member: no one without an administrator role learns which ids exist.
    if (!printsCards(caller.roles)) throw DomainError.forbidden();
    const row = await this.cardRow(ctx, memberId);
    if (!row) throw DomainError.notFound();
    // As deleting a member: refused, not hidden, to an administrator who is not over them.
    if (!isAdministratorOver(caller, refOf(row))) throw DomainError.forbidden();
    const code = crypto.randomBytes(16).toString('hex');
    await ctx.em.nativeUpdate(Member, { id: memberId }, { cardCode: code });
    return cardOf(ctx.lang, { ...row, cod_carnet: code });
  }

  private cardRow(ctx: RequestContext, id: number) {
    return first<CardRow & { es_admin: boolean; es_admin_asoc: boolean; es_admin_dojo: boolean }>(
      ctx.em,
      sql`select ${raw(CARD_COLUMNS)}, a.es_admin, a.es_admin_asoc, a.es_admin_dojo
          from asociado a join dojo d on d.id_dojo = a.cf_dojo join asociacion s on s.id_asoc = a.cf_asoc
          ${raw(LATEST_FEE_JOIN)}
          where a.id_aso = ${id}`,
    );
  }
}
