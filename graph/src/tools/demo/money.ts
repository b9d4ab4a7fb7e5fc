import type { ClientBase } from 'pg';
import { dayFromYmd, isoTimestamp } from './calendar';
import type { Federation } from './federation';
import { currentBatchesOpen, FEE_YEARS } from './fees';
import type { MemberIndex } from './members';
import { DEMO_RETURN_REASON, insertDebits, insertMandates, sepaDays } from './money-sepa';
import { insertStatement } from './money-statement';

/**
 * The demo's money (issue 30), written set-wise while the load has the tables' indexes, foreign
 * keys and triggers off (load.ts): every statement reads the loaded batches, fees and enrolments
 * once, so the rows scale with them without a statement per row.
 *
 * What the billing module would have written had the demo's people done it by hand:
 * - tariffs for each fee year: the national licence, each association's fee, every tenth dojo's own;
 * - a charge to its dojo for every batch its dojo validated (fee-charges.ts: the national and
 *   association shares of each fee, a line per member and share), and one to each member of a dojo
 *   with its own fee; batches validated by their association are paid (the paid-before-association
 *   rule), batches validated by their dojo only are open or paid, and some
 *   batches of the year whose validation was undone have a cancelled charge with its credit note;
 * - a charge for every enrolment in a priced course (course-charges.ts), paid when the enrolment is;
 * - the national shares of the oldest year settled and paid by every association, and the next
 *   year's settlement of association 1 open;
 * - SEPA creditors, mandates and two remittances (money-sepa.ts), whose debits paid the charges
 *   they collected, one of them returned;
 * - an imported Norma 43 statement of association 1's account (money-statement.ts), whose
 *   matched transfers paid their charges;
 * - a payment for every paid or returned charge, and an invoice for it numbered per issuer, year
 *   and series without gaps, its counter where the numbering goes on (charge-states.ts).
 *
 * Ids are explicit and computed from the rows they come from (a batch's charge has the batch's
 * id, a fee's item the fee's), so that no statement sorts millions of rows to number them.
 */

/** The tables written here (their ids' sequences follow the rows: setval below). */
export const MONEY_TABLES = [
  'tarifa',
  'acreedor_sepa',
  'mandato',
  'cargo',
  'cargo_linea',
  'remesa_sepa',
  'adeudo',
  'pago',
  'factura',
  'factura_contador',
  'extracto',
  'extracto_linea',
] as const;
export type MoneyCounts = Record<(typeof MONEY_TABLES)[number], number>;

/** The demo's tariffs, in cents: dearer every year, each association's and dojo's its own. */
function tariffRows(federation: Federation, members: MemberIndex, firstYear: number, today: number) {
  const rows: [number, string, number | null, number | null, number, number, number, string][] = [];
  for (let k = 0; k < FEE_YEARS; k++) {
    const year = firstYear + k;
    // Set in the first days of the year, or before its first batch when that came earlier.
    const set = isoTimestamp(
      Math.min(dayFromYmd(year, 1, 5), currentBatchesOpen(today, year) - 5),
      10 * 3600,
    );
    rows.push([year, 'NACIONAL', null, null, 3000 + 200 * k, 1500 + 100 * k, members.globalAdmin, set]);
    federation.associations.forEach((association, a) => {
      const admin = members.associationAdmins[a] || members.globalAdmin;
      rows.push([
        year,
        'ASOCIACION',
        association.id,
        null,
        1200 + 100 * (a % 4) + 100 * k,
        600 + 50 * (a % 4) + 50 * k,
        admin,
        set,
      ]);
    });
    federation.dojos.forEach((dojo, d) => {
      if (d % 10 !== 0) return;
      const admin =
        members.dojoAdmins[d][0] ?? (members.associationAdmins[dojo.association] || members.globalAdmin);
      const id = federation.associations[dojo.association].id;
      rows.push([year, 'DOJO', id, dojo.id, 2000 + 500 * (d % 3), 1000 + 250 * (d % 3), admin, set]);
    });
  }
  return rows;
}

