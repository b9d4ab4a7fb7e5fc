import type { World } from '../../support/world';
import { makeMember } from '../../support/world';
import { DEBTOR_IBAN, reference, saveMandateCall, sepaWorld } from './sepa-support';

let w: World;
beforeAll(async () => {
  w = await sepaWorld();
});
afterAll(() => w.close());

const exported = async (token: string, id: number) => {
  const response = await fetch(`${w.t.url}/v1/asociados/datosPersonales?id=${id}&formato=json`, {
    headers: { authorization: token },
  });
  return (await response.json()) as Record<string, { rows: Record<string, unknown>[] }>;
};

describe("a member's mandates in their personal data", () => {
  it('shows the IBAN to the member, masked to their association’s administrator; an erasure takes it', async () => {
    const member = await makeMember(w.t, 1);
    const saved = await w.as('asoc').ask(
      'graphql',
      saveMandateCall({
        payerMemberId: member.id,
        debtorName: 'Titular Prueba',
        iban: DEBTOR_IBAN,
        reference: reference('PD'),
        signedOn: w.today,
      }),
    );
    expect(saved.ok).toBe(true);
    const own = await exported(w.tokens.admin, member.id);
    expect(own.sepaMandates.rows).toEqual([
      expect.objectContaining({ iban: DEBTOR_IBAN, titular: 'Titular Prueba' }),
    ]);
    const byAssociation = await exported(w.tokens.asoc, member.id);
    expect(byAssociation.sepaMandates.rows).toEqual([
      expect.objectContaining({ iban: 'DE89 **** **** **** ** 3000' }),
    ]);
    const erased = await w.as('admin').rest('POST', '/asociados/borrarDatos', { id: member.id });
    expect(erased.body.estado).toBe(0);
    expect(await w.t.sql('select 1 from mandato where pagador_asociado = $1', [member.id])).toEqual([]);
  });
});
