import type { EntityManager } from '@mikro-orm/postgresql';
import { translate } from '@federa/schema/i18n';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import type { SendFile } from '../common/file-stream';
import { listPage, listPosition, type ListPage } from '../common/list/engine';
import { parseList, type ListRequest } from '../common/list/request';
import { first, intArray, raw, run, sql } from '../common/sql';
import type { PaymentSettings } from './billing.settings';
import { CHARGE_KIND_NAMES } from './billing.types';
import { chargeDocument, invoiceNumber, sendChargeDocument } from './charge-document';
import { chargeLines, type ChargeLine } from './charge-lines';
import {
  CHARGE_LIST,
  CHARGE_JOINS,
  CHARGE_SELECT,
  toChargeRow,
  type ChargeRow,
  type ChargeScope,
} from './charge.list';
import { chargeScope, collectsScope } from './charge.scope';
import { beforeEnrolmentsRemoved, chargeEnrolments } from './course-charges';
import { afterBatchStep } from './fee-charges';
import { createSettlement, settlementRows, type SettlementRow } from './settlement';
import {
  tariffErrors,
  tariffPlace,
  tariffRows,
  upsertTariff,
  type TariffInput,
  type TariffRow,
} from './tariff.rules';

export type ChargeFilter = Omit<ChargeScope, 'visible' | 'payerOf'> & { mine?: boolean | null };

/** A charge as the caller sees it: its row, its numbers, where its document is, what they may do. */
export type ChargeView = ChargeRow & {
  /** `kind` under its GraphQL name (FEES, DOJO_FEE, COURSE, SETTLEMENT). */
  kindName: string;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  receiptUrl: string;
  /** The caller pays it, and it is payable now. */
  payable: boolean;
  /** The caller acts for its issuer (refunds, returns). */
  collects: boolean;
};

/** What an administrator's home shows: what others owe them and what they owe, in cents. */
export type BillingSummary = {
  owedToYouCents: number;
  owedByYouCents: number;
  overdueToYouCents: number;
  openByYou: number;
};

/** Who pays a charge, as `chargeForPayment` decides: the payer's administrator or the member. */
function pays(caller: Caller, row: ChargeRow): boolean {
  const r = caller.roles;
  return (
    r.admin ||
    row.payerMemberId === caller.memberId ||
    (r.dojoAdmin && row.payerDojoId === caller.dojoId) ||
    (r.associationAdmin && row.payerAssociationId === caller.associationId)
  );
}

/** The condition "the caller pays it" on cargo c. */
function payerOf(caller: Caller) {
  const parts = [sql`c.pagador_asociado = ${caller.memberId}`];
  if (caller.roles.dojoAdmin) parts.push(sql`c.pagador_dojo = ${caller.dojoId}`);
  if (caller.roles.associationAdmin) parts.push(sql`c.pagador_asoc = ${caller.associationId}`);
  return sql`(${parts.reduce((all, part) => sql`${all} or ${part}`)})`;
}

/** Tariffs, charges, settlements and the steps of other modules that owe money (issue 30). */
export class BillingService {
  constructor(private readonly settings: PaymentSettings) {}

  async tariffs(ctx: RequestContext, year: number): Promise<TariffRow[]> {
    const caller = requireCaller(ctx);
    if (!Number.isInteger(year) || year < 1900 || year > 2200)
      throw DomainError.invalid([{ field: 'year', key: 'billing.yearInvalid' }]);
    return tariffRows(ctx.em, caller, year);
  }

  async setTariff(ctx: RequestContext, input: TariffInput): Promise<TariffRow> {
    const caller = requireCaller(ctx);
    const errors = tariffErrors(input);
    if (errors.length) throw DomainError.invalid(errors);
    const id = await ctx.em.transactional(async (em) => {
      const place = await tariffPlace(em, caller, input);
      return upsertTariff(em, caller, input, place);
    });
    return (await tariffRows(ctx.em, caller, input.year, id))[0];
  }

  private scope(caller: Caller, filter: ChargeFilter): ChargeScope {
    const { mine, ...rest } = filter;
    return { ...rest, visible: chargeScope(caller), payerOf: mine ? payerOf(caller) : null };
  }

  async list(
    ctx: RequestContext,
    request: ListRequest,
    filter: ChargeFilter = {},
  ): Promise<ListPage<ChargeView>> {
    const caller = requireCaller(ctx);
    const page = await listPage(
      ctx.em,
      CHARGE_LIST,
      this.scope(caller, filter),
      parseList(CHARGE_LIST, request),
    );
    return { ...page, items: await this.views(ctx.em, caller, page.items) };
  }

  async position(
    ctx: RequestContext,
    id: number,
    request: ListRequest,
    filter: ChargeFilter = {},
  ): Promise<number> {
    const caller = requireCaller(ctx);
    const { order, search } = parseList(CHARGE_LIST, request);
    return listPosition(ctx.em, CHARGE_LIST, this.scope(caller, filter), id, order, search);
  }

