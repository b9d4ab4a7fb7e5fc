import type { ClientBase } from 'pg';
import { isCreditorId, isIban } from '@federa/schema/validation/sepa';
import { dayFromYmd, isoDay, isoTimestamp } from './calendar';
import type { Federation } from './federation';
import type { MemberIndex } from './members';

// The demo's SEPA direct debit (issue 30), as the sepa module would have written it: every
// association a creditor; mandates of association 1 signed by some of its dojos (a year ago) and
// by some members of the demo dojo (this year); last year's remittance, all first debits, one
// of them returned by its dojo, whose mandate was then revoked; this year's remittance of what falls
// due by its collection, recurrent debits for the mandates used last year and first ones for the rest.

/** Spanish banks: entity code and BIC. */
const BANKS: [string, string][] = [
  ['2100', 'CAIXESBBXXX'],
  ['0049', 'BSCHESMMXXX'],
  ['0182', 'BBVAESMMXXX'],
  ['0081', 'BSABESBBXXX'],
  ['2085', 'CAZRES2ZXXX'],
];
const WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

/** A Spanish account's national check digit over ten digits (the first over '00' + entity + branch). */
function spanishDigit(ten: string): number {
  const sum = [...ten].reduce((s, c, i) => s + Number(c) * WEIGHTS[i], 0);
  const d = 11 - (sum % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
}

/** ISO 7064 MOD 97-10 of digits and capitals (A = 10 … Z = 35). */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = parseInt(char, 36);
    rest = value < 10 ? (rest * 10 + value) % 97 : (rest * 100 + value) % 97;
  }
  return rest;
}

/** The k-th demo account: a Spanish IBAN with both national check digits and the IBAN's computed. */
export function demoIban(k: number): { iban: string; bic: string } {
  const [entity, bic] = BANKS[k % BANKS.length];
  const branch = String(1000 + ((k * 37) % 9000)).padStart(4, '0');
  const account = String((k * 7_919_113 + 1_234_567) % 10_000_000_000).padStart(10, '0');
  const bban = `${entity}${branch}${spanishDigit(`00${entity}${branch}`)}${spanishDigit(account)}${account}`;
  const check = String(98 - mod97(`${bban}ES00`)).padStart(2, '0');
  const iban = `ES${check}${bban}`;
  if (!isIban(iban)) throw new Error(`The demo made an invalid IBAN: ${iban}`);
  return { iban, bic };
}

/** An association's tax id (CIF, 'G' for associations): seven digits and their control digit. */
function associationCif(id: number): string {
  const digits = String(4_000_000 + id * 7_331).padStart(7, '0');
  let sum = 0;
  [...digits].forEach((c, i) => {
    const n = Number(c);
    if (i % 2 === 1) sum += n;
    else sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
  });
  return `G${digits}${(10 - (sum % 10)) % 10}`;
}

/** The creditor identifier (EPC262-08) of a Spanish tax id, business code 000. */
export function creditorIdOf(nif: string): string {
  const id = `ES${String(98 - mod97(`${nif}ES00`)).padStart(2, '0')}000${nif}`;
  if (!isCreditorId(id)) throw new Error(`The demo made an invalid creditor identifier: ${id}`);
  return id;
}

/**
 * When the demo's two remittances were made and collected, and the return came back. This year's
 * was made yesterday, after the last charge (batches are made by 21:00), for a collection 30 days
 * on: every charge standing then is due by that day (billing's due date is 30 days after the
 * charge), so createRemittance would collect them all, on any day of the year; a collection a
 * few days back would find nothing of the year due in its first weeks.
 */
export function sepaDays(today: number, year: number) {
  return {
    lastCreated: isoTimestamp(dayFromYmd(year - 1, 6, 1), 10 * 3600),
    lastCollected: isoDay(dayFromYmd(year - 1, 6, 5)),
    returned: isoTimestamp(dayFromYmd(year - 1, 6, 11), 9 * 3600),
    created: isoTimestamp(today - 1, 21.5 * 3600),
    collected: isoDay(today - 1 + 30),
    /** The demo dojo's members sign theirs before this year's remittance. */
    membersSigned: isoDay(Math.min(dayFromYmd(year, 1, 2), today - 2)),
  };
}
export type SepaDays = ReturnType<typeof sepaDays>;

