import {
  issueInvoice,
  recordPayment,
  recordPayments,
  recordRefund,
  recordReturn,
} from '../../../graph/src/modules/billing/charge-states';
import { serveFromThisProcess } from '../../support/test-server';
import { openWorld, type World } from '../../support/world';

// A charge's life at its lowest layer, over the real database: every step locks the charge, is
// idempotent, and refuses what does not fit. The doors that call these (the gateway's
// notification, statements, remittances) are tested with their modules.

serveFromThisProcess();

let w: World;
beforeAll(async () => {
  w = await openWorld();
}, 120_000);
afterAll(() => w.close());

const inTx = <T>(work: (em: any) => Promise<T>) => w.t.server.db.orm.em.fork().transactional(work);

/** An OPEN charge of dojo 1 to association 1 for `cents`. */
async function openCharge(cents = 5000): Promise<number> {
  const [{ id }] = await w.t.sql(
    `insert into cargo (tipo, anio, emisor_asoc, pagador_dojo, cf_asoc, cf_dojo, importe_cent)
     values ('CUOTAS', 2031, 1, 1, 1, 1, $1) returning id`,
    [cents],
  );
  return id;
}

const state = async (id: number) =>
  (await w.t.sql('select estado, motivo, pagado_en is not null as paid from cargo where id = $1', [id]))[0];
const invoicesOf = async (id: number) =>
  w.t.sql('select serie, numero, importe_cent from factura where cf_cargo = $1 order by serie', [id]);

describe('a payment', () => {
  it('marks the charge paid and issues its invoice; the same payment twice changes nothing', async () => {
    const id = await openCharge();
    const first = await inTx((em) =>
      recordPayment(em, { chargeId: id, method: 'TRANSFER', amountCents: 5000 }),
    );
    expect(first.outcome).toBe('paid');
    const again = await inTx((em) =>
      recordPayment(em, { chargeId: id, method: 'TRANSFER', amountCents: 5000 }),
    );
    expect(again).toEqual({ paymentId: first.paymentId, outcome: 'already' });
    expect(await state(id)).toMatchObject({ estado: 'PAID', paid: true });
    expect(await w.t.sql('select estado from pago where cf_cargo = $1', [id])).toEqual([{ estado: 'DONE' }]);
    expect(await invoicesOf(id)).toEqual([{ serie: 'F', numero: expect.any(Number), importe_cent: 5000 }]);
  });

  it('of another amount is refused and writes nothing', async () => {
    const id = await openCharge();
    await expect(
      inTx((em) => recordPayment(em, { chargeId: id, method: 'CARD', amountCents: 4999 })),
    ).rejects.toMatchObject({ code: 'CONFLICT', key: 'billing.amountMismatch' });
    expect(await state(id)).toMatchObject({ estado: 'OPEN', paid: false });
    expect(await w.t.sql('select 1 from pago where cf_cargo = $1', [id])).toEqual([]);
  });

  it('for a cancelled charge is kept (it is owed back) and leaves the charge cancelled', async () => {
    const id = await openCharge();
    await w.t.sql(`update cargo set estado = 'CANCELLED' where id = $1`, [id]);
    const result = await inTx((em) =>
      recordPayment(em, { chargeId: id, method: 'TRANSFER', amountCents: 5000 }),
    );
    expect(result.outcome).toBe('cancelled');
    expect(await state(id)).toMatchObject({ estado: 'CANCELLED' });
  });
});

describe('a return', () => {
  it('puts the charge back to unpaid with the reason; twice is once; it can be paid again', async () => {
    const id = await openCharge();
    const { paymentId } = await inTx((em) =>
      recordPayment(em, { chargeId: id, method: 'SEPA', amountCents: 5000 }),
    );
    expect(await inTx((em) => recordReturn(em, { paymentId, reason: 'AM04' }))).toBe('returned');
    expect(await inTx((em) => recordReturn(em, { paymentId, reason: 'AM04' }))).toBe('already');
    expect(await state(id)).toEqual({ estado: 'RETURNED', motivo: 'AM04', paid: false });
    const again = await inTx((em) =>
      recordPayment(em, { chargeId: id, method: 'TRANSFER', amountCents: 5000 }),
    );
    expect(again.outcome).toBe('paid');
    // One invoice only: the charge was invoiced when first paid.
    expect(await invoicesOf(id)).toHaveLength(1);
  });

  it('of a payment not collected is refused', async () => {
    const id = await openCharge();
    const [{ id: pending }] = await w.t.sql(
      `insert into pago (cf_cargo, metodo, importe_cent, cf_asoc, cf_dojo) values ($1, 'CARD', 5000, 1, 1) returning id`,
      [id],
    );
    await expect(
      inTx((em) => recordReturn(em, { paymentId: pending, reason: 'AC04' })),
    ).rejects.toMatchObject({
      key: 'billing.notReturnable',
    });
  });
});

describe('a refund', () => {
  it('cancels the charge with a credit note of the negative amount; twice is once', async () => {
    const id = await openCharge(7000);
    const { paymentId } = await inTx((em) =>
      recordPayment(em, { chargeId: id, method: 'CARD', amountCents: 7000 }),
    );
    expect(await inTx((em) => recordRefund(em, { paymentId }))).toBe('refunded');
    expect(await inTx((em) => recordRefund(em, { paymentId }))).toBe('already');
    expect(await state(id)).toMatchObject({ estado: 'CANCELLED' });
    expect((await invoicesOf(id)).map((i) => [i.serie, i.importe_cent])).toEqual([
      ['F', 7000],
      ['R', -7000],
    ]);
  });
});

