import type { World } from '../../support/world';
import {
  ASSOCIATION_CREDITOR,
  createRemittanceCall,
  dayFrom,
  DEBTOR_IBAN,
  makeCharge as makeSepaCharge,
  makeDojo,
  reference,
  saveMandateCall,
  sepaWorld,
} from '../sepa/sepa-support';
import { camt053, importFile, linesOf, norma43 } from './statements-support';

// Returned direct debits found in a statement: the association's account shows a debit taken
// back, quoting the end-to-end id of one of its remittance's debits; the import puts that
// charge back to unpaid through the SEPA module, as a return entered by hand would.

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

/** A new dojo's charge of 25.00 € collected by association 1's remittance: its debit's end-to-end id. */
async function collectedDebit(): Promise<{ debitId: number; chargeId: number; endToEnd: string }> {
  const dojo = await makeDojo(w.t, 1);
  const saved = await w.as('asoc').ask(
    'graphql',
    saveMandateCall({
      payerDojoId: dojo,
      debtorName: 'Dojo',
      iban: DEBTOR_IBAN,
      reference: reference('EXT'),
      signedOn: yesterday,
    }),
  );
  expect(saved.ok).toBe(true);
  const charge = await makeSepaCharge(w.t, {
    issuerAssociation: 1,
    payerDojo: dojo,
    associationId: 1,
    dojoId: dojo,
    amountCents: 2500,
    due: yesterday,
  });
  expect((await w.as('asoc').ask('rest', createRemittanceCall(tomorrow))).ok).toBe(true);
  const [debit] = await w.t.sql<{ id: number; extremo: string }>(
    'select id, extremo from adeudo where cf_cargo = $1',
    [charge.id],
  );
  return { debitId: debit.id, chargeId: charge.id, endToEnd: debit.extremo };
}

const stateOf = async (debitId: number) =>
  (
    await w.t.sql<{ debit: string; charge: string; reason: string | null }>(
      `select a.estado as debit, c.estado as charge, c.motivo as reason
       from adeudo a join cargo c on c.id = a.cf_cargo where a.id = $1`,
      [debitId],
    )
  )[0];

describe.each([
  ['Norma 43', norma43],
  ['camt.053', camt053],
] as const)('a returned debit in a %s statement', (_format, write) => {
  it('puts its charge back to unpaid with the bank’s reason; an unknown one waits for a person', async () => {
    const { debitId, chargeId, endToEnd } = await collectedDebit();
    expect(await stateOf(debitId)).toMatchObject({ debit: 'PRESENTED', charge: 'PAID' });
    const file = write([
      {
        credit: false,
        cents: 2500,
        concept: `DEVOLUCION ADEUDO ${endToEnd}`,
        endToEndId: endToEnd,
        returned: { reason: 'MD06' },
      },
      {
        credit: false,
        cents: 2500,
        concept: 'DEVOLUCION AJENA',
        endToEndId: 'OTRO-BANCO-1',
        returned: { reason: 'AC04' },
      },
    ]);
    const imported = await w.as('asoc').ask('rest', importFile(file, 'utf8'));
    expect(imported.value).toMatchObject({ lineCount: 2, matchedCount: 1, returnCount: 1 });
    expect(await stateOf(debitId)).toEqual({ debit: 'RETURNED', charge: 'RETURNED', reason: 'MD06' });
    const lines = await linesOf(w.t, imported.value!.id);
    expect(lines.map((l) => [l.estado, l.cf_cargo])).toEqual([
      ['MATCHED', chargeId],
      ['RETURN', null],
    ]);
  });
});

it('a return of another holder’s debit is not applied', async () => {
  const { debitId, endToEnd } = await collectedDebit();
  // The national administrator's statement: the debit was presented by association 1.
  const file = camt053([{ credit: false, cents: 2500, endToEndId: endToEnd, returned: { reason: 'MD06' } }]);
  const imported = await w.as('admin').ask('graphql', importFile(file, 'utf8'));
  expect(imported.value).toMatchObject({ returnCount: 1, matchedCount: 0 });
  expect(await stateOf(debitId)).toMatchObject({ debit: 'PRESENTED', charge: 'PAID' });
});