/** The collecting association (the demo accounts'). */
const CREDITOR = 1;
/** Why the returned debit came back: refused by the debtor (who then revoked the mandate). */
export const DEMO_RETURN_REASON = 'MS02';

/**
 * Creditors and mandates, before the charges: the charges' states read who pays by direct debit.
 * The dojo mandates are association 1's dojos of even id (the demo dojo, 1, pays by card).
 */
export async function insertMandates(
  db: ClientBase,
  federation: Federation,
  members: MemberIndex,
  days: SepaDays,
  year: number,
): Promise<void> {
  const creditors = federation.associations.map((a, i) => {
    const account = demoIban(100_000 + a.id);
    return [
      a.id,
      creditorIdOf(associationCif(a.id)),
      a.name.slice(0, 70),
      account.iban,
      account.bic,
      members.associationAdmins[i] || members.globalAdmin,
    ];
  });
  await db.query(
    `insert into acreedor_sepa (id, cf_asoc, identificador, nombre, iban_cobro, bic, cf_autor, cambiado)
     select n, asoc, ident, nombre, iban, bic, autor, $7::timestamptz
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
            with ordinality as t(asoc, ident, nombre, iban, bic, autor, n)`,
    [
      ...[0, 1, 2, 3, 4, 5].map((i) => creditors.map((c) => c[i])),
      isoTimestamp(dayFromYmd(year - 2, 12, 1), 10 * 3600),
    ],
  );
  const admin = members.associationAdmins[CREDITOR - 1] || members.globalAdmin;
  const dojos = federation.dojos.filter((d) => d.association === CREDITOR - 1 && d.id % 2 === 0);
  // The first of them with a batch last year had its debit returned, and revoked its mandate.
  const { rows: lastYear } = await db.query<{ dojo: number }>(
    `select min(cf_dojo) as dojo from remesa where anio = $1 and cf_dojo = any($2::int[])`,
    [year - 1, dojos.map((d) => d.id)],
  );
  // Every third member of the demo dojo paying its fee this year who owes no course of the
  // association unpaid, the first always (so that this year's remittance has first debits).
  const { rows: payers } = await db.query<{ id: number; name: string }>(
    `select p.id, p.name from (
       select a.id_aso as id, left(a.nombre || ' ' || a.apellido, 70) as name, row_number() over (order by a.id_aso) as k
         from asociado a join cuota q on q.cf_asociado = a.id_aso and q.anio = $1
         join remesa r on r.id_rem = q.cf_remesa and r.cf_dojo = 1
        where a.cf_dojo = 1 and a.id_aso > 5
          and not exists (select 1 from inscripcion i join curso k on k.id_curso = i.cf_curso
                join dojo d on d.id_dojo = k.cf_organiz
               where i.cf_asociado = a.id_aso and not i.pagado and d.cf_asoc = $2
                 and greatest(k.precio_socio_cent, k.precio_otros_cent) > 0)) p
      where p.k % 3 = 1 order by p.id`,
    [year, CREDITOR],
  );
  type Mandate = [
    dojo: number | null,
    member: number | null,
    name: string,
    signed: string,
    active: boolean,
    reference: string,
  ];
  const signedLastYear = isoDay(dayFromYmd(year - 1, 1, 10));
  const mandates: Mandate[] = [
    ...dojos.map((d): Mandate => [
      d.id,
      null,
      d.name.slice(0, 70),
      signedLastYear,
      d.id !== lastYear[0]?.dojo,
      `FED-A${CREDITOR}-D${String(d.id).padStart(5, '0')}`,
    ]),
    ...payers.map((p): Mandate => [
      null,
      p.id,
      p.name,
      days.membersSigned,
      true,
      `FED-A${CREDITOR}-M${String(p.id).padStart(7, '0')}`,
    ]),
  ];
  const accounts = mandates.map((_, k) => demoIban(k));
  await db.query(
    `insert into mandato (id, acreedor_asoc, pagador_dojo, pagador_asociado, titular, iban, bic, referencia, firmado,
       secuencia, activo, cf_asoc, cf_dojo, cf_autor, creado, cambiado)
     select t.n, $1::int, t.dojo, t.member, t.titular, t.iban, t.bic, t.ref, t.firmado, 'FRST', t.activo, $1::int,
       coalesce(t.dojo, 1), $9::int, t.firmado + time '10:00' at time zone 'UTC',
       case when t.activo then t.firmado + time '10:00' at time zone 'UTC' else $10::timestamptz end
       from unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::date[], $11::bool[])
            with ordinality as t(dojo, member, titular, iban, bic, ref, firmado, activo, n)`,
    [
      CREDITOR,
      mandates.map((m) => m[0]),
      mandates.map((m) => m[1]),
      mandates.map((m) => m[2]),
      accounts.map((a) => a.iban),
      accounts.map((a) => a.bic),
      mandates.map((m) => m[5]),
      mandates.map((m) => m[3]),
      admin,
      days.returned,
      mandates.map((m) => m[4]),
    ],
  );
}