describe('invoice numbers', () => {
  it('follow each other per issuer and year with no gap, even issued at once', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => openCharge(100)));
    await Promise.all(ids.map((id) => inTx((em) => issueInvoice(em, id, 'F'))));
    const numbers = (
      await w.t.sql(`select numero from factura where cf_cargo = any($1) order by numero`, [ids])
    ).map((r) => r.numero);
    expect(numbers).toHaveLength(8);
    expect(numbers[7] - numbers[0]).toBe(7);
    const [{ last }] = await w.t.sql(
      `select ultimo as last from factura_contador where emisor = 'A1' and serie = 'F' and anio = extract(year from now())`,
    );
    expect(last).toBe(numbers[7]);
    // A second issue of an invoiced charge gives no new number.
    await inTx((em) => issueInvoice(em, ids[0], 'F'));
    expect(await invoicesOf(ids[0])).toHaveLength(1);
  });

  it('are given once per charge, even when its issues race', async () => {
    const id = await openCharge(100);
    await Promise.all(Array.from({ length: 5 }, () => inTx((em) => issueInvoice(em, id, 'F'))));
    expect(await invoicesOf(id)).toHaveLength(1);
  });

  it('of another issuer start from their own first', async () => {
    const [{ id }] = await w.t.sql(
      `insert into cargo (tipo, anio, emisor_dojo, pagador_asociado, cf_asoc, cf_dojo, importe_cent)
       values ('CURSO', 2031, 2, 4, 1, 2, 1500) returning id`,
    );
    await inTx((em) => issueInvoice(em, id, 'F'));
    expect((await invoicesOf(id))[0].numero).toBe(1);
  });
});

describe('money is history', () => {
  it('keeps a member who owed anything: their deletion is refused as one with fees is', async () => {
    const [{ id: member }] = await w.t.sql(
      `insert into asociado (dni, nombre, apellido, fecha_nacimiento, cf_dojo, cf_asoc)
       values ('CARGO' || floor(random() * 1e9)::text, 'Deudor', 'Historia', date '1990-01-01', 1, 1) returning id_aso as id`,
    );
    await w.t.sql(
      `insert into cargo (tipo, anio, emisor_dojo, pagador_asociado, cf_asoc, cf_dojo, importe_cent)
       values ('CURSO', 2031, 1, $1, 1, 1, 1500)`,
      [member],
    );
    const answer = await w.as('admin').graphql(`mutation { deleteMember(id: ${member}) { message } }`);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'El asociado tiene un historial asignado, por lo que no puede ser eliminado',
      extensions: { code: 'CONFLICT', reason: 'HAS_HISTORY' },
    });
  });
});

describe("a member's personal data", () => {
  it('holds what they owe and paid', async () => {
    const [{ id }] = await w.t.sql(
      `insert into cargo (tipo, anio, emisor_dojo, pagador_asociado, cf_asoc, cf_dojo, importe_cent)
       values ('CURSO', 2031, 1, 4, 1, 1, 2200) returning id`,
    );
    await inTx((em) => recordPayment(em, { chargeId: id, method: 'CARD', amountCents: 2200 }));
    const response = await fetch(`${w.t.url}/v1/asociados/datosPersonales?id=4&formato=json`, {
      headers: { authorization: w.tokens.miembro },
    });
    const data = (await response.json()) as Record<string, any>;
    expect(JSON.stringify(data.charges.rows)).toContain('"importe_cent":2200');
    expect(JSON.stringify(data.payments.rows)).toContain('"metodo":"CARD"');
  });
});

describe('many payments at once (a remittance)', () => {
  it('pay each charge once, number their invoices without a gap, and answer in the order asked', async () => {
    const [a, b, c] = [await openCharge(100), await openCharge(200), await openCharge(300)];
    await inTx((em) => recordPayment(em, { chargeId: b, method: 'TRANSFER', amountCents: 200 }));
    await w.t.sql(`update cargo set estado = 'CANCELLED' where id = $1`, [c]);
    const outcomes = await inTx((em) =>
      recordPayments(em, [
        { chargeId: c, method: 'SEPA', amountCents: 300 },
        { chargeId: a, method: 'SEPA', amountCents: 100 },
        { chargeId: b, method: 'SEPA', amountCents: 200 },
      ]),
    );
    expect(outcomes.map((o) => o.outcome)).toEqual(['cancelled', 'paid', 'already']);
    expect(await state(a)).toMatchObject({ estado: 'PAID', paid: true });
    expect(await state(c)).toMatchObject({ estado: 'CANCELLED' });
    // b was paid once, by its transfer.
    expect(await w.t.sql(`select metodo from pago where cf_cargo = $1 and estado = 'DONE'`, [b])).toEqual([
      { metodo: 'TRANSFER' },
    ]);
    const numbers = (
      await w.t.sql(
        `select numero from factura where emisor = 'A1' and serie = 'F' and anio = extract(year from now()) order by numero`,
      )
    ).map((r) => r.numero);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('refuse another amount and write nothing', async () => {
    const [a, b] = [await openCharge(100), await openCharge(200)];
    await expect(
      inTx((em) =>
        recordPayments(em, [
          { chargeId: a, method: 'SEPA', amountCents: 100 },
          { chargeId: b, method: 'SEPA', amountCents: 201 },
        ]),
      ),
    ).rejects.toMatchObject({ key: 'billing.amountMismatch' });
    expect(await state(a)).toMatchObject({ estado: 'OPEN' });
  });
});
