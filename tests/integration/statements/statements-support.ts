import type { TestServer } from '../../support/test-server';
import type { BothDoors } from '../../support/world';

// Statements written as banks write them, for the tests to import: Norma 43 (AEB Cuaderno 43,
// records of 80 characters) and camt.053.001.02 (ISO 20022), each with its own totals right unless
// a test breaks them. Every file names an account of its own, so no two tests import the same bytes.

export type Movement = {
  credit: boolean;
  cents: number;
  /** Concept texts (Norma 43: one 23 record per two; camt.053: the remittance text). */
  concept?: string;
  /** camt.053: a structured creditor reference (RmtInf/Strd/CdtrRefInf/Ref). */
  structured?: string;
  endToEndId?: string;
  /** A returned direct debit (Norma 43 concept 14; camt.053 RvslInd + RtrInf). */
  returned?: { reason: string };
  date?: string;
};

let serial = 0;
/** An account number (10 digits) no other file of the run uses. */
export const freshAccount = () =>
  `${String(process.pid).slice(-5).padStart(5, '0')}${String(++serial).padStart(5, '0')}`;

const pad = (text: string, size: number) => text.slice(0, size).padEnd(size, ' ');
const digits = (n: number, size: number) => String(n).padStart(size, '0');
const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '');

/** A Norma 43 file: one account (entity 2100, office 0418), opening balance 1,000.00 €. */
export function norma43(movements: Movement[], account = freshAccount()): string {
  const key = `21000418${account}`;
  const opening = 100_000;
  const records = [`11${key}261101261130${'2'}${digits(opening, 14)}9783${pad('FEDERACION PRUEBAS', 26)}   `];
  const totals = { debit: [0, 0], credit: [0, 0] };
  for (const m of movements) {
    const date = yymmdd(m.date ?? '2026-11-15');
    const common = m.returned ? '14' : m.credit ? '04' : '17';
    records.push(
      `22    0418${date}${date}${common}000${m.credit ? '2' : '1'}${digits(m.cents, 14)}${'0'.repeat(10)}${'0'.repeat(12)}${pad(m.endToEndId ?? '', 16)}`,
    );
    const concept = [m.concept ?? '', m.returned ? `DEVOLUCION ${m.returned.reason}` : '']
      .filter(Boolean)
      .join(' ');
    const fields = concept.match(/.{1,38}/g) ?? [];
    for (let i = 0; i < fields.length && i < 10; i += 2)
      records.push(`23${digits(i / 2 + 1, 2)}${pad(fields[i], 38)}${pad(fields[i + 1] ?? '', 38)}`);
    const side = m.credit ? totals.credit : totals.debit;
    side[0]++;
    side[1] += m.cents;
  }
  const closing = opening + totals.credit[1] - totals.debit[1];
  records.push(
    `33${key}${digits(totals.debit[0], 5)}${digits(totals.debit[1], 14)}${digits(totals.credit[0], 5)}${digits(totals.credit[1], 14)}${closing < 0 ? '1' : '2'}${digits(Math.abs(closing), 14)}978    `,
  );
  records.push(pad(`88${'9'.repeat(18)}${digits(records.length, 6)}`, 80));
  return records.map((r) => r.padEnd(80, ' ')).join('\r\n') + '\r\n';
}

const amount = (cents: number) => `${Math.trunc(cents / 100)}.${digits(cents % 100, 2)}`;
const xml = (text: string) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