/**
 * The debits, once the charges are written (their states already say which were collected: see
 * money.ts), then the two remittances with their totals, and each used mandate's sequence. A
 * debit's payment has its charge's id, as every demo payment does.
 */
export async function insertDebits(db: ClientBase, days: SepaDays, year: number): Promise<void> {
  await db.query(
    `insert into adeudo (id, cf_remesa, cf_cargo, cf_mandato, cf_pago, importe_cent, secuencia, extremo, titular, iban,
       bic, referencia, firmado, estado, motivo, devuelto, cf_asoc, cf_dojo)
     select x.n, x.remesa, c.id, m.id, c.id, c.importe_cent, x.secuencia, left(c.referencia, 23) || '-' || x.n,
       m.titular, m.iban, m.bic, m.referencia, m.firmado,
       case when c.estado = 'RETURNED' then 'RETURNED' else 'PRESENTED' end,
       case when c.estado = 'RETURNED' then $3::text end, case when c.estado = 'RETURNED' then $4::timestamptz end,
       c.cf_asoc, c.cf_dojo
     from (select d.*, row_number() over (order by d.remesa, d.cargo)::int as n from (
             select 1 as remesa, c.id as cargo, m.id as mandato, 'FRST' as secuencia
               from cargo c join mandato m on m.pagador_dojo = c.pagador_dojo and m.acreedor_asoc = c.cf_asoc
              where c.tipo = 'CUOTAS' and c.anio = $1::int - 1
             union all
             select 2, c.id, m.id,
               case when exists (select 1 from cargo o where o.tipo = 'CUOTAS' and o.anio = $1::int - 1
                                   and o.pagador_dojo = m.pagador_dojo) then 'RCUR' else 'FRST' end
               from cargo c join mandato m on m.activo and m.acreedor_asoc = c.cf_asoc
                    and (m.pagador_dojo = c.pagador_dojo or m.pagador_asociado = c.pagador_asociado)
              where c.tipo in ('CUOTAS', 'CUOTA_DOJO') and c.anio = $1::int and c.estado = 'PAID' and c.vence <= $2::date
           ) d) x
     join cargo c on c.id = x.cargo join mandato m on m.id = x.mandato`,
    [year, days.collected, DEMO_RETURN_REASON, days.returned],
  );
  await db.query(
    `insert into remesa_sepa (id, cf_asoc, identificador, acreedor, iban_cobro, bic, fecha_cobro, n_adeudos, importe_cent,
       cf_autor, creado)
     select a.cf_remesa, k.cf_asoc, k.identificador, k.nombre, k.iban_cobro, k.bic,
       case a.cf_remesa when 1 then $1::date else $2::date end, count(*)::int, sum(a.importe_cent),
       k.cf_autor, case a.cf_remesa when 1 then $3::timestamptz else $4::timestamptz end
     from adeudo a join acreedor_sepa k on k.cf_asoc = $5::int group by a.cf_remesa, k.id order by 1`,
    [days.lastCollected, days.collected, days.lastCreated, days.created, CREDITOR],
  );
  // A mandate is recurrent once a debit of it stands (the returned one's went back to first).
  await db.query(
    `update mandato m set secuencia = 'RCUR'
      where exists (select 1 from adeudo a where a.cf_mandato = m.id and a.estado = 'PRESENTED')`,
  );
}