  /** One charge the caller sees; not found otherwise (another's charge is not said to exist). */
  async charge(ctx: RequestContext, id: number): Promise<ChargeView> {
    const caller = requireCaller(ctx);
    const row = await first<Record<string, any>>(
      ctx.em,
      sql`select ${raw(CHARGE_SELECT)} from cargo c ${raw(CHARGE_JOINS)}
          where c.id = ${id} and ${chargeScope(caller)}`,
    );
    if (!row) throw DomainError.notFound();
    return (await this.views(ctx.em, caller, [toChargeRow(row)]))[0];
  }

  async lines(ctx: RequestContext, id: number): Promise<ChargeLine[]> {
    await this.charge(ctx, id);
    return chargeLines(ctx.em, id, ctx.lang);
  }

  private async views(em: EntityManager, caller: Caller, rows: ChargeRow[]): Promise<ChargeView[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const invoices = await run<{ cf_cargo: number; serie: string; anio: number; numero: number }>(
      em,
      sql`select cf_cargo, serie, anio, numero from factura where cf_cargo = any(${intArray(ids)})`,
    );
    const collects = new Set(
      (
        await run<{ id: number }>(
          em,
          sql`select c.id from cargo c where c.id = any(${intArray(ids)}) and ${collectsScope(caller)}`,
        )
      ).map((r) => r.id),
    );
    const number = (id: number, series: string) => {
      const found = invoices.find((i) => i.cf_cargo === id && i.serie === series);
      return found ? invoiceNumber(series, found.anio, found.numero) : null;
    };
    const federation = this.settings.sepaCreditor?.name;
    return rows.map((row) => ({
      ...row,
      kindName: CHARGE_KIND_NAMES[row.kind],
      issuerName: row.issuerName ?? federation ?? null,
      invoiceNumber: number(row.id, 'F'),
      creditNoteNumber: number(row.id, 'R'),
      receiptUrl: `/v1/cobros/${row.id}/recibo.pdf`,
      payable: ['OPEN', 'RETURNED'].includes(row.status) && row.amountCents > 0 && pays(caller, row),
      collects: collects.has(row.id),
    }));
  }

  /** The charge's receipt, invoice or credit note as a PDF download (numbered on first issue). */
  async receipt(ctx: RequestContext, id: number, send: SendFile): Promise<void> {
    await this.charge(ctx, id);
    await sendChargeDocument(await chargeDocument(ctx.em, id, ctx.lang, this.settings), send);
  }

  /** The home's figures: owed to the caller's area (they collect) and by it (they pay), unpaid. */
  async summary(ctx: RequestContext): Promise<BillingSummary> {
    const caller = requireCaller(ctx);
    const row = await first<Record<string, number>>(
      ctx.em,
      sql`select
            coalesce(sum(c.importe_cent) filter (where ${collectsScope(caller)}), 0)::bigint as "owedToYouCents",
            coalesce(sum(c.importe_cent) filter (where ${collectsScope(caller)} and c.vence < current_date), 0)::bigint as "overdueToYouCents",
            coalesce(sum(c.importe_cent) filter (where ${payerOf(caller)}), 0)::bigint as "owedByYouCents",
            count(*) filter (where ${payerOf(caller)})::int as "openByYou"
          from cargo c where c.estado in ('OPEN', 'RETURNED') and ${chargeScope(caller)}`,
    );
    return {
      owedToYouCents: Number(row?.owedToYouCents ?? 0),
      overdueToYouCents: Number(row?.overdueToYouCents ?? 0),
      owedByYouCents: Number(row?.owedByYouCents ?? 0),
      openByYou: Number(row?.openByYou ?? 0),
    };
  }

  async settlements(ctx: RequestContext, year: number): Promise<SettlementRow[]> {
    const caller = requireCaller(ctx);
    if (!caller.roles.admin && !caller.roles.associationAdmin) throw DomainError.forbidden();
    return settlementRows(ctx.em, caller, year);
  }

  async settle(ctx: RequestContext, associationId: number, year: number): Promise<ChargeView> {
    const caller = requireCaller(ctx);
    const id = await ctx.em.transactional((em) => createSettlement(em, caller, associationId, year));
    return this.charge(ctx, id);
  }

  /** fees: after a validation step was written, in its transaction. */
  afterBatchStep(em: EntityManager, step: { ids: readonly number[]; level: number; validated: boolean }) {
    return afterBatchStep(em, step, this.settings);
  }

  /** enrolment: before enrolments are deleted, and after a course's enrolments were written. */
  beforeEnrolmentsRemoved(em: EntityManager, enrolmentIds: readonly number[]) {
    return beforeEnrolmentsRemoved(em, enrolmentIds);
  }

  chargeEnrolments(em: EntityManager, courseId: number) {
    return chargeEnrolments(em, courseId);
  }

  /** The federation's name on documents and lists. */
  federationName(ctx: RequestContext): string {
    return this.settings.sepaCreditor?.name ?? translate(ctx.lang, 'billing.federation');
  }
}
