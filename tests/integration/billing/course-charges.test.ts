import { serveFromThisProcess } from '../../support/test-server';
import { openWorld, type World } from '../../support/world';
import { enrolmentApi } from '../courses/enrolment-api';
import { newCourse, newMember } from '../courses/enrolment-support';
import { CHARGE_FIELDS, pay } from './billing-support';

// A course's price (per member of the federation, per anyone else) is set by its organiser through
// both doors; enrolling charges the member, removing the enrolment cancels the charge, paying it
// marks the enrolment paid.

serveFromThisProcess();

let w: World;
beforeAll(async () => {
  w = await openWorld();
}, 120_000);
afterAll(() => w.close());

const chargeOf = async (enrolled: number) =>
  (
    await w.t.sql<{ id: number; estado: string; importe_cent: number; cf_inscripcion: number }>(
      `select id, estado, importe_cent, cf_inscripcion from cargo where tipo = 'CURSO' and pagador_asociado = $1 order by id`,
      [enrolled],
    )
  )[0];

describe("a course's price", () => {
  it('is set and read through both doors, and refused when it is not whole cents in range', async () => {
    const { id } = await newCourse(w.t, { validated: false });
    const rest = await w.as('dojo').rest('POST', '/cursos/mod', {
      id,
      modificar: ['precioSocio', 'precioOtros'],
      precioSocio: 2500,
      precioOtros: 4000,
    });
    expect(rest.body.estado).toBe(0);
    const seen = await w.as('dojo').rest('GET', '/cursos/ver', { id });
    expect(seen.body.res).toMatchObject({ precioSocio: 2500, precioOtros: 4000 });
    const gql = await w
      .as('dojo', 'en')
      .graphql(`mutation { updateCourse(id: ${id}, input: {memberPriceCents: -1}) { id } }`);
    expect(gql.errors?.[0].message).toBe('The amount must be between 0 and €100000.');
    const tooMuch = await w.as('dojo').rest('POST', '/cursos/mod', {
      id,
      modificar: ['precioOtros'],
      precioOtros: 10_000_001,
    });
    expect(tooMuch.body.res.mensaje).toBe('El importe debe estar entre 0 y 100000 €.');
    const { data } = await w.as('dojo').graphql(`{ course(id: ${id}) { memberPriceCents otherPriceCents } }`);
    expect(data!.course).toEqual({ memberPriceCents: 2500, otherPriceCents: 4000 });
  });
});

describe('enrolling in a priced course', () => {
  it("charges the member the federation member's or the other price; removing it cancels the charge", async () => {
    const { id, s1 } = await newCourse(w.t);
    const sesiones = [{ idsesion: s1 }];
    await w.t.sql('update curso set precio_socio_cent = 2500, precio_otros_cent = 4000 where id_curso = $1', [
      id,
    ]);
    const federated = await newMember(w.t, 1);
    const other = await newMember(w.t, 1);
    const year = new Date().getFullYear();
    await w.t.sql('update cuota_ultima set anio = $2 where cf_asociado = $1', [federated.id, year]);
    const api = enrolmentApi(w.t, 'rest', w.tokens.dojo);
    expect(
      await api.save(id, [
        { idAso: federated.id, inscrito: true, sesiones },
        { idAso: other.id, inscrito: true, sesiones },
      ]),
    ).toMatchObject({ ok: true });
    expect(await chargeOf(federated.id)).toMatchObject({ estado: 'OPEN', importe_cent: 2500 });
    const charge = await chargeOf(other.id);
    expect(charge).toMatchObject({ estado: 'OPEN', importe_cent: 4000 });
    const { data } = await w.as('dojo').graphql(`{ charge(id: ${charge.id}) { ${CHARGE_FIELDS} } }`);
    expect(data!.charge).toMatchObject({ kind: 'COURSE', collects: true, payable: false, amountCents: 4000 });
    expect(data!.charge.items[0]).toMatchObject({ description: 'Curso: Curso de prueba', totalCents: 4000 });
    // Paid: its enrolment is paid too.
    await pay(w.t, charge.id, 4000);
    const [enrolment] = await w.t.sql('select pagado from inscripcion where id_inscripcion = $1', [
      charge.cf_inscripcion,
    ]);
    expect(enrolment.pagado).toBe(true);
    // Taken away: the unpaid charge is cancelled, and saving again charges nobody twice.
    await api.save(id, [{ idAso: federated.id, inscrito: false }]);
    expect(await chargeOf(federated.id)).toMatchObject({ estado: 'CANCELLED' });
    await api.save(id, [{ idAso: other.id, inscrito: true, asistencia: true, sesiones }]);
    expect(
      await w.t.sql('select id from cargo where cf_inscripcion = $1', [charge.cf_inscripcion]),
    ).toHaveLength(1);
  });

  it('charges nothing for a free course, or for an enrolment already marked paid', async () => {
    const { id, s1 } = await newCourse(w.t);
    const sesiones = [{ idsesion: s1 }];
    const member = await newMember(w.t, 1);
    const saved = await enrolmentApi(w.t, 'rest', w.tokens.dojo).save(id, [
      { idAso: member.id, inscrito: true, sesiones },
    ]);
    expect(saved.ok).toBe(true);
    expect(await chargeOf(member.id)).toBeUndefined();
    await w.t.sql('update curso set precio_otros_cent = 1000 where id_curso = $1', [id]);
    const paid = await newMember(w.t, 1);
    const marked = await enrolmentApi(w.t, 'graphql', w.tokens.dojo).save(id, [
      { idAso: paid.id, inscrito: true, pagado: true, sesiones },
    ]);
    expect(marked.ok).toBe(true);
    expect(await chargeOf(paid.id)).toBeUndefined();
  });
});

