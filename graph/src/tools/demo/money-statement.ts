import type { ClientBase } from 'pg';
import { readStatement } from '../../modules/statements/statement.read';
import { isoDay, isoTimestamp } from './calendar';

// The demo's imported bank statement (issue 30): a Norma 43 file of association 1's collection
// account, written here and read by the statements module's own reader (so that its hash, size,
// period, totals and lines are what an import of that file computes), then stored as the import
// and its matching leave it: the transfers that quote a charge's reference with its amount
// MATCHED (their charges paid by that import), a transfer with no reference and one short of its
// charge PENDING for a person, the bank's fee DISMISSED, and the account's interest (no charge's)
// dismissed by the association's administrator. This year's remittance is collected after the
// statement's period (money-sepa.ts), so its credit is not in it.

const HOLDER = 1;
const RECORD = 80;

type Movement = { day: number; credit: boolean; cents: number; common: string; concepts: string[] };

const yymmdd = (day: number) => isoDay(day).slice(2).replaceAll('-', '');
const digits = (n: number, width: number) => String(n).padStart(width, '0');
const field = (text: string, width: number) =>
  text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .slice(0, width)
    .padEnd(width, ' ');

/** A Norma 43 file (AEB Cuaderno 43): the account's header, each movement and its concepts, totals, end. */
export function norma43(
  account: { bank: string; office: string; number: string; name: string },
  period: { from: number; to: number; openingCents: number },
  movements: readonly Movement[],
): string {
  const key = `${account.bank}${account.office}${account.number}`;
  const records = [
    `11${key}${yymmdd(period.from)}${yymmdd(period.to)}2${digits(period.openingCents, 14)}9783${field(account.name, 26)}   `,
  ];
  for (const m of movements) {
    records.push(
      `22    ${account.office}${yymmdd(m.day)}${yymmdd(m.day)}${m.common}000${m.credit ? '2' : '1'}${digits(m.cents, 14)}` +
        `${'0'.repeat(22)}${' '.repeat(16)}`,
    );
    m.concepts.forEach((text, i) => records.push(`23${digits(i + 1, 2)}${field(text, 38)}${field('', 38)}`));
  }
  const sum = (credit: boolean) =>
    movements.filter((m) => m.credit === credit).reduce((s, m) => s + m.cents, 0);
  const count = (credit: boolean) => movements.filter((m) => m.credit === credit).length;
  const closing = period.openingCents + sum(true) - sum(false);
  records.push(
    `33${key}${digits(count(false), 5)}${digits(sum(false), 14)}${digits(count(true), 5)}${digits(sum(true), 14)}` +
      `2${digits(closing, 14)}978    `,
  );
  records.push(`88${'9'.repeat(18)}${digits(records.length, 6)}`.padEnd(RECORD, ' '));
  for (const r of records) if (r.length !== RECORD) throw new Error(`A Norma 43 record of ${r.length}: ${r}`);
  return records.map((r) => `${r}\r\n`).join('');
}

/**
 * After the payments, before the invoices: the matched transfers' payments and charges take the
 * import's time (recordPayment pays a charge when its line is matched), and their invoices follow.
 */
