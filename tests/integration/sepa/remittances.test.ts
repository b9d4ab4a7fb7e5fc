import { pain008Errors } from '../../support/pain008-xsd';
import { signIn } from '../../support/sessions';
import { client, makeDojoAdmin, makeMember, TRANSPORTS, type World } from '../../support/world';
import {
  ASSOCIATION_CREDITOR,
  createRemittanceCall,
  dayFrom,
  DEBTOR_IBAN,
  downloadFile,
  makeCharge,
  makeDojo,
  NATIONAL,
  OTHER_IBAN,
  reference,
  saveMandateCall,
  sepaWorld,
} from './sepa-support';

let w: World;
let tomorrow: string;
let yesterday: string;
beforeAll(async () => {
  w = await sepaWorld();
  tomorrow = await dayFrom(w.t, 1);
  yesterday = await dayFrom(w.t, -1);
});
afterAll(() => w.close());

const creditorCall = (fields: Record<string, unknown>) => ({
  rest: {
    method: 'POST' as const,
    path: '/pagos/acreedor',
    params: { asoc: 1, ...fields },
    value: (b: any) => b.res.identificador as string,
  },
  graphql: {
    query: `mutation ($input: SepaCreditorInput!) { saveSepaCreditor(associationId: 1, input: $input) { creditorId } }`,
    variables: { input: { creditorId: fields.identificador, name: fields.nombre, iban: fields.iban } },
    value: (d: any) => d.saveSepaCreditor.creditorId as string,
  },
});

describe.each(TRANSPORTS)('the association’s creditor over %s', (transport) => {
  it('checks the creditor identifier’s digits and lets only its own administrators set it', async () => {
    const fields = {
      identificador: 'ES43ZZZG28012345',
      nombre: ASSOCIATION_CREDITOR.name,
      iban: ASSOCIATION_CREDITOR.iban,
    };
    const wrong = await w.as('asoc').ask(transport, creditorCall(fields));
    expect(wrong).toMatchObject({ ok: false, message: 'El identificador de acreedor no es válido.' });
    const national = await w
      .as('admin')
      .ask(transport, creditorCall({ ...fields, identificador: ASSOCIATION_CREDITOR.id }));
    expect(national.code).toBe('FORBIDDEN');
    const saved = await w
      .as('asoc')
      .ask(transport, creditorCall({ ...fields, identificador: 'es42zzzg28012345' }));
    expect(saved).toEqual({ ok: true, value: ASSOCIATION_CREDITOR.id });
  });
});

type Setup = {
  first: { id: number; reference: string };
  recurrent: { id: number; reference: string };
  course: { id: number; reference: string };
  excluded: number[];
  refs: string[];
};

/** Two dojos of association 1 owing it: one under a new mandate (FRST), one under a used one (RCUR). */
async function twoPayers(): Promise<Setup> {
  const [dojoA, dojoB] = [await makeDojo(w.t, 1), await makeDojo(w.t, 1)];
  const refs = [reference('FRST'), reference('RCUR')];
  for (const [payer, ref, iban] of [
    [dojoA, refs[0], DEBTOR_IBAN],
    [dojoB, refs[1], OTHER_IBAN],
  ] as const) {
    const saved = await w.as('asoc').ask(
      'graphql',
      saveMandateCall({
        payerDojoId: payer,
        debtorName: `Dojo & "${ref}"`,
        iban,
        reference: ref,
        signedOn: yesterday,
      }),
    );
    expect(saved.ok).toBe(true);
  }
  await w.t.sql(`update mandato set secuencia = 'RCUR' where referencia = $1`, [refs[1]]);
  const charge = (payer: number, amountCents: number, due = yesterday) =>
    makeCharge(w.t, {
      issuerAssociation: 1,
      payerDojo: payer,
      associationId: 1,
      dojoId: payer,
      amountCents,
      due,
    });
  const first = await charge(dojoA, 12345);
  const recurrent = await charge(dojoB, 6789);
  // Not due by the collection date, not the association's, already paid: none is collected.
  const excluded = [
    (await charge(dojoA, 500, await dayFrom(w.t, 30))).id,
    (
      await makeCharge(w.t, {
        payerDojo: dojoA,
        associationId: 1,
        dojoId: dojoA,
        amountCents: 700,
        due: yesterday,
      })
    ).id,
    (
      await makeCharge(w.t, {
        issuerAssociation: 1,
        payerDojo: dojoB,
        associationId: 1,
        dojoId: dojoB,
        amountCents: 900,
        status: 'PAID',
        due: yesterday,
      })
    ).id,
  ];
  // A course of one of its dojos, owed by a member: the dojo's association collects it.
  const member = await makeMember(w.t, dojoA);
  const memberMandate = await w.as('asoc').ask(
    'rest',
    saveMandateCall({
      payerMemberId: member.id,
      debtorName: 'Asociado',
      iban: DEBTOR_IBAN,
      reference: reference('CURSO'),
      signedOn: yesterday,
    }),
  );
  expect(memberMandate.ok).toBe(true);
  const course = await makeCharge(w.t, {
    kind: 'CURSO',
    issuerDojo: dojoA,
    payerMember: member.id,
    associationId: 1,
    dojoId: dojoA,
    amountCents: 3000,
    due: yesterday,
  });
  return { first, recurrent, course, excluded, refs };
}

