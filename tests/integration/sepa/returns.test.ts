import type { EntityManager } from '@mikro-orm/postgresql';
import { returnDebitByEndToEnd } from '../../../graph/src/modules/sepa/sepa.service';
import { serveFromThisProcess } from '../../support/test-server';
import { TRANSPORTS, type BothDoors, type World } from '../../support/world';
import {
  ASSOCIATION_CREDITOR,
  createRemittanceCall,
  dayFrom,
  DEBTOR_IBAN,
  makeCharge,
  makeDojo,
  reference,
  saveMandateCall,
  sepaWorld,
} from './sepa-support';

// t.server.db.orm is the server's ORM: the statements module's call runs on it in this process.
serveFromThisProcess();

let w: World;
let tomorrow: string;
let yesterday: string;
beforeAll(async () => {
  w = await sepaWorld();
  tomorrow = await dayFrom(w.t, 1);
  yesterday = await dayFrom(w.t, -1);
  await w.t.sql(
    `insert into acreedor_sepa (cf_asoc, identificador, nombre, iban_cobro) values (1, $1, $2, $3)
     on conflict (cf_asoc) do nothing`,
    [ASSOCIATION_CREDITOR.id, ASSOCIATION_CREDITOR.name, ASSOCIATION_CREDITOR.iban],
  );
});
afterAll(() => w.close());

type Debit = { id: number; status: string; reason: string | null; chargeId: number };

const returnCall = (debitId: number, reason: string): BothDoors<Debit> => ({
  rest: {
    method: 'POST',
    path: '/pagos/adeudos/devolver',
    params: { id: debitId, motivo: reason },
    value: (b) => ({ id: b.res.id, status: b.res.estado, reason: b.res.motivo, chargeId: b.res.cargo }),
  },
  graphql: {
    query: `mutation ($id: Int!, $reason: String!) { returnDebit(debitId: $id, reasonCode: $reason) { id status reason chargeId } }`,
    variables: { id: debitId, reason },
    value: (d) => d.returnDebit,
  },
});

/** A dojo with a new mandate and a due charge, collected in a remittance: its debit, FRST. */
async function collectedDebit(): Promise<{
  debitId: number;
  chargeId: number;
  ref: string;
  endToEnd: string;
}> {
  const dojo = await makeDojo(w.t, 1);
  const ref = reference('RET');
  const saved = await w.as('asoc').ask(
    'graphql',
    saveMandateCall({
      payerDojoId: dojo,
      debtorName: 'Dojo',
      iban: DEBTOR_IBAN,
      reference: ref,
      signedOn: yesterday,
    }),
  );
  expect(saved.ok).toBe(true);
  const charge = await makeCharge(w.t, {
    issuerAssociation: 1,
    payerDojo: dojo,
    associationId: 1,
    dojoId: dojo,
    amountCents: 2500,
    due: yesterday,
  });
  const created = await w.as('asoc').ask('rest', createRemittanceCall(tomorrow));
  expect(created.ok).toBe(true);
  const [debit] = await w.t.sql<{ id: number; extremo: string }>(
    'select id, extremo from adeudo where cf_cargo = $1',
    [charge.id],
  );
  return { debitId: debit.id, chargeId: charge.id, ref, endToEnd: debit.extremo };
}

const state = async (debitId: number) =>
  (
    await w.t.sql<{
      debit: string;
      charge: string;
      reason: string | null;
      payment: string;
      sequence: string;
    }>(
      `select a.estado as debit, c.estado as charge, c.motivo as reason, p.estado as payment, m.secuencia as sequence
       from adeudo a join cargo c on c.id = a.cf_cargo join pago p on p.id = a.cf_pago join mandato m on m.id = a.cf_mandato
       where a.id = $1`,
      [debitId],
    )
  )[0];

describe.each(TRANSPORTS)('a return entered by hand over %s', (transport) => {
  it('refuses a reason that is not an ISO code, and a caller who does not collect', async () => {
    const { debitId } = await collectedDebit();
    const junk = await w.as('asoc').ask(transport, returnCall(debitId, 'NOPE'));
    expect(junk).toMatchObject({ ok: false, message: 'El código de devolución no es válido.' });
    expect((await w.as('admin').ask(transport, returnCall(debitId, 'AM04'))).code).toBe('FORBIDDEN');
    expect((await w.as('dojo').ask(transport, returnCall(debitId, 'AM04'))).code).toBe('FORBIDDEN');
    expect((await state(debitId)).debit).toBe('PRESENTED');
  });

  it('puts the charge back to unpaid with the reason, the mandate back to first, and twice is once', async () => {
    const { debitId, ref } = await collectedDebit();
    expect((await state(debitId)).sequence).toBe('RCUR');
    const returned = await w.as('asoc').ask(transport, returnCall(debitId, 'am04'));
    expect(returned).toMatchObject({ ok: true, value: { id: debitId, status: 'RETURNED', reason: 'AM04' } });
    expect(await state(debitId)).toEqual({
      debit: 'RETURNED',
      charge: 'RETURNED',
      reason: 'AM04',
      payment: 'RETURNED',
      sequence: 'FRST',
    });
    const again = await w.as('asoc').ask(transport, returnCall(debitId, 'MD06'));
    expect(again).toMatchObject({ ok: true, value: { status: 'RETURNED', reason: 'AM04' } });
    // The returned charge is due again: the next remittance presents it, as a first debit.
    const next = await w.as('asoc').ask('graphql', createRemittanceCall(tomorrow));
    expect(next.ok).toBe(true);
    const [represented] = await w.t.sql<{ secuencia: string; estado: string }>(
      `select a.secuencia, a.estado from adeudo a join mandato m on m.id = a.cf_mandato
       where m.referencia = $1 and a.cf_remesa = $2`,
      [ref, next.value!.id],
    );
    expect(represented).toEqual({ secuencia: 'FRST', estado: 'PRESENTED' });
  });
});

describe('a return found in a bank statement', () => {
  it('is applied by its end-to-end id, once; an unknown id is nobody’s', async () => {
    const { debitId, endToEnd } = await collectedDebit();
    const apply = (id: string, reason: string) =>
      (w.t.server.db.orm.em.fork() as EntityManager).transactional((em) =>
        returnDebitByEndToEnd(em, id, reason),
      );
    expect(await apply('NOSUCHDEBIT-1', 'AC04')).toBeUndefined();
    expect(await apply(endToEnd, 'AC04')).toMatchObject({ debitId, outcome: 'returned' });
    expect(await apply(endToEnd, 'AC04')).toMatchObject({ debitId, outcome: 'already' });
    expect(await state(debitId)).toMatchObject({ debit: 'RETURNED', charge: 'RETURNED', reason: 'AC04' });
  });
});
