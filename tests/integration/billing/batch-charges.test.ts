import { serveFromThisProcess } from '../../support/test-server';
import { openWorld, type World } from '../../support/world';
import {
  ADULT_BIRTH,
  CHARGE_FIELDS,
  CHILD_BIRTH,
  YEAR,
  batchAt,
  chargesOfBatch,
  newMember,
  pay,
  priceYear,
} from './billing-support';

// A batch owes nothing until its dojo validates it; then its dojo owes its association the
// national and association shares of each fee by the tariffs of the year (adult or child by the
// age reached in the year), and each member the dojo's own fee. Undoing cancels them (a credit
// note for an invoiced one); the association validates only a paid batch.

// Payments are recorded through billing's own rule, in this process.
serveFromThisProcess();

let w: World;
beforeAll(async () => {
  w = await openWorld();
  await priceYear(w.t, { national: [3000, 1500], association: [2000, 1000], dojo: [500, 250] });
}, 120_000);
afterAll(() => w.close());

async function validate(role: 'dojo' | 'asoc', batch: number, level: number, valida: boolean) {
  return w.as(role).rest('POST', '/cuotas/valida', { selec: [batch], nivel: level, valida });
}

async function batchOfThree() {
  const adults = [
    await newMember(w.t, 1, { birth: ADULT_BIRTH }),
    await newMember(w.t, 1, { birth: ADULT_BIRTH }),
  ];
  const child = await newMember(w.t, 1, { birth: CHILD_BIRTH });
  const batch = await batchAt(
    w.t,
    1,
    YEAR,
    0,
    [...adults, child].map((m) => m.id),
  );
  return { batch, adults, child };
}

describe('a batch validated by its dojo', () => {
  it('charges the dojo the national and association shares, adult and child, itemised', async () => {
    const { batch } = await batchOfThree();
    expect(await chargesOfBatch(w.t, batch)).toEqual([]);
    expect((await validate('dojo', batch, 1, true)).body.estado).toBe(0);
    const charges = await chargesOfBatch(w.t, batch);
    const fees = charges.find((c) => c.tipo === 'CUOTAS')!;
    // 2 × (30 + 20) + 1 × (15 + 10) €
    expect(fees).toMatchObject({ estado: 'OPEN', importe_cent: 12500, pagador_asociado: null });
    const { data, errors } = await w
      .as('dojo', 'en')
      .graphql(`{ charge(id: ${fees.id}) { ${CHARGE_FIELDS} } }`);
    expect(errors).toBeUndefined();
    expect(data!.charge).toMatchObject({
      kind: 'FEES',
      status: 'OPEN',
      amountCents: 12500,
      batchId: batch,
      payable: true,
      collects: false,
      reference: expect.stringMatching(/^RF\d{2}FED\d+$/),
    });
    expect(data!.charge.items).toEqual([
      { description: `Association fee ${YEAR} (adult)`, quantity: 2, unitCents: 2000, totalCents: 4000 },
      { description: `Association fee ${YEAR} (child)`, quantity: 1, unitCents: 1000, totalCents: 1000 },
      { description: `National licence ${YEAR} (adult)`, quantity: 2, unitCents: 3000, totalCents: 6000 },
      { description: `National licence ${YEAR} (child)`, quantity: 1, unitCents: 1500, totalCents: 1500 },
    ]);
  });

  it("charges each member the dojo's own fee, which the member sees and pays", async () => {
    const { batch, child } = await batchOfThree();
    await validate('dojo', batch, 1, true);
    const own = (await chargesOfBatch(w.t, batch)).filter((c) => c.tipo === 'CUOTA_DOJO');
    expect(own.map((c) => c.importe_cent).sort()).toEqual([250, 500, 500]);
    expect(own.find((c) => c.pagador_asociado === child.id)?.importe_cent).toBe(250);
    // The demo member (4) is not in the batch: theirs are not shown to them.
    const { data } = await w.as('miembro').graphql(`{ charge(id: ${own[0].id}) { id } }`);
    expect(data).toBeNull();
  });

  it('owes nothing when the year has no tariff', async () => {
    const member = await newMember(w.t, 1, { birth: ADULT_BIRTH });
    const batch = await batchAt(w.t, 1, YEAR + 1, 0, [member.id]);
    await validate('dojo', batch, 1, true);
    expect(await chargesOfBatch(w.t, batch)).toEqual([]);
    // And so the association validates it without a payment.
    expect((await validate('asoc', batch, 2, true)).body.estado).toBe(0);
  });

  it('keeps what it owes when a tariff changes afterwards', async () => {
    const { batch } = await batchOfThree();
    await validate('dojo', batch, 1, true);
    await w
      .as('admin')
      .graphql(
        `mutation { setTariff(input: {year: ${YEAR}, level: NATIONAL, adultCents: 9999, childCents: 9999}) { id } }`,
      );
    const fees = (await chargesOfBatch(w.t, batch)).find((c) => c.tipo === 'CUOTAS')!;
    expect(fees.importe_cent).toBe(12500);
    await priceYear(w.t, { national: [3000, 1500] });
  });
});