describe('an event priced per person', () => {
  it('is set on events only, through both doors', async () => {
    const { id, s1, event } = await newCourse(w.t, { validated: false });
    const sessions = await w.t.sql(
      `select id_ses as idses, fecha::text as fecha, descripcion, tipo from curso_sesion where cf_curso = $1 order by id_ses`,
      [id],
    );
    const priced = sessions.map((s) => ({ ...s, precio: s.idses === event ? 3000 : undefined }));
    const saved = await w
      .as('dojo')
      .rest('POST', '/cursos/mod', { id, modificar: ['aSesion'], aSesion: priced });
    expect(saved.body.estado).toBe(0);
    const seen = await w.as('dojo').rest('GET', '/cursos/ver', { id });
    expect(seen.body.res.aSesion.find((s: any) => s.idses === event).precio).toBe(3000);
    // A client that knows no prices (the legacy form) saves the sessions: the event keeps its price.
    await w.as('dojo').rest('POST', '/cursos/mod', { id, modificar: ['aSesion'], aSesion: sessions });
    const kept = await w.as('dojo').rest('GET', '/cursos/ver', { id });
    expect(kept.body.res.aSesion.find((s: any) => s.idses === event).precio).toBe(3000);
    const onSession = sessions.map((s) => ({ ...s, precio: s.idses === s1 ? 500 : 0 }));
    const refused = await w
      .as('dojo')
      .rest('POST', '/cursos/mod', { id, modificar: ['aSesion'], aSesion: onSession });
    expect(refused.body.res.mensaje).toBe('Solo los eventos tienen precio por persona.');
  });

  it('charges each person brought, follows the count while the charge is open, and charges the rest once it is invoiced', async () => {
    const { id, s1, event } = await newCourse(w.t);
    await w.t.sql('update curso set precio_otros_cent = 1000 where id_curso = $1', [id]);
    await w.t.sql('update curso_sesion set precio_cent = 3000 where id_ses = $1', [event]);
    const member = await newMember(w.t, 1);
    const api = enrolmentApi(w.t, 'rest', w.tokens.dojo);
    const entries = (people: number) => [
      { idsesion: s1 },
      { idsesion: event, tipo: 'E', nasisevento: people },
    ];
    expect((await api.save(id, [{ idAso: member.id, inscrito: true, sesiones: entries(3) }])).ok).toBe(true);
    const charge = await chargeOf(member.id);
    expect(charge.importe_cent).toBe(1000 + 3 * 3000);
    const { data } = await w
      .as('dojo')
      .graphql(`{ charge(id: ${charge.id}) { items { description quantity unitCents totalCents } } }`);
    expect(data!.charge.items).toEqual([
      { description: 'Curso: Curso de prueba', quantity: 1, unitCents: 1000, totalCents: 1000 },
      { description: 'Evento: Cena', quantity: 3, unitCents: 3000, totalCents: 9000 },
    ]);
    await api.save(id, [{ idAso: member.id, inscrito: true, sesiones: entries(2) }]);
    expect(await chargeOf(member.id)).toMatchObject({ id: charge.id, importe_cent: 7000 });
    // Invoiced (its document downloaded): what it says stays, and three more people are a
    // further charge, not a free dinner.
    await fetch(`${w.t.url}/v1/cobros/${charge.id}/recibo.pdf`, {
      headers: { authorization: w.tokens.dojo },
    });
    await api.save(id, [{ idAso: member.id, inscrito: true, sesiones: entries(5) }]);
    const live = await w.t.sql(
      `select id, importe_cent, estado from cargo where tipo = 'CURSO' and pagador_asociado = $1 order by id`,
      [member.id],
    );
    expect(live).toEqual([
      { id: charge.id, importe_cent: 7000, estado: 'OPEN' },
      { id: expect.any(Number), importe_cent: 9000, estado: 'OPEN' },
    ]);
    // Both paid, and two more people: a third charge; saving again charges nobody twice.
    await pay(w.t, charge.id, 7000);
    await pay(w.t, live[1].id, 9000);
    await api.save(id, [{ idAso: member.id, inscrito: true, sesiones: entries(7) }]);
    await api.save(id, [{ idAso: member.id, inscrito: true, sesiones: entries(7) }]);
    const after = await w.t.sql(
      `select importe_cent, estado from cargo where tipo = 'CURSO' and pagador_asociado = $1 order by id`,
      [member.id],
    );
    expect(after.map((c) => [c.importe_cent, c.estado])).toEqual([
      [7000, 'PAID'],
      [9000, 'PAID'],
      [6000, 'OPEN'],
    ]);
  });
});
