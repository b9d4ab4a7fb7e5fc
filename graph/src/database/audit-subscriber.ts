import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import { requestScope } from '../logging';

/**
 * Tells the database, at the start of every transaction, who is acting and for which request:
 * the audit triggers (Migration20261127110000) write both into each change they record. Local to
 * the transaction: a pooled connection carries nothing to the next request.
 */
export class AuditSubscriber implements EventSubscriber {
  async afterTransactionStart({ em, transaction }: TransactionEventArgs): Promise<void> {
    const scope = requestScope();
    if (!scope) return;
    // The event comes before `em` knows its transaction: the statement names it itself, which is
    // what run(em, ...) would otherwise do.
    // eslint-disable-next-line no-restricted-syntax
    await em
      .getConnection()
      .execute(
        `select set_config('federa.autor', ?, true), set_config('federa.peticion', ?, true)`,
        [scope.callerId === undefined ? '' : String(scope.callerId), scope.requestId],
        'all',
        transaction,
      );
  }
}
