import type { Writable } from 'node:stream';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../common/caller';
import type { SendFile } from '../common/file-stream';
import { first, inBatches, run, sql } from '../common/sql';
import { writePain008, type Pain008Block, type Pain008Debit, type SequenceType } from './pain008';
import { remittanceToCollect } from './remittances';

/** Rows read from the cursor at a time: what the file holds in memory at most. */
export const FILE_BATCH = 1000;
const SEQUENCES: SequenceType[] = ['FRST', 'RCUR'];

type RemittanceHead = {
  creditorId: string;
  creditorName: string;
  iban: string;
  bic: string | null;
  collectionDate: string;
  createdAt: Date;
};

async function* debitsOf(
  em: EntityManager,
  id: number,
  sequence: SequenceType,
): AsyncGenerator<Pain008Debit[]> {
  const rows = sql`select a.extremo as "endToEndId", a.importe_cent as "amountCents", a.referencia as "mandateReference",
      a.firmado::text as "signedOn", a.titular as "debtorName", a.iban, a.bic,
      concat_ws(' ', c.referencia, c.tipo, c.anio) as "remittanceInfo"
    from adeudo a join cargo c on c.id = a.cf_cargo
    where a.cf_remesa = ${id} and a.secuencia = ${sequence} order by a.id`;
  yield* inBatches<Pain008Debit>(em, rows, FILE_BATCH);
}

/**
 * Writes a remittance's pain.008.001.02 to `out` from one read-only transaction: its counts and
 * sums per sequence type first (the headers carry them), then each block's debits through a
 * cursor, a batch at a time. Every debit presented is in it, returned ones too: the file is what
 * was presented.
 */
export async function writeRemittanceFile(em: EntityManager, id: number, out: Writable, stallMs?: number) {
  const head = (await first<RemittanceHead>(
    em,
    sql`select identificador as "creditorId", acreedor as "creditorName", iban_cobro as iban, bic,
          fecha_cobro::text as "collectionDate", creado as "createdAt" from remesa_sepa where id = ${id}`,
  ))!;
  const totals = await run<{ sequence: SequenceType; n: number; total: string }>(
    em,
    sql`select secuencia as sequence, count(*)::int as n, sum(importe_cent)::text as total
        from adeudo where cf_remesa = ${id} group by secuencia`,
  );
  const blocks: Pain008Block[] = SEQUENCES.map((sequence) => {
    const total = totals.find((t) => t.sequence === sequence);
    return {
      id: `FED-REM-${id}-${sequence}`,
      sequence,
      count: total?.n ?? 0,
      sumCents: Number(total?.total ?? 0),
      debits: debitsOf(em, id, sequence),
    };
  });
  await writePain008(
    out,
    {
      messageId: `FED-REM-${id}`,
      createdAt: new Date(head.createdAt),
      collectionDate: head.collectionDate,
      creditor: { id: head.creditorId, name: head.creditorName, iban: head.iban, bic: head.bic },
    },
    blocks,
    stallMs,
  );
}

/**
 * `GET /v1/pagos/remesas/{id}.xml`: the file, to whoever collects for the remittance's creditor
 * (it holds the debtors' IBANs). Checked before the first byte; then streamed inside a read-only
 * repeatable-read transaction, so that a return entered meanwhile does not change what the
 * headers counted.
 */
export async function downloadRemittance(ctx: RequestContext, id: number, send: SendFile): Promise<void> {
  await remittanceToCollect(ctx.em, ctx, id);
  await ctx.em.transactional(
    async (tx) => {
      await send({
        name: `remesa-${id}.xml`,
        type: 'application/xml; charset=utf-8',
        write: (out) => writeRemittanceFile(tx, id, out),
      });
    },
    { readOnly: true, isolationLevel: IsolationLevel.REPEATABLE_READ },
  );
}