/** A camt.053.001.02 file: one statement of an IBAN-like account, with its summary and balances. */
export function camt053(movements: Movement[], account = freshAccount()): string {
  const credit = movements.filter((m) => m.credit);
  const debit = movements.filter((m) => !m.credit);
  const sum = (list: Movement[]) => list.reduce((all, m) => all + m.cents, 0);
  const opening = 100_000;
  const closing = opening + sum(credit) - sum(debit);
  const entries = movements.map((m) => {
    const details = [
      `<Refs><EndToEndId>${xml(m.endToEndId ?? 'NOTPROVIDED')}</EndToEndId></Refs>`,
      m.concept || m.structured
        ? `<RmtInf>${m.concept ? `<Ustrd>${xml(m.concept)}</Ustrd>` : ''}${m.structured ? `<Strd><CdtrRefInf><Ref>${xml(m.structured)}</Ref></CdtrRefInf></Strd>` : ''}</RmtInf>`
        : '',
      m.returned ? `<RtrInf><Rsn><Cd>${m.returned.reason}</Cd></Rsn></RtrInf>` : '',
    ].join('');
    return `
      <Ntry>
        <Amt Ccy="EUR">${amount(m.cents)}</Amt>
        <CdtDbtInd>${m.credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>${m.returned ? '\n        <RvslInd>true</RvslInd>' : ''}
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${m.date ?? '2026-11-15'}</Dt></BookgDt>
        <NtryDtls><TxDtls>${details}</TxDtls></NtryDtls>
      </Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>T${account}</MsgId><CreDtTm>2026-12-01T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>S${account}</Id>
      <CreDtTm>2026-12-01T06:00:00</CreDtTm>
      <FrToDt><FrDtTm>2026-11-01T00:00:00</FrDtTm><ToDtTm>2026-11-30T23:59:59</ToDtTm></FrToDt>
      <Acct><Id><IBAN>ES0000000000${account}</IBAN></Id><Ccy>EUR</Ccy><Svcr><FinInstnId><BIC>CAIXESBBXXX</BIC></FinInstnId></Svcr></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount(opening)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-01</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount(Math.abs(closing))}</Amt><CdtDbtInd>${closing < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>2026-11-30</Dt></Dt></Bal>
      <TxsSummry>
        <TtlNtries><NbOfNtries>${movements.length}</NbOfNtries><Sum>${amount(sum(movements))}</Sum></TtlNtries>
        <TtlCdtNtries><NbOfNtries>${credit.length}</NbOfNtries><Sum>${amount(sum(credit))}</Sum></TtlCdtNtries>
        <TtlDbtNtries><NbOfNtries>${debit.length}</NbOfNtries><Sum>${amount(sum(debit))}</Sum></TtlDbtNtries>
      </TxsSummry>${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

export const STATEMENT_FIELDS = `id format bank account from to creditCents debitCents lineCount matchedCount
  pendingCount dismissedCount returnCount associationId importedAt`;

export type StatementAnswer = {
  id: number;
  created: boolean;
  matched: number;
  message: string;
  lineCount: number;
  matchedCount: number;
  pendingCount: number;
  dismissedCount: number;
  returnCount: number;
  associationId: number | null;
};

/** The import through either door, the file as base64 (REST's `datos`, GraphQL's `content`). */
export const importFile = (file: string, encoding: BufferEncoding = 'latin1'): BothDoors<StatementAnswer> => {
  const content = Buffer.from(file, encoding).toString('base64');
  return {
    rest: {
      method: 'POST',
      path: '/extractos/importar',
      params: { datos: content },
      value: (b) => ({
        id: b.res.extracto.id,
        created: b.res.nuevo,
        matched: b.res.conciliadas,
        message: b.res.mensaje,
        lineCount: b.res.extracto.nLineas,
        matchedCount: b.res.extracto.nConciliadas,
        pendingCount: b.res.extracto.nPendientes,
        dismissedCount: b.res.extracto.nDescartadas,
        returnCount: b.res.extracto.nDevoluciones,
        associationId: b.res.extracto.asoc,
      }),
    },
    graphql: {
      query: `mutation ($content: String!) { importBankStatement(content: $content) {
        created matched message statement { ${STATEMENT_FIELDS} } } }`,
      variables: { content },
      value: (d) => ({
        ...d.importBankStatement.statement,
        created: d.importBankStatement.created,
        matched: d.importBankStatement.matched,
        message: d.importBankStatement.message,
      }),
    },
  };
};

/**
 * A charge written straight in the database (billing makes them from batches and settlements):
 * by default association 1's settlement, owed to the national federation; with `association`,
 * dojo 1's batch owed to that association.
 */
export async function makeCharge(
  t: TestServer,
  fields: { amountCents: number; association?: number; status?: string },
): Promise<{ id: number; amountCents: number; reference: string }> {
  const [row] = fields.association
    ? await t.sql<{ id: number; referencia: string }>(
        `insert into cargo (tipo, anio, emisor_asoc, pagador_dojo, cf_asoc, cf_dojo, importe_cent, estado)
         values ('CUOTAS', 2026, $1, 1, 1, 1, $2, $3) returning id, referencia`,
        [fields.association, fields.amountCents, fields.status ?? 'OPEN'],
      )
    : await t.sql<{ id: number; referencia: string }>(
        `insert into cargo (tipo, anio, pagador_asoc, cf_asoc, importe_cent, estado)
         values ('LIQUIDACION', 2026, 1, 1, $1, $2) returning id, referencia`,
        [fields.amountCents, fields.status ?? 'OPEN'],
      );
  return { id: row.id, amountCents: fields.amountCents, reference: row.referencia };
}

export type LineAnswer = {
  id: number;
  status: string;
  chargeId: number | null;
  amountCents: number;
  reference: string | null;
};

/** A statement's lines (every state), in file order. */
export async function linesOf(t: TestServer, statementId: number) {
  return t.sql<{
    id: number;
    linea: number;
    estado: string;
    cf_cargo: number | null;
    cf_pago: number | null;
    referencia: string | null;
  }>(
    'select id, linea, estado, cf_cargo, cf_pago, referencia from extracto_linea where cf_extracto = $1 order by id',
    [statementId],
  );
}

export const matchLine = (lineId: number, chargeId: number): BothDoors<LineAnswer> => ({
  rest: {
    method: 'POST',
    path: '/extractos/conciliar',
    params: { id: lineId, idCargo: chargeId },
    value: (b) => ({
      id: b.res.linea.id,
      status: b.res.linea.estado,
      chargeId: b.res.linea.cargo,
      amountCents: b.res.linea.importeCent,
      reference: b.res.linea.referencia,
    }),
  },
  graphql: {
    query: `mutation ($lineId: Int!, $chargeId: Int!) { matchStatementLine(lineId: $lineId, chargeId: $chargeId) {
      id status chargeId amountCents reference } }`,
    variables: { lineId, chargeId },
    value: (d) => d.matchStatementLine,
  },
});

export const dismissLine = (lineId: number): BothDoors<LineAnswer> => ({
  rest: {
    method: 'POST',
    path: '/extractos/descartar',
    params: { id: lineId },
    value: (b) => ({
      id: b.res.linea.id,
      status: b.res.linea.estado,
      chargeId: b.res.linea.cargo,
      amountCents: b.res.linea.importeCent,
      reference: b.res.linea.referencia,
    }),
  },
  graphql: {
    query: `mutation ($lineId: Int!) { dismissStatementLine(lineId: $lineId) { id status chargeId amountCents reference } }`,
    variables: { lineId },
    value: (d) => d.dismissStatementLine,
  },
});

/** How many rows the statements' tables and the payments hold (a refused import writes none). */
export async function written(t: TestServer) {
  const [row] = await t.sql<{ statements: number; lines: number; payments: number }>(
    `select (select count(*)::int from extracto) as statements, (select count(*)::int from extracto_linea) as lines,
       (select count(*)::int from pago) as payments`,
  );
  return row;
}
