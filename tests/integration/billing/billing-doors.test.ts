import { serveFromThisProcess } from '../../support/test-server';
import { openWorld, type World } from '../../support/world';
import { ADULT_BIRTH, YEAR, batchAt, chargesOfBatch, newMember, pay, priceYear } from './billing-support';

// Each door once for its mapping (names, codes, messages) and the scopes per role: who sets which
// tariff, who sees which charge, who settles what.

serveFromThisProcess();

let w: World;
let dojoCharge: number;
let otherAssociationCharge: number;
beforeAll(async () => {
  w = await openWorld();
  await priceYear(w.t, { national: [3000, 1500], association: [2000, 1000] });
  const member = await newMember(w.t, 1, { birth: ADULT_BIRTH });
  const batch = await batchAt(w.t, 1, YEAR, 0, [member.id]);
  await w.as('dojo').rest('POST', '/cuotas/valida', { selec: [batch], nivel: 1, valida: true });
  dojoCharge = (await chargesOfBatch(w.t, batch))[0].id;
  const [{ id }] = await w.t.sql(
    `insert into cargo (tipo, anio, emisor_asoc, pagador_dojo, cf_asoc, cf_dojo, importe_cent)
     values ('CUOTAS', $1, $2, $3, $2, $3, 999) returning id`,
    [YEAR, w.where.otherAsoc, w.where.otherAsocDojo],
  );
  otherAssociationCharge = id;
}, 120_000);
afterAll(() => w.close());

describe('tariffs', () => {
  it('are set through REST under the legacy names and read through GraphQL', async () => {
    const set = await w
      .as('asoc')
      .rest('POST', '/tarifas', { anio: YEAR + 2, nivel: 'ASOCIACION', adulto: 2500, nino: 1200 });
    expect(set.body).toMatchObject({
      estado: 0,
      res: { anio: YEAR + 2, nivel: 'ASOCIACION', idAsoc: 1, adulto: 2500, nino: 1200 },
    });
    const { data } = await w
      .as('miembro')
      .graphql(`{ tariffs(year: ${YEAR + 2}) { level associationId adultCents childCents } }`);
    expect(data!.tariffs).toEqual([
      { level: 'ASSOCIATION', associationId: 1, adultCents: 2500, childCents: 1200 },
    ]);
  });

  it("are each level's to set: refused to the others, in their language", async () => {
    const national = await w
      .as('asoc', 'en')
      .graphql(
        `mutation { setTariff(input: {year: ${YEAR}, level: NATIONAL, adultCents: 1, childCents: 1}) { id } }`,
      );
    expect(national.errors?.[0]).toMatchObject({
      message: 'You may not set this tariff.',
      extensions: { code: 'FORBIDDEN' },
    });
    const other = await w.as('asoc').rest('POST', '/tarifas', {
      anio: YEAR,
      nivel: 'ASOCIACION',
      idAsoc: w.where.otherAsoc,
      adulto: 1,
      nino: 1,
    });
    expect(other.body.res.mensaje).toBe('No puedes fijar esta tarifa.');
    const dojo = await w.as('dojo').rest('POST', '/tarifas', {
      anio: YEAR,
      nivel: 'DOJO',
      idDojo: w.where.sameAsocDojo,
      adulto: 1,
      nino: 1,
    });
    expect(dojo.body.res.mensaje).toBe('No puedes fijar esta tarifa.');
    const own = await w
      .as('dojo')
      .rest('POST', '/tarifas', { anio: YEAR + 3, nivel: 'DOJO', adulto: 800, nino: 400 });
    expect(own.body.res).toMatchObject({ nivel: 'DOJO', idDojo: 1 });
  });

  it('refuse amounts that are not whole cents in range, naming the field', async () => {
    const half = await w
      .as('admin')
      .rest('POST', '/tarifas', { anio: YEAR, nivel: 'NACIONAL', adulto: '12.5', nino: 1 });
    expect(half.body.res.campo ?? half.body.res.campos?.[0]?.campo ?? JSON.stringify(half.body)).toMatch(
      /adulto/,
    );
    const big = await w
      .as('admin', 'fr')
      .graphql(
        `mutation { setTariff(input: {year: ${YEAR}, level: NATIONAL, adultCents: 1, childCents: 10000001}) { id } }`,
      );
    expect(big.errors?.[0].message).toBe('Le montant doit être compris entre 0 et 100000 €.');
    const year = await w
      .as('admin')
      .graphql(
        `mutation { setTariff(input: {year: 1800, level: NATIONAL, adultCents: 1, childCents: 1}) { id } }`,
      );
    expect(year.errors?.[0].message).toBe('El año debe estar entre 1900 y 2200.');
  });
});

