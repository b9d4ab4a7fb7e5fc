import type { PaymentSettings } from '../billing/billing.settings';
import { requireCaller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import type { SendFile } from '../common/file-stream';
import type { ListRequest } from '../common/list/request';
import { run, sql } from '../common/sql';
import type { CreditorInput } from '@federa/schema/validation/sepa';
import { readCreditor, saveCreditor } from './creditor';
import { listDebits, returnDebit } from './debit-returns';
import { listMandates, saveMandate, type MandateSave } from './mandates';
import { downloadRemittance } from './remittance-file';
import { createRemittance, listRemittances } from './remittances';

export { returnDebitByEndToEnd, type ReturnOutcome } from './debit-returns';

export type SepaSettings = { payments: Pick<PaymentSettings, 'sepaCreditor'> };

const MAX_ID = 2_147_483_647;
const checkedId = (id: number, field = 'id') => {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID)
    throw DomainError.invalid([{ field, key: 'common.invalidInput' }]);
  return id;
};

/**
 * SEPA Core direct debit (issue 30): mandates, association creditors, remittances and their
 * files, returns entered by hand. Both doors call this; every rule and permission is decided in
 * the functions it hands on to.
 */
export class SepaService {
  constructor(private readonly settings: SepaSettings) {}

  mandates(ctx: RequestContext, request: ListRequest) {
    return listMandates(ctx, request);
  }

  async saveMandate(ctx: RequestContext, input: MandateSave) {
    if (input.id !== undefined && input.id !== null) checkedId(input.id);
    for (const [field, id] of [
      ['creditorAssociationId', input.creditorAssociationId],
      ['payer', input.payerAssociationId],
      ['payer', input.payerDojoId],
      ['payer', input.payerMemberId],
    ] as const)
      if (id !== undefined && id !== null) checkedId(id, field);
    const [{ today }] = await run<{ today: string }>(ctx.em, sql`select current_date::text as today`);
    return saveMandate(ctx, input, today);
  }

  creditor(ctx: RequestContext, associationId: number) {
    return readCreditor(ctx, checkedId(associationId, 'associationId'));
  }

  saveCreditor(ctx: RequestContext, associationId: number, input: CreditorInput) {
    return saveCreditor(ctx, checkedId(associationId, 'associationId'), input);
  }

  remittances(ctx: RequestContext, request: ListRequest) {
    return listRemittances(ctx, request);
  }

  createRemittance(
    ctx: RequestContext,
    input: { collectionDate: string; creditorAssociationId?: number | null },
  ) {
    if (input.creditorAssociationId !== undefined && input.creditorAssociationId !== null)
      checkedId(input.creditorAssociationId, 'creditorAssociationId');
    return createRemittance(ctx, this.settings.payments.sepaCreditor, input);
  }

  debits(ctx: RequestContext, remittanceId: number, offset = 0, limit = 100) {
    requireCaller(ctx);
    if (!Number.isSafeInteger(offset) || offset < 0 || offset > 1_000_000)
      throw DomainError.invalid([{ field: 'ini', key: 'list.offsetInvalid' }]);
    if (![15, 50, 100, 1000].includes(limit))
      throw DomainError.invalid([{ field: 'pag', key: 'list.pageSizeInvalid' }]);
    return listDebits(ctx, checkedId(remittanceId, 'remittanceId'), offset, limit);
  }

  returnDebit(ctx: RequestContext, debitId: number, reasonCode: string) {
    return returnDebit(ctx, checkedId(debitId, 'debitId'), reasonCode);
  }

  download(ctx: RequestContext, remittanceId: number, send: SendFile) {
    // Signed out is refused as such before a junk id is.
    requireCaller(ctx);
    return downloadRemittance(ctx, checkedId(remittanceId), send);
  }
}
