import type { EntityManager } from '@mikro-orm/postgresql';
import { extractIBAN } from 'ibantools';
import { mandateErrors, maskIban, normalIban } from '@federa/schema/validation/sepa';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { parseList, type ListRequest } from '../common/list/request';
import { first, run, sql } from '../common/sql';
import type { SequenceTypeCode } from './mandate.entity';
import { collectsFor, mandateScope, revealsIban, type CreditorKey } from './sepa.scope';

export type PayerKind = 'ASSOCIATION' | 'DOJO' | 'MEMBER';

export type MandateView = {
  id: number;
  creditorAssociationId: number | null;
  payerKind: PayerKind;
  payerId: number;
  payerName: string;
  debtorName: string;
  /** In full for its owner and its collectors, masked for anyone else. */
  iban: string;
  ibanMasked: boolean;
  bic: string | null;
  reference: string;
  signedOn: string;
  sequence: SequenceTypeCode;
  active: boolean;
  associationId: number;
  dojoId: number | null;
};

export type MandateSave = {
  id?: number | null;
  creditorAssociationId?: number | null;
  payerAssociationId?: number | null;
  payerDojoId?: number | null;
  payerMemberId?: number | null;
  debtorName: string | null;
  /** On a change, none keeps the account it had. */
  iban?: string | null;
  bic?: string | null;
  reference: string | null;
  signedOn: string | null;
  active?: boolean | null;
};

type MandateRow = Omit<MandateView, 'ibanMasked'> & { reveal: boolean };

const MANDATE_LIST = { columns: { id: true }, defaultOrder: 'id DESC', pageSizes: [15, 50, 100] } as const;

const mandateSelect = (caller: Caller) => sql`
  select m.id, m.acreedor_asoc as "creditorAssociationId",
    case when m.pagador_asoc is not null then 'ASSOCIATION' when m.pagador_dojo is not null then 'DOJO' else 'MEMBER' end as "payerKind",
    coalesce(m.pagador_asoc, m.pagador_dojo, m.pagador_asociado) as "payerId",
    coalesce(pa.nombre, pd.nombre, pm.nombre || ' ' || pm.apellido) as "payerName",
    m.titular as "debtorName", m.iban, m.bic, m.referencia as reference, m.firmado::text as "signedOn",
    m.secuencia as sequence, m.activo as active, m.cf_asoc as "associationId", m.cf_dojo as "dojoId",
    ${revealsIban(caller)} as reveal
  from mandato m
  left join asociacion pa on pa.id_asoc = m.pagador_asoc
  left join dojo pd on pd.id_dojo = m.pagador_dojo
  left join asociado pm on pm.id_aso = m.pagador_asociado`;

const viewOf = ({ reveal, ...row }: MandateRow): MandateView => ({
  ...row,
  iban: reveal ? row.iban : maskIban(row.iban),
  ibanMasked: !reveal,
});

/** The mandates the caller sees, newest first, each IBAN as the caller may read it. */
export async function listMandates(ctx: RequestContext, request: ListRequest) {
  const caller = requireCaller(ctx);
  const page = parseList(MANDATE_LIST, { offset: request.offset, limit: request.limit });
  const where = mandateScope(caller);
  const [counted] = await run<{ n: number }>(
    ctx.em,
    sql`select count(*)::int as n from mandato m where ${where}`,
  );
  const rows = await run<MandateRow>(
    ctx.em,
    sql`${mandateSelect(caller)} where ${where} order by m.id desc offset ${page.offset} limit ${page.limit!}`,
  );
  const items = rows.map(viewOf);
  return { items, returned: items.length, total: counted.n };
}

async function readMandate(em: EntityManager, caller: Caller, id: number): Promise<MandateView> {
  const row = await first<MandateRow>(em, sql`${mandateSelect(caller)} where m.id = ${id}`);
  return viewOf(row!);
}

type PayerPlace = { associationId: number; dojoId: number | null };