describe('charges', () => {
  const listed = async (role: 'admin' | 'asoc' | 'dojo' | 'miembro') => {
    const { data } = await w
      .as(role)
      .graphql(`{ charges(page: {limit: 100}, filter: {year: ${YEAR}}) { total items { id } } }`);
    return data!.charges.items.map((c: { id: number }) => c.id);
  };

  it('are seen by the national administrator all, the association its own, the dojo its own, the member none of these', async () => {
    expect(await listed('admin')).toEqual(expect.arrayContaining([dojoCharge, otherAssociationCharge]));
    expect(await listed('asoc')).toContain(dojoCharge);
    expect(await listed('asoc')).not.toContain(otherAssociationCharge);
    expect(await listed('dojo')).toContain(dojoCharge);
    expect(await listed('dojo')).not.toContain(otherAssociationCharge);
    expect(await listed('miembro')).toEqual([]);
    const hidden = await w.as('dojo').rest('GET', '/cobros/ver', { id: otherAssociationCharge });
    expect(hidden.body.res.mensaje).toBe('No se ha encontrado el registro.');
  });

  it('are listed through REST with their legacy names and filters', async () => {
    const page = await w
      .as('dojo')
      .rest('GET', '/cobros', { anio: YEAR, estado: 'OPEN', tipo: 'CUOTAS', pag: 15 });
    expect(page.body.estado).toBe(0);
    expect(page.body.res.find((c: any) => c.id === dojoCharge)).toMatchObject({
      tipo: 'CUOTAS',
      estado: 'OPEN',
      importe: 5000,
      referencia: expect.stringMatching(/^RF\d\dFED\d+$/),
      pagable: true,
      recibo: `/v1/cobros/${dojoCharge}/recibo.pdf`,
    });
    const junk = await w.as('dojo').rest('GET', '/cobros', { estado: 'PAGADO' });
    expect(junk.body.estado).not.toBe(0);
    const record = await w.as('dojo').rest('GET', '/cobros/ver', { id: dojoCharge });
    expect(record.body.res.lineas).toEqual([
      { concepto: `Cuota de asociación ${YEAR} (adulto)`, cantidad: 1, unidad: 2000, total: 2000 },
      { concepto: `Licencia nacional ${YEAR} (adulto)`, cantidad: 1, unidad: 3000, total: 3000 },
    ]);
  });

  it("show each administrator's home what is owed to and by them", async () => {
    const { data } = await w
      .as('dojo')
      .graphql('{ billingSummary { owedByYouCents openByYou owedToYouCents } }');
    expect(data!.billingSummary.owedByYouCents).toBeGreaterThanOrEqual(5000);
    const asoc = await w.as('asoc').rest('GET', '/cobros/resumen', {});
    expect(asoc.body.res.owedToYouCents).toBeGreaterThanOrEqual(5000);
  });

  it('give a receipt only to whoever sees them', async () => {
    const other = await fetch(`${w.t.url}/v1/cobros/${otherAssociationCharge}/recibo.pdf`, {
      headers: { authorization: w.tokens.dojo },
    });
    // Refused before the first byte, as every call is ({estado, res}).
    expect(other.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await other.json()).toMatchObject({ estado: 1, res: { codigo: 'NOT_FOUND' } });
    const anonymous = await fetch(`${w.t.url}/v1/cobros/${dojoCharge}/recibo.pdf`);
    expect(await anonymous.json()).toMatchObject({ res: { codigo: 'UNAUTHENTICATED' } });
  });
});

describe('settlements', () => {
  it("gather an association's paid national shares once; the national administrator sees every association", async () => {
    await pay(w.t, dojoCharge, 5000);
    const before = await w
      .as('admin')
      .graphql(`{ settlements(year: ${YEAR}) { associationId owedCents pendingCents } }`);
    expect(before.data!.settlements.find((s: any) => s.associationId === 1)).toMatchObject({
      owedCents: 3000,
      pendingCents: 3000,
    });
    const mine = await w.as('asoc').rest('GET', '/liquidaciones', { anio: YEAR });
    expect(mine.body.res.map((s: any) => s.associationId)).toEqual([1]);
    const refused = await w
      .as('asoc')
      .graphql(`mutation { createSettlement(associationId: ${w.where.otherAsoc}, year: ${YEAR}) { id } }`);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const made = await w
      .as('asoc')
      .graphql(
        `mutation { createSettlement(associationId: 1, year: ${YEAR}) { kind amountCents payable issuerName items { totalCents } } }`,
      );
    expect(made.data!.createSettlement).toMatchObject({
      kind: 'SETTLEMENT',
      amountCents: 3000,
      payable: true,
    });
    const twice = await w.as('admin').rest('POST', '/liquidaciones', { idAsoc: 1, anio: YEAR });
    expect(twice.body.res.mensaje).toBe('No hay cuotas pendientes de liquidar.');
    expect(await listedByDojo()).not.toContain(made.data!.createSettlement.id);
  });
});

async function listedByDojo() {
  const { data } = await w
    .as('dojo')
    .graphql(`{ charges(page: {limit: 100}, filter: {kind: SETTLEMENT}) { items { id } } }`);
  return data!.charges.items.map((c: { id: number }) => c.id);
}