describe('a creditor not set up', () => {
  it('refuses a remittance before writing anything', async () => {
    const other = await makeDojoAdmin(w.t, w.where.otherAsocDojo);
    await w.t.sql('update asociado set es_admin_asoc = true where id_aso = $1', [other.id]);
    await w.t.sql('delete from acreedor_sepa where cf_asoc = $1', [w.where.otherAsoc]);
    const token = await signIn(w.t, other.mail);
    const before = await w.t.sql('select count(*)::int as n from remesa_sepa');
    for (const transport of TRANSPORTS) {
      const refused = await client(w.t, token).ask(transport, createRemittanceCall(tomorrow));
      expect(refused).toMatchObject({
        ok: false,
        code: 'CONFLICT',
        message: 'El acreedor no tiene configurados su identificador SEPA y su cuenta.',
      });
    }
    expect(await w.t.sql('select count(*)::int as n from remesa_sepa')).toEqual(before);
  });
});

describe('a remittance of the association', () => {
  let setup: Setup;
  let remittance: {
    id: number;
    debitCount: number;
    firstCount: number;
    recurrentCount: number;
    fileUrl: string;
  };
  beforeAll(async () => {
    await w.t.sql(
      `insert into acreedor_sepa (cf_asoc, identificador, nombre, iban_cobro) values (1, $1, $2, $3)
       on conflict (cf_asoc) do nothing`,
      [ASSOCIATION_CREDITOR.id, ASSOCIATION_CREDITOR.name, ASSOCIATION_CREDITOR.iban],
    );
    setup = await twoPayers();
  });

  it('refuses a collection date that is not after today', async () => {
    for (const transport of TRANSPORTS) {
      const refused = await w.as('asoc').ask(transport, createRemittanceCall(w.today));
      expect(refused).toMatchObject({
        ok: false,
        message: 'La fecha de cobro debe ser posterior a hoy y no más de un año después.',
      });
    }
  });

  it('collects the due charges with an active mandate, first and recurrent, and marks them paid by SEPA', async () => {
    const created = await w.as('asoc').ask('rest', createRemittanceCall(tomorrow));
    expect(created).toMatchObject({ ok: true });
    remittance = created.value!;
    const debits = await w.t.sql<{ cf_cargo: number; secuencia: string; importe_cent: number }>(
      'select cf_cargo, secuencia, importe_cent from adeudo where cf_remesa = $1 order by id',
      [remittance.id],
    );
    expect(debits).toEqual(
      expect.arrayContaining([
        { cf_cargo: setup.first.id, secuencia: 'FRST', importe_cent: 12345 },
        { cf_cargo: setup.recurrent.id, secuencia: 'RCUR', importe_cent: 6789 },
        { cf_cargo: setup.course.id, secuencia: 'FRST', importe_cent: 3000 },
      ]),
    );
    expect(debits.filter((d) => setup.excluded.includes(d.cf_cargo))).toEqual([]);
    expect(debits.filter((d) => [setup.first.id, setup.recurrent.id].includes(d.cf_cargo))).toHaveLength(2);
    expect(remittance.debitCount).toBe(debits.length);
    const charges = await w.t.sql<{ estado: string; metodo: string }>(
      `select c.estado, p.metodo from cargo c join pago p on p.cf_cargo = c.id and p.estado = 'DONE'
       where c.id = any($1::int[])`,
      [[setup.first.id, setup.recurrent.id]],
    );
    expect(charges).toEqual([
      { estado: 'PAID', metodo: 'SEPA' },
      { estado: 'PAID', metodo: 'SEPA' },
    ]);
    const [mandate] = await w.t.sql('select secuencia from mandato where referencia = $1', [setup.refs[0]]);
    expect(mandate.secuencia).toBe('RCUR');
  });

  it('finds nothing left to collect the second time, through the other door', async () => {
    const again = await w.as('asoc').ask('graphql', createRemittanceCall(tomorrow));
    expect(again).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: 'No hay cargos vencidos con mandato activo para esa fecha.',
    });
  });

  it('downloads a pain.008.001.02 file that validates against the official schema', async () => {
    const file = await downloadFile(w.t, w.tokens.asoc, remittance.fileUrl);
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^application\/xml/);
    expect(await pain008Errors(file.text)).toEqual([]);
    const blocks = file.text.split('<PmtInf>').slice(1);
    const frst = blocks.find((b) => b.includes('<SeqTp>FRST</SeqTp>'))!;
    const rcur = blocks.find((b) => b.includes('<SeqTp>RCUR</SeqTp>'))!;
    expect(frst).toContain(`<MndtId>${setup.refs[0]}</MndtId>`);
    expect(frst).toContain('<InstdAmt Ccy="EUR">123.45</InstdAmt>');
    expect(frst).toContain(`<IBAN>${DEBTOR_IBAN}</IBAN>`);
    expect(rcur).toContain(`<MndtId>${setup.refs[1]}</MndtId>`);
    expect(rcur).not.toContain(setup.refs[0]);
    for (const block of blocks)
      expect(block).toContain(`<CdtrSchmeId><Id><PrvtId><Othr><Id>${ASSOCIATION_CREDITOR.id}</Id>`);
    expect(file.text).toContain(`<Dbtr><Nm>Dojo ${setup.refs[0]}</Nm></Dbtr>`);
    expect(file.text).toContain(`<NbOfTxs>${remittance.debitCount}</NbOfTxs>`);
  });

  it('gives the file to its collectors only', async () => {
    expect((await downloadFile(w.t, w.tokens.admin, remittance.fileUrl)).text).toContain(
      '"codigo":"FORBIDDEN"',
    );
    expect((await downloadFile(w.t, w.tokens.dojo, remittance.fileUrl)).text).toContain(
      '"codigo":"FORBIDDEN"',
    );
    expect((await downloadFile(w.t, undefined, remittance.fileUrl)).text).toContain('"estado":1');
    expect((await downloadFile(w.t, w.tokens.asoc, '/v1/pagos/remesas/999999.xml')).text).toContain(
      '"codigo":"NOT_FOUND"',
    );
  });

  it('lists it for its association and the national administrator, not for a dojo', async () => {
    const listed = await w
      .as('asoc')
      .graphql('{ remittances { total items { id creditorId firstCount recurrentCount } } }');
    expect(listed.data!.remittances.items).toContainEqual({
      id: remittance.id,
      creditorId: ASSOCIATION_CREDITOR.id,
      firstCount: remittance.firstCount,
      recurrentCount: remittance.recurrentCount,
    });
    const national = await w.as('admin').rest('GET', '/pagos/remesas', {});
    expect(national.body.res.map((r: any) => r.id)).toContain(remittance.id);
    const dojo = await w.as('dojo').rest('GET', '/pagos/remesas', {});
    expect(dojo.body.res.codigo).toBe('FORBIDDEN');
  });
});

