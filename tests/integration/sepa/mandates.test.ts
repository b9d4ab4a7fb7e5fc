import { signIn } from '../../support/sessions';
import { client, makeDojoAdmin, TRANSPORTS, type World } from '../../support/world';
import {
  DEBTOR_IBAN,
  makeDojo,
  mandatesCall,
  OTHER_IBAN,
  reference,
  saveMandateCall,
  sepaWorld,
} from './sepa-support';

let w: World;
let dojo: number;
let today: string;
beforeAll(async () => {
  w = await sepaWorld();
  dojo = await makeDojo(w.t, 1);
  today = w.today;
});
afterAll(() => w.close());

const mandate = (fields: Record<string, unknown> = {}) => ({
  payerDojoId: dojo,
  debtorName: 'Dojo SEPA',
  iban: 'DE89 3704 0044 0532 0130 00',
  reference: reference(),
  signedOn: today,
  ...fields,
});

describe.each(TRANSPORTS)('mandates over %s', (transport) => {
  it('checks the IBAN with its check digits, in the caller’s language', async () => {
    const wrong = await w
      .as('asoc')
      .ask(transport, saveMandateCall(mandate({ iban: 'DE88370400440532013000' })));
    expect(wrong).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message: 'El IBAN no es válido.' });
    expect(wrong.fields).toEqual([{ field: 'iban', message: 'El IBAN no es válido.' }]);
    const english = await w
      .as('asoc', 'en')
      .ask(transport, saveMandateCall(mandate({ iban: 'BR1800360305000010009795493C1' })));
    expect(english.message).toBe('The IBAN is not from a SEPA country.');
  });

  it('refuses a signature in the future and a reference outside the SEPA set', async () => {
    const future = await w.as('asoc').ask(transport, saveMandateCall(mandate({ signedOn: '2999-01-01' })));
    expect(future.message).toBe('La fecha de firma no puede ser posterior a hoy.');
    const spaced = await w.as('asoc').ask(transport, saveMandateCall(mandate({ reference: 'A B' })));
    expect(spaced.fields?.[0].field).toBe(transport === 'rest' ? 'referencia' : 'reference');
  });

  it('keeps a reference unique per creditor, not across creditors', async () => {
    const ref = reference('DUP');
    const payer = await makeDojo(w.t, 1);
    const first = await w
      .as('asoc')
      .ask(transport, saveMandateCall(mandate({ reference: ref, payerDojoId: payer })));
    expect(first).toMatchObject({ ok: true, value: { sequence: 'FRST', active: true, ibanMasked: false } });
    const other = await makeDojo(w.t, 1);
    const again = await w
      .as('asoc')
      .ask(transport, saveMandateCall(mandate({ reference: ref, payerDojoId: other })));
    expect(again).toMatchObject({
      ok: false,
      message: 'Ya hay un mandato con esa referencia para ese acreedor.',
    });
    // The national federation is another creditor: the same reference is its own.
    const national = await w.as('admin').ask(
      transport,
      saveMandateCall(
        mandate({
          reference: ref,
          payerDojoId: undefined,
          payerAssociationId: transport === 'rest' ? 1 : w.where.otherAsoc,
        }),
      ),
    );
    expect(national.ok).toBe(true);
  });

  it('names one payer, and gives a payer one active mandate per creditor', async () => {
    const none = await w.as('asoc').ask(transport, saveMandateCall(mandate({ payerDojoId: undefined })));
    expect(none).toMatchObject({
      ok: false,
      message: 'El mandato debe ser de un dojo, una asociación o un asociado.',
    });
    const two = await w.as('asoc').ask(transport, saveMandateCall(mandate({ payerMemberId: 4 })));
    expect(two.message).toBe('El mandato debe ser de un dojo, una asociación o un asociado.');
    const payer = await makeDojo(w.t, 1);
    const first = await w.as('asoc').ask(transport, saveMandateCall(mandate({ payerDojoId: payer })));
    expect(first.ok).toBe(true);
    const second = await w.as('asoc').ask(transport, saveMandateCall(mandate({ payerDojoId: payer })));
    expect(second).toMatchObject({
      ok: false,
      message: 'El pagador ya tiene un mandato activo con ese acreedor.',
    });
    // Revoked, it leaves room for a new one.
    const revoked = await w
      .as('asoc')
      .ask(
        transport,
        saveMandateCall(mandate({ id: first.value!.id, payerDojoId: undefined, active: false })),
      );
    expect(revoked).toMatchObject({ ok: true, value: { active: false } });
    expect((await w.as('asoc').ask(transport, saveMandateCall(mandate({ payerDojoId: payer })))).ok).toBe(
      true,
    );
  });

  it('lets only who collects for the creditor write its mandates', async () => {
    for (const role of ['dojo', 'miembro'] as const) {
      const refused = await w.as(role).ask(transport, saveMandateCall(mandate()));
      expect(refused).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
    // The national administrator collects for the federation, not for association 1.
    const national = await w
      .as('admin')
      .ask(transport, saveMandateCall(mandate({ creditorAssociationId: 1 })));
    expect(national).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});

describe('who reads a mandate’s IBAN', () => {
  let forDojo1: number;
  let forMember: number;
  beforeAll(async () => {
    const dojoMandate = await w
      .as('asoc')
      .ask('graphql', saveMandateCall(mandate({ payerDojoId: 1, reference: reference('D1') })));
    forDojo1 = dojoMandate.value!.id;
    const memberMandate = await w
      .as('asoc')
      .ask(
        'rest',
        saveMandateCall(
          mandate({ payerDojoId: undefined, payerMemberId: 4, iban: OTHER_IBAN, reference: reference('M4') }),
        ),
      );
    forMember = memberMandate.value!.id;
  });

  it.each(TRANSPORTS)(
    'shows it to the payer and the collectors, masked to others (%s)',
    async (transport) => {
      const seen = async (role: 'admin' | 'asoc' | 'dojo' | 'miembro') =>
        (await w.as(role).ask(transport, mandatesCall())).value!;
      const asoc = await seen('asoc');
      expect(asoc.get(forDojo1)).toEqual({ iban: DEBTOR_IBAN, ibanMasked: false });
      expect(asoc.get(forMember)).toEqual({ iban: OTHER_IBAN, ibanMasked: false });
      const dojoAdmin = await seen('dojo');
      expect(dojoAdmin.get(forDojo1)).toEqual({ iban: DEBTOR_IBAN, ibanMasked: false });
      expect(dojoAdmin.get(forMember)).toEqual({
        iban: 'FR14 **** **** **** **** *** 2606',
        ibanMasked: true,
      });
      const member = await seen('miembro');
      expect(member.get(forMember)).toEqual({ iban: OTHER_IBAN, ibanMasked: false });
      expect(member.has(forDojo1)).toBe(false);
      // The national administrator sees every mandate but collects only the federation's.
      const national = await seen('admin');
      expect(national.get(forDojo1)).toEqual({ iban: 'DE89 **** **** **** ** 3000', ibanMasked: true });
    },
  );

  it('does not show another association’s administrator the mandate at all', async () => {
    const other = await makeDojoAdmin(w.t, w.where.otherAsocDojo);
    await w.t.sql('update asociado set es_admin_asoc = true where id_aso = $1', [other.id]);
    const token = await signIn(w.t, other.mail);
    const seen = (await client(w.t, token).ask('graphql', mandatesCall())).value!;
    expect(seen.has(forDojo1)).toBe(false);
    expect(seen.has(forMember)).toBe(false);
    const refused = await client(w.t, token).ask(
      'rest',
      saveMandateCall(mandate({ creditorAssociationId: 1 })),
    );
    expect(refused.code).toBe('FORBIDDEN');
  });

  it('keeps the IBAN out of the audit log, and a change of it at another bank makes the next debit first', async () => {
    const [logged] = await w.t.sql<{ despues: Record<string, unknown>; id_asoc: number; id_dojo: number }>(
      `select despues, id_asoc, id_dojo from auditoria where tabla = 'mandato' and id_registro = $1 and accion = 'alta'`,
      [String(forDojo1)],
    );
    expect(logged).toMatchObject({
      id_asoc: 1,
      id_dojo: 1,
      despues: { titular: 'Dojo SEPA', pagador_dojo: 1 },
    });
    expect(logged.despues).not.toHaveProperty('iban');
    await w.t.sql(`update mandato set secuencia = 'RCUR' where id = $1`, [forDojo1]);
    const sameBank = await w.as('asoc').ask(
      'graphql',
      saveMandateCall(
        mandate({
          id: forDojo1,
          payerDojoId: undefined,
          iban: 'DE62370400440532013001',
          reference: reference('D1'),
        }),
      ),
    );
    expect(sameBank.ok && sameBank.value!.sequence).toBe('RCUR');
    const otherBank = await w.as('asoc').ask(
      'rest',
      saveMandateCall({
        ...mandate({ id: forDojo1, payerDojoId: undefined, iban: OTHER_IBAN }),
        reference: sameBank.value!.reference,
      }),
    );
    expect(otherBank).toMatchObject({ ok: true, value: { sequence: 'FRST', iban: OTHER_IBAN } });
  });
});