export async function insertMoney(
  db: ClientBase,
  federation: Federation,
  members: MemberIndex,
  sizes: { batches: number; fees: number; today: number; firstYear: number },
): Promise<MoneyCounts> {
  const { today, firstYear } = sizes;
  const year = firstYear + FEE_YEARS - 1;
  const associations = federation.associations.length;
  // Nothing happened later than yesterday evening.
  const cap = isoTimestamp(today - 1, 20 * 3600);
  // Charge ids: a batch's charge its batch's id, then the settlements, the dojo fees by fee id,
  // the courses by enrolment id.
  const settlementBase = sizes.batches;
  const dojoFeeBase = settlementBase + 2 * associations;
  const courseBase = dojoFeeBase + sizes.fees;
  const q = (text: string, params: unknown[] = []) => db.query(text, params);

  const tariffs = tariffRows(federation, members, firstYear, today);
  await q(
    `insert into tarifa (id, anio, nivel, cf_asoc, cf_dojo, adulto_cent, nino_cent, cf_autor, cambiado)
     select n, anio, nivel, asoc, dojo, adulto, nino, autor, cambiado
       from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::timestamptz[])
            with ordinality as t(anio, nivel, asoc, dojo, adulto, nino, autor, cambiado, n)`,
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => tariffs.map((row) => row[i])),
  );

  const days = sepaDays(today, year);
  await insertMandates(db, federation, members, days, year);

  // The batches' charges. A dojo paying by direct debit (money-sepa.ts) had last year's charge
  // collected by last year's remittance (its debit returned when it since revoked its mandate),
  // and this year's by this year's (made yesterday for a collection by which each is due). Otherwise: paid once the association validated;
  // validated by its dojo alone, paid or open by turns (the demo dojo's open); level 0 batches of
  // the year have a cancelled one when (dojo id / 4) is even: validated, its document downloaded
  // (invoiced), and then the validation undone.
  await q(
    `insert into cargo (id, tipo, anio, emisor_asoc, pagador_dojo, cf_asoc, cf_dojo, cf_remesa, importe_cent,
       estado, referencia, vence, pagado_en, motivo, cf_liquidacion, creado)
     select r.id_rem, 'CUOTAS', r.anio, r.cf_asoc, r.cf_dojo, r.cf_asoc, r.cf_dojo, r.id_rem,
       r.num_ad * (n.adulto_cent + a.adulto_cent) + r.num_ni * (n.nino_cent + a.nino_cent),
       s.estado, cargo_referencia(r.id_rem), t.vence,
       case when s.estado <> 'PAID' then null when v.via = 1 then $7::timestamptz when v.via = 2 then $8::timestamptz
            else least(t.creado + make_interval(days => 3 + r.id_rem % 25), $3::timestamptz) end,
       case s.estado when 'RETURNED' then $5::text when 'CANCELLED' then 'UNVALIDATED' end,
       case when s.estado <> 'PAID' then null
            when r.anio = $1::int then $4::int + r.cf_asoc
            when r.anio = $1::int + 1 and r.cf_asoc = 1 then $4::int + $6::int + 1 end,
       t.creado
     from remesa r
     join tarifa n on n.anio = r.anio and n.nivel = 'NACIONAL'
     join tarifa a on a.anio = r.anio and a.nivel = 'ASOCIACION' and a.cf_asoc = r.cf_asoc
     left join mandato m on m.pagador_dojo = r.cf_dojo and m.acreedor_asoc = r.cf_asoc
     cross join lateral (select c.creado, (c.creado at time zone 'UTC')::date + 30 as vence from (select greatest(r.creado,
         least(r.creado + make_interval(days => 1 + r.id_rem % 9, hours => 1), $3::timestamptz)) as creado) c) t
     cross join lateral (select case
         when r.anio = $2::int - 1 and m.id is not null then 1
         when r.anio = $2::int and m.activo and r.cf_asoc_val_dojo is not null and t.vence <= $9::date then 2
       end as via) v
     cross join lateral (select case
         when v.via = 1 and not m.activo then 'RETURNED'
         when v.via is not null or r.cf_asoc_val_asoc is not null then 'PAID'
         when r.cf_asoc_val_dojo is not null and r.cf_dojo = 1 then 'OPEN'
         when r.cf_asoc_val_dojo is not null then (array['PAID', 'OPEN'])[(r.cf_dojo / 4) % 2 + 1]
         when r.anio = $2::int and (r.cf_dojo / 4) % 2 = 0 then 'CANCELLED' end as estado) s
     where s.estado is not null`,
    [
      firstYear,
      year,
      cap,
      settlementBase,
      DEMO_RETURN_REASON,
      associations,
      days.lastCreated,
      days.created,
      days.collected,
    ],
  );
  await q(
    `insert into cargo_linea (id, cf_cargo, cf_asociado, concepto, tipo_persona, importe_cent)
     select 2 * f.id_cuota - (s.concepto = 'NACIONAL')::int, c.id, f.cf_asociado, s.concepto, f.tipo, s.cents
     from cargo c
     join cuota f on f.cf_remesa = c.cf_remesa
     join tarifa n on n.anio = c.anio and n.nivel = 'NACIONAL'
     join tarifa a on a.anio = c.anio and a.nivel = 'ASOCIACION' and a.cf_asoc = c.cf_asoc
     cross join lateral (values
       ('NACIONAL', case when f.tipo = 'A' then n.adulto_cent else n.nino_cent end),
       ('ASOCIACION', case when f.tipo = 'A' then a.adulto_cent else a.nino_cent end)) s(concepto, cents)
     where c.tipo = 'CUOTAS'`,
  );

  // Each member's dojo fee, made with the batch's charge and cancelled with it. Older years are
  // paid; this year's a third, the demo accounts' still open (theirs to pay).
  await q(
    `insert into cargo (id, tipo, anio, emisor_dojo, pagador_asociado, cf_asoc, cf_dojo, cf_remesa, importe_cent,
       estado, referencia, vence, pagado_en, motivo, creado)
     select $1::int + f.id_cuota, 'CUOTA_DOJO', b.anio, b.cf_dojo, f.cf_asociado, b.cf_asoc, b.cf_dojo, b.cf_remesa,
       case when f.tipo = 'A' then d.adulto_cent else d.nino_cent end,
       s.estado, cargo_referencia($1::int + f.id_cuota), b.vence,
       case when v.debited then $4::timestamptz
            when s.estado = 'PAID' then least(b.creado + make_interval(days => 1 + f.id_cuota % 40), $2::timestamptz) end,
       case when s.estado = 'CANCELLED' then 'UNVALIDATED' end, b.creado
     from cargo b
     join tarifa d on d.anio = b.anio and d.nivel = 'DOJO' and d.cf_dojo = b.cf_dojo
     join cuota f on f.cf_remesa = b.cf_remesa
     left join mandato m on m.pagador_asociado = f.cf_asociado and m.acreedor_asoc = b.cf_asoc and m.activo
     cross join lateral (select b.anio = $3::int and m.id is not null and b.vence <= $5::date as debited) v
     cross join lateral (select case when b.estado = 'CANCELLED' then 'CANCELLED'
         when v.debited or b.anio < $3::int then 'PAID' when f.cf_asociado > 5 and f.id_cuota % 3 = 0 then 'PAID'
         else 'OPEN' end as estado) s
     where b.tipo = 'CUOTAS'`,
    [dojoFeeBase, cap, year, days.created, days.collected],
  );
  await q(
    `insert into cargo_linea (id, cf_cargo, cf_asociado, concepto, tipo_persona, importe_cent)
     select $1::int + c.id - $2::int, c.id, c.pagador_asociado, 'DOJO', f.tipo, c.importe_cent
     from cargo c join cuota f on f.id_cuota = c.id - $2::int
     where c.tipo = 'CUOTA_DOJO'`,
    [2 * sizes.fees, dojoFeeBase],
  );

  // Enrolments in priced courses: a federation member's price when their latest paid year is the
  // course's or later; paid when the enrolment is.
  await q(
    `insert into cargo (id, tipo, anio, emisor_dojo, pagador_asociado, cf_asoc, cf_dojo, cf_inscripcion, importe_cent,
       estado, referencia, vence, pagado_en, creado)
     select $1::int + i.id_inscripcion, 'CURSO', y.anio, k.cf_organiz, i.cf_asociado, d.cf_asoc, k.cf_organiz, i.id_inscripcion,
       p.cents, case when i.pagado then 'PAID' else 'OPEN' end, cargo_referencia($1::int + i.id_inscripcion), k.fecha_ini,
       case when i.pagado then least(i.creado + interval '2 hours', $2::timestamptz) end, i.creado
     from inscripcion i
     join curso k on k.id_curso = i.cf_curso
     join dojo d on d.id_dojo = k.cf_organiz
     left join cuota_ultima u on u.cf_asociado = i.cf_asociado
     cross join lateral (select extract(year from k.fecha_ini)::int as anio) y
     cross join lateral (select case when u.anio >= y.anio then k.precio_socio_cent else k.precio_otros_cent end as cents) p
     where p.cents > 0`,
    [courseBase, cap],
  );
  await q(
    `insert into cargo_linea (id, cf_cargo, cf_asociado, concepto, importe_cent)
     select $1::int + c.id - $2::int, c.id, c.pagador_asociado, 'CURSO', c.importe_cent from cargo c where c.tipo = 'CURSO'`,
    [3 * sizes.fees, courseBase],
  );

  // Settlements: the national shares (the batch's kept counts by the national tariff, the sum of
  // its NACIONAL items) of the paid batch charges the CUOTAS rows above already point to.
  const nationalShare = `(select c.id, c.cf_liquidacion, c.anio, c.cf_asoc,
      r.num_ad * n.adulto_cent + r.num_ni * n.nino_cent as cents
    from cargo c join remesa r on r.id_rem = c.cf_remesa
    join tarifa n on n.anio = c.anio and n.nivel = 'NACIONAL'
    where c.tipo = 'CUOTAS' and c.cf_liquidacion is not null)`;
  await q(
    `insert into cargo (id, tipo, anio, pagador_asoc, cf_asoc, importe_cent, estado, referencia, vence, pagado_en, creado)
     select s.id, 'LIQUIDACION', s.anio, s.asoc, s.asoc, s.cents, s.estado, cargo_referencia(s.id),
       (s.creado at time zone 'UTC')::date + 30,
       case when s.estado = 'PAID' then least(s.creado + interval '20 days', $1::timestamptz) end, s.creado
     from (select x.cf_liquidacion as id, min(x.anio) as anio, min(x.cf_asoc) as asoc, sum(x.cents)::int as cents,
             case when min(x.anio) = $2::int then 'PAID' else 'OPEN' end as estado,
             least(make_date(min(x.anio) + 1, 1, 25)::timestamp at time zone 'UTC', $1::timestamptz) as creado
           from ${nationalShare} x group by x.cf_liquidacion) s`,
    [cap, firstYear],
  );
  await q(
    `insert into cargo_linea (id, cf_cargo, concepto, importe_cent, cf_cargo_origen)
     select $1::int + x.id, x.cf_liquidacion, 'LIQUIDACION', x.cents, x.id from ${nationalShare} x`,
    [3 * sizes.fees + courseBase],
  );

  await insertDebits(db, days, year);
  const collector = members.associationAdmins[0] || members.globalAdmin;
  await insertPayments(db, collector);
  await insertStatement(db, today, year, collector);
  await insertInvoices(db, cap);

  const counts: Record<string, number> = {};
  for (const table of MONEY_TABLES) {
    const keyed = table !== 'factura_contador';
    const { rows } = await q(
      keyed
        ? `select count(*)::int as n, setval(pg_get_serial_sequence($1, 'id'), coalesce(max(id), 1), max(id) is not null)
           from ${table}`
        : `select count(*)::int as n from ${table}`,
      keyed ? [table] : [],
    );
    counts[table] = rows[0].n;
  }
  return counts as MoneyCounts;
}