describe('undoing the dojo validation', () => {
  it('cancels the charges; an invoiced one gets a credit note, the next number of its issuer', async () => {
    const { batch } = await batchOfThree();
    await validate('dojo', batch, 1, true);
    const [fees] = await chargesOfBatch(w.t, batch);
    // The first download issues the invoice.
    const receipt = await fetch(`${w.t.url}/v1/cobros/${fees.id}/recibo.pdf`, {
      headers: { authorization: w.tokens.dojo },
    });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toMatch(/F\d{4}-\d{6}\.pdf/);
    expect((await validate('dojo', batch, 1, false)).body.estado).toBe(0);
    const after = await chargesOfBatch(w.t, batch);
    expect(after.every((c) => c.estado === 'CANCELLED')).toBe(true);
    const { data } = await w
      .as('dojo')
      .graphql(`{ charge(id: ${fees.id}) { status reason invoiceNumber creditNoteNumber } }`);
    expect(data!.charge).toMatchObject({
      status: 'CANCELLED',
      reason: 'UNVALIDATED',
      invoiceNumber: expect.stringMatching(/^F\d{4}-\d{6}$/),
      creditNoteNumber: expect.stringMatching(/^R\d{4}-\d{6}$/),
    });
    const [credit] = await w.t.sql('select importe_cent from factura where cf_cargo = $1 and serie = $2', [
      fees.id,
      'R',
    ]);
    expect(credit.importe_cent).toBe(-12500);
    // Validated again: a new charge; the cancelled one stays as it was.
    await validate('dojo', batch, 1, true);
    const again = await chargesOfBatch(w.t, batch);
    expect(again.filter((c) => c.estado === 'OPEN' && c.tipo === 'CUOTAS')).toHaveLength(1);
  });

  it('cancels a charge never invoiced without a credit note', async () => {
    const { batch } = await batchOfThree();
    await validate('dojo', batch, 1, true);
    await validate('dojo', batch, 1, false);
    const ids = (await chargesOfBatch(w.t, batch)).map((c) => c.id);
    expect(await w.t.sql('select 1 from factura where cf_cargo = any($1)', [ids])).toEqual([]);
  });
});

describe('the association validating a batch', () => {
  it('is refused while its charge is unpaid, in every language, and takes it once paid', async () => {
    const { batch } = await batchOfThree();
    await validate('dojo', batch, 1, true);
    const refused = await validate('asoc', batch, 2, true);
    expect(refused.body.estado).not.toBe(0);
    expect(refused.body.res.titulo).toBe('La remesa no se ha podido validar.');
    expect(refused.body.res.mensaje).toMatch(
      /^La remesa de .+ de 2031 tiene un cargo sin pagar: debe pagarse antes de validarla\.$/,
    );
    const gql = await w
      .as('asoc', 'fr')
      .graphql(`mutation { validateFeeBatches(ids: [${batch}], level: 2) { id } }`);
    expect(gql.errors?.[0].message).toMatch(/a une créance impayée/);
    expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
    const [fees] = await chargesOfBatch(w.t, batch);
    expect(await pay(w.t, fees.id, fees.importe_cent)).toMatchObject({ outcome: 'paid' });
    expect((await validate('asoc', batch, 2, true)).body.estado).toBe(0);
  });
});