describe('a remittance of the national federation', () => {
  it('collects a settlement from the association under its mandate, with the federation’s identifier', async () => {
    const association = w.where.otherAsoc;
    const ref = reference('NAT');
    await w.t.sql(`update mandato set activo = false where pagador_asoc = $1 and acreedor_asoc is null`, [
      association,
    ]);
    const saved = await w.as('admin').ask(
      'rest',
      saveMandateCall({
        payerAssociationId: association,
        debtorName: 'Asociación',
        iban: DEBTOR_IBAN,
        reference: ref,
        signedOn: yesterday,
      }),
    );
    expect(saved.ok).toBe(true);
    const settlement = await makeCharge(w.t, {
      kind: 'LIQUIDACION',
      payerAssociation: association,
      associationId: association,
      amountCents: 4200,
      due: yesterday,
    });
    // The association collects its own charges only: the federation's settlement is not one.
    const asoc = await w.as('asoc').ask('graphql', createRemittanceCall(tomorrow));
    expect(asoc.code).toBe('CONFLICT');
    const created = await w.as('admin').ask('graphql', createRemittanceCall(tomorrow));
    expect(created.ok).toBe(true);
    const file = await downloadFile(w.t, w.tokens.admin, created.value!.fileUrl);
    expect(await pain008Errors(file.text)).toEqual([]);
    expect(file.text).toContain(`<Id>${NATIONAL.id}</Id>`);
    expect(file.text).toContain(`<MndtId>${ref}</MndtId>`);
    expect(file.text).toContain(settlement.reference);
  });
});