export async function insertStatement(
  db: ClientBase,
  today: number,
  year: number,
  importer: number,
): Promise<void> {
  const to = today - 2;
  const imported = isoTimestamp(today - 1, 9 * 3600);
  const [{ rows: creditor }, { rows: paid }] = await Promise.all([
    db.query<{ iban: string; nombre: string }>(
      'select iban_cobro as iban, nombre from acreedor_sepa where cf_asoc = $1',
      [HOLDER],
    ),
    // The association's charges of the year paid lately other than by direct debit (at least its
    // last three), none of them settled yet: paid by transfer and this import, they were not paid
    // before. One paid after the period is booked on its last day instead, so that in a year's
    // first days, when its charges are days old, the statement still pays some (each after its charge).
    db.query<{ id: number; referencia: string; cents: number; day: number; payer: string }>(
      `with t as (select c.id, c.referencia, c.importe_cent,
                         least((c.pagado_en at time zone 'UTC')::date, $2::date - 1) as day, d.nombre
                    from cargo c join pago p on p.cf_cargo = c.id and p.metodo <> 'SEPA'
                    join dojo d on d.id_dojo = c.pagador_dojo
                   where c.emisor_asoc = $1 and c.estado = 'PAID' and c.creado < $2::date
                     and c.anio = $3 and c.cf_liquidacion is null)
       select id, referencia, importe_cent as cents, (day - date '1970-01-01') as day, nombre as payer from t
        where day >= least($2::date - 60, (select min(day) from (select day from t order by day desc limit 3) l))
        order by day, id`,
      [HOLDER, isoDay(to + 1), year],
    ),
  ]);
  if (!creditor.length || !paid.length) return;
  const from = Math.min(to - 60, paid[0].day);
  // An open charge of the association (not the demo dojo's, kept for the card payment), paid short.
  const { rows: short } = await db.query<{ referencia: string; cents: number; payer: string }>(
    `select c.referencia, c.importe_cent as cents, d.nombre as payer from cargo c join dojo d on d.id_dojo = c.pagador_dojo
      where c.emisor_asoc = $1 and c.estado = 'OPEN' and c.cf_dojo <> 1 order by c.id limit 1`,
    [HOLDER],
  );
  const movements: Movement[] = [
    ...paid.map((p) => ({
      day: p.day,
      credit: true,
      cents: p.cents,
      common: '02',
      concepts: [`TRANSF. ${p.payer}`, `CUOTAS ${p.referencia}`],
    })),
    { day: from + 3, credit: false, cents: 1815, common: '17', concepts: ['COMISION MANTENIMIENTO CUENTA'] },
    {
      day: from + 9,
      credit: true,
      cents: 15000,
      common: '02',
      concepts: ['TRANSF. DOJO KAZE', 'CUOTAS CLUB'],
    },
    ...short.map((s) => ({
      day: to - 1,
      credit: true,
      cents: Math.max(1, Math.floor(s.cents / 2)),
      common: '02',
      concepts: [`TRANSF. ${s.payer}`, `PAGO A CUENTA ${s.referencia}`],
    })),
    { day: from + 30, credit: true, cents: 37, common: '17', concepts: ['ABONO INTERESES CUENTA'] },
  ].sort((a, b) => a.day - b.day);
  const iban = creditor[0].iban;
  const file = norma43(
    {
      bank: iban.slice(4, 8),
      office: iban.slice(8, 12),
      number: iban.slice(14, 24),
      name: creditor[0].nombre,
    },
    { from, to, openingCents: 1_254_300 },
    movements,
  );
  const read = await readStatement(
    (async function* () {
      yield Buffer.from(file, 'latin1');
    })(),
    { maxBytes: 1 << 20, maxEntries: 1000 },
  );
  const byReference = new Map(paid.map((p) => [p.referencia, p]));
  const lines = read.entries.map((e, i) => {
    const charge = e.reference ? byReference.get(e.reference) : undefined;
    const matched = !!charge && charge.cents === e.amountCents && e.credit;
    const dismissed = !e.credit || e.concept.includes('INTERESES');
    return {
      e,
      id: i + 1,
      charge: matched ? charge.id : null,
      status: matched ? 'MATCHED' : dismissed ? 'DISMISSED' : 'PENDING',
    };
  });
  const count = (status: string) => lines.filter((l) => l.status === status).length;
  await db.query(
    `insert into extracto (id, formato, banco, cuenta, divisa, desde, hasta, saldo_inicial_cent, saldo_final_cent,
       abonos_cent, cargos_cent, huella, bytes, lineas, conciliadas, pendientes, descartadas, devoluciones, cf_autor,
       importado, cf_asoc)
     values (1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 0, $17, $18, $19)`,
    [
      read.format,
      read.bank.slice(0, 35),
      read.account.slice(0, 34),
      read.currency,
      read.from,
      read.to,
      read.openingCents,
      read.closingCents,
      read.creditCents,
      read.debitCents,
      read.hash,
      read.bytes,
      lines.length,
      count('MATCHED'),
      count('PENDING'),
      count('DISMISSED'),
      importer,
      imported,
      HOLDER,
    ],
  );
  const column = <T>(pick: (l: (typeof lines)[number]) => T) => lines.map(pick);
  // A person set the interest's credit aside; the bank's fee was set aside by the import itself.
  await db.query(
    `insert into extracto_linea (id, cf_extracto, linea, fecha, fecha_valor, importe_cent, signo, concepto, referencia,
       referencia_banco, id_extremo, motivo, estado, cf_cargo, cf_pago, cf_autor, resuelto, cf_asoc)
     select l.id, 1, l.linea, l.fecha, l.valor, l.cents, l.signo, l.concepto, l.referencia, l.banco, l.extremo, l.motivo,
       l.estado, l.cargo, l.cargo,
       case when l.estado = 'DISMISSED' and l.signo = 'CREDIT' then $14::int end,
       case when l.estado = 'MATCHED' then $15::timestamptz
            when l.estado = 'DISMISSED' and l.signo = 'CREDIT' then $15::timestamptz + interval '12 minutes' end,
       $16::int
     from unnest($1::int[], $2::int[], $3::date[], $4::date[], $5::bigint[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[], $12::text[], $13::int[])
       as l(id, linea, fecha, valor, cents, signo, concepto, referencia, banco, extremo, motivo, estado, cargo)`,
    [
      column((l) => l.id),
      column((l) => l.e.line),
      column((l) => l.e.bookedOn),
      column((l) => l.e.valueOn),
      column((l) => l.e.amountCents),
      column((l) => (l.e.credit ? 'CREDIT' : 'DEBIT')),
      column((l) => l.e.concept),
      column((l) => l.e.reference),
      column((l) => l.e.bankReference),
      column((l) => l.e.endToEndId),
      column((l) => l.e.returnReason),
      column((l) => l.status),
      column((l) => l.charge),
      importer,
      imported,
      HOLDER,
    ],
  );
  // Matching paid those charges by transfer at the import: their payments (ids are their charges')
  // say by which line.
  await db.query(
    `update pago p set metodo = 'TRANSFER', pedido = null, cf_autor = $1, creado = $2::timestamptz,
       confirmado = $2::timestamptz, respuesta = jsonb_build_object('statementLine', l.id)
     from extracto_linea l where l.cf_pago = p.id and l.estado = 'MATCHED'`,
    [importer, imported],
  );
  await db.query(
    `update cargo c set pagado_en = $1::timestamptz from extracto_linea l where l.cf_cargo = c.id and l.estado = 'MATCHED'`,
    [imported],
  );
}