/**
 * A payment for every paid or returned charge (a payment's id its charge's): a debited one by
 * SEPA, made when its remittance was (as createRemittance records it, by the association's
 * administrator); otherwise a batch's by transfer or card, a member's by card, Bizum or
 * transfer, a settlement by transfer. A card or Bizum payment carries the gateway's order and answer.
 */
async function insertPayments(db: ClientBase, collector: number): Promise<void> {
  await db.query(
    `insert into pago (id, cf_cargo, metodo, importe_cent, estado, pedido, cf_autor, creado, confirmado, respuesta,
       motivo, cf_asoc, cf_dojo)
     select c.id, c.id, m.metodo, c.importe_cent, case when c.estado = 'PAID' then 'DONE' else 'RETURNED' end,
       o.pedido, case when m.metodo in ('CARD', 'BIZUM') then coalesce(c.pagador_asociado, adm.id)
         when m.metodo = 'SEPA' then $1::int end,
       t.confirmado - interval '3 minutes', t.confirmado,
       case when o.pedido is not null then jsonb_build_object('Ds_Order', o.pedido, 'Ds_Response', '0000',
         'Ds_AuthorisationCode', lpad(((c.id::bigint * 7919) % 1000000)::text, 6, '0')) end,
       case when c.estado = 'RETURNED' then c.motivo end, c.cf_asoc, c.cf_dojo
     from cargo c
     left join (select cf_dojo, min(id_aso) as id from asociado where es_admin_dojo group by cf_dojo) adm
       on adm.cf_dojo = c.pagador_dojo
     left join adeudo d on d.cf_cargo = c.id
     left join remesa_sepa rs on rs.id = d.cf_remesa
     cross join lateral (select case
         when d.id is not null then 'SEPA'
         when c.tipo = 'LIQUIDACION' then 'TRANSFER'
         when c.tipo = 'CUOTAS' then (array['TRANSFER', 'CARD'])[c.id % 2 + 1]
         when c.tipo = 'CURSO' then (array['CARD', 'BIZUM'])[c.id % 2 + 1]
         else (array['CARD', 'BIZUM', 'TRANSFER'])[c.id % 3 + 1] end as metodo) m
     cross join lateral (select case when m.metodo in ('CARD', 'BIZUM')
         then lpad((c.id % 10000)::text, 4, '0') || 'D' || lpad(c.id::text, 7, '0') end as pedido) o
     cross join lateral (select coalesce(rs.creado, c.pagado_en) as confirmado) t
     where c.estado in ('PAID', 'RETURNED')`,
    [collector],
  );
}