/** The payer named (exactly one) and the place its mandate is filed under. */
async function payerOf(
  em: EntityManager,
  input: MandateSave,
): Promise<PayerPlace & { column: string; id: number }> {
  const named = (
    [
      ['pagador_asoc', input.payerAssociationId],
      ['pagador_dojo', input.payerDojoId],
      ['pagador_asociado', input.payerMemberId],
    ] as const
  ).filter(([, id]) => id !== undefined && id !== null);
  if (named.length !== 1) throw DomainError.invalid([{ field: 'payer', key: 'sepa.payerRequired' }]);
  const [column, id] = named[0] as [string, number];
  const place =
    column === 'pagador_asoc'
      ? await first<PayerPlace>(
          em,
          sql`select id_asoc as "associationId", null::int as "dojoId" from asociacion where id_asoc = ${id}`,
        )
      : column === 'pagador_dojo'
        ? await first<PayerPlace>(
            em,
            sql`select cf_asoc as "associationId", id_dojo as "dojoId" from dojo where id_dojo = ${id}`,
          )
        : await first<PayerPlace>(
            em,
            sql`select cf_asoc as "associationId", cf_dojo as "dojoId" from asociado where id_aso = ${id}`,
          );
  if (!place) throw DomainError.invalid([{ field: 'payer', key: 'sepa.payerRequired' }]);
  return { ...place, column, id };
}

const bankOf = (iban: string) => `${iban.slice(0, 2)}:${extractIBAN(iban).bankIdentifier ?? iban}`;

/**
 * Records a signed mandate or changes one: only who collects for its creditor. Payer and creditor
 * are fixed once written. A new account at another bank makes the next debit a first one again
 * (EPC: an amended mandate with a changed debtor agent is collected as FRST).
 */
export async function saveMandate(
  ctx: RequestContext,
  input: MandateSave,
  today: string,
): Promise<MandateView> {
  const caller = requireCaller(ctx);
  const id = input.id ?? null;
  return ctx.em.transactional(async (em) => {
    const before = id
      ? await first<{ creditor: CreditorKey; iban: string }>(
          em,
          sql`select acreedor_asoc as creditor, iban from mandato m where m.id = ${id} and ${mandateScope(caller)} for update`,
        )
      : undefined;
    if (id && !before) throw DomainError.notFound();
    const creditor = before
      ? before.creditor
      : (input.creditorAssociationId ?? (caller.roles.admin ? null : caller.associationId));
    if (!collectsFor(caller, creditor)) throw DomainError.forbidden();
    const typedIban = input.iban?.trim() ? input.iban : before?.iban;
    const errors = mandateErrors({ ...input, iban: typedIban ?? null }, today);
    if (errors.length) throw DomainError.invalid(errors);
    const iban = normalIban(typedIban)!;
    const fields = {
      name: input.debtorName!.trim(),
      bic: input.bic?.trim().toUpperCase() || null,
      reference: input.reference!.trim(),
      signed: input.signedOn!.trim(),
      active: input.active ?? true,
    };
    if (before) {
      const newBank = bankOf(before.iban) !== bankOf(iban);
      await run(
        em,
        sql`update mandato set titular = ${fields.name}, iban = ${iban}, bic = ${fields.bic}, referencia = ${fields.reference},
              firmado = ${fields.signed}, activo = ${fields.active}, cf_autor = ${caller.memberId}, cambiado = now(),
              secuencia = case when ${newBank}::boolean then 'FRST' else secuencia end
            where id = ${id}`,
      );
      return readMandate(em, caller, id!);
    }
    const payer = await payerOf(em, input);
    if (payer.column === 'pagador_asoc' && payer.id === creditor)
      throw DomainError.invalid([{ field: 'payer', key: 'sepa.payerRequired' }]);
    const [row] = await run<{ id: number }>(
      em,
      sql`insert into mandato (acreedor_asoc, pagador_asoc, pagador_dojo, pagador_asociado, titular, iban, bic,
            referencia, firmado, activo, cf_asoc, cf_dojo, cf_autor)
          values (${creditor}, ${payer.column === 'pagador_asoc' ? payer.id : null},
            ${payer.column === 'pagador_dojo' ? payer.id : null}, ${payer.column === 'pagador_asociado' ? payer.id : null},
            ${fields.name}, ${iban}, ${fields.bic}, ${fields.reference}, ${fields.signed}, ${fields.active},
            ${payer.associationId}, ${payer.dojoId}, ${caller.memberId})
          returning id`,
    );
    return readMandate(em, caller, row.id);
  });
}
