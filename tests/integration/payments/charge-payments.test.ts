import { openWorld, type World } from '../../support/world';
import { makeCharge, notificationFor, notify, signed, started } from './payments-support';

// Charge.payments (issue 30): a charge's payments, newest first, for whoever sees the charge.

let w: World;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(() => w.close());

const CHARGE = `query Charge($id: Int!) {
  charge(id: $id) { id status payments { id method amountCents status createdAt confirmedAt } }
}`;

describe('a charge’s payments', () => {
  it('lists every attempt newest first, with its method, amount and state', async () => {
    const charge = await makeCharge(w.t, { amountCents: 2_500 });
    const refused = await started(w.as('dojo'), charge.id, 'BIZUM');
    await notify(w.t, signed(notificationFor(refused, { Ds_Response: '0190' })));
    const paid = await started(w.as('dojo'), charge.id, 'CARD');
    await notify(w.t, signed(notificationFor(paid)));
    const answer = await w.t.graphql(CHARGE, { id: charge.id }, { token: w.tokens.dojo });
    expect(answer.errors?.[0]?.message).toBeUndefined();
    const { payments } = answer.data!.charge;
    expect(
      payments.map((p: { id: number; method: string; status: string; amountCents: number }) => [
        p.id,
        p.method,
        p.status,
        p.amountCents,
      ]),
    ).toEqual([
      [paid.paymentId, 'CARD', 'DONE', 2_500],
      [refused.paymentId, 'BIZUM', 'FAILED', 2_500],
    ]);
    expect(payments[0].confirmedAt).not.toBeNull();
    expect(payments[1].confirmedAt).toBeNull();
  });

  it('are shown to whoever sees the charge, and the charge to nobody else', async () => {
    const charge = await makeCharge(w.t);
    await started(w.as('dojo'), charge.id);
    const issuer = await w.t.graphql(CHARGE, { id: charge.id }, { token: w.tokens.asoc });
    expect(issuer.data!.charge.payments).toHaveLength(1);
    const member = await w.t.graphql(CHARGE, { id: charge.id }, { token: w.tokens.miembro });
    expect(member.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