/**
 * The invoices: one for each payment (returned ones keep theirs), issued when it was confirmed;
 * a cancelled batch charge's invoice (its document downloaded the day after) and credit note.
 * Numbers run per issuer, year of issue and series in the order issued; the counters hold the
 * last, where charge-states.ts's issueInvoice goes on.
 */
async function insertInvoices(db: ClientBase, cap: string): Promise<void> {
  await db.query(
    `insert into factura (id, cf_cargo, emisor, anio, serie, numero, importe_cent, emitida, cf_asoc, cf_dojo)
     select row_number() over (order by x.emitida, x.serie, x.cf_cargo), x.cf_cargo, x.emisor, x.anio, x.serie,
       row_number() over (partition by x.emisor, x.anio, x.serie order by x.emitida, x.cf_cargo),
       x.importe_cent, x.emitida, x.cf_asoc, x.cf_dojo
     from (
       select c.id as cf_cargo, e.emisor, extract(year from w.emitida at time zone 'UTC')::int as anio, w.serie,
         case when w.serie = 'R' then -c.importe_cent else c.importe_cent end as importe_cent, w.emitida,
         c.cf_asoc, c.cf_dojo
       from cargo c
       left join pago p on p.cf_cargo = c.id
       cross join lateral (select case when c.emisor_dojo is not null then 'D' || c.emisor_dojo
           when c.emisor_asoc is not null then 'A' || c.emisor_asoc else 'F' end as emisor) e
       cross join lateral (select 'F' as serie, coalesce(p.confirmado,
             least(c.creado + interval '1 day', $1::timestamptz)) as emitida
           union all
           select 'R', least(c.creado + interval '3 days', $1::timestamptz) where c.estado = 'CANCELLED') w
       where p.id is not null or (c.estado = 'CANCELLED' and c.tipo = 'CUOTAS')
     ) x`,
    [cap],
  );
  await db.query(
    `insert into factura_contador (emisor, anio, serie, ultimo)
     select emisor, anio, serie, max(numero) from factura group by emisor, anio, serie`,
  );
}
