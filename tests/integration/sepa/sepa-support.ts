import { paymentSettings } from '../../../graph/src/modules/billing/billing.settings';
import type { TestServer } from '../../support/test-server';
import { openWorld, type BothDoors, type World } from '../../support/world';

// The SEPA tests' start: a world whose national federation is a SEPA creditor, payers of their
// own (fresh dojos, so that demo mandates never meet the test's), charges made straight in the
// database, and both doors' calls.

/** The national federation's creditor (the Bundesbank's sample identifier, a valid one). */
export const NATIONAL = {
  id: 'DE98ZZZ09999999999',
  name: 'Federación Nacional',
  iban: 'ES7921000813610123456789',
};
/** Association 1's creditor: a Spanish identifier with a NIF, and its account. */
export const ASSOCIATION_CREDITOR = {
  id: 'ES42ZZZG28012345',
  name: 'Asociación Uno',
  iban: 'ES9121000418450200051332',
};
export const DEBTOR_IBAN = 'DE89370400440532013000';
export const OTHER_IBAN = 'FR1420041010050500013M02606';

export function sepaWorld(): Promise<World> {
  return openWorld({
    config: {
      payments: paymentSettings({
        NODE_ENV: 'test',
        SEPA_CREDITOR_ID: NATIONAL.id,
        SEPA_CREDITOR_NAME: NATIONAL.name,
        SEPA_CREDITOR_IBAN: NATIONAL.iban,
      }),
    },
  });
}

let serial = 0;
const mark = () => `${process.pid}${++serial}`;

/** A new dojo of the association, with no history: a payer no demo mandate names. */
export async function makeDojo(t: TestServer, associationId: number): Promise<number> {
  const [row] = await t.sql<{ id_dojo: number }>(
    `insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia)
     select $1, ciudad, $2, cf_pais, cf_provincia from dojo where id_dojo = 1 returning id_dojo`,
    [`Dojo SEPA ${mark()}`, associationId],
  );
  return row.id_dojo;
}

/** A unique mandate reference. */
export const reference = (prefix = 'M') => `${prefix}-${mark()}`;

type ChargeFields = {
  kind?: 'CUOTAS' | 'CUOTA_DOJO' | 'CURSO' | 'LIQUIDACION';
  issuerAssociation?: number | null;
  issuerDojo?: number | null;
  payerAssociation?: number | null;
  payerDojo?: number | null;
  payerMember?: number | null;
  associationId: number;
  dojoId?: number | null;
  amountCents: number;
  status?: 'OPEN' | 'PAID' | 'CANCELLED' | 'RETURNED';
  due: string;
};

/** A charge written straight in the database (billing makes them from batches and enrolments). */
export async function makeCharge(t: TestServer, c: ChargeFields): Promise<{ id: number; reference: string }> {
  const [row] = await t.sql<{ id: number; referencia: string }>(
    `insert into cargo (tipo, anio, emisor_asoc, emisor_dojo, pagador_asoc, pagador_dojo, pagador_asociado,
       cf_asoc, cf_dojo, importe_cent, estado, vence)
     values ($1, extract(year from current_date), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     returning id, referencia`,
    [
      c.kind ?? 'CUOTAS',
      c.issuerAssociation ?? null,
      c.issuerDojo ?? null,
      c.payerAssociation ?? null,
      c.payerDojo ?? null,
      c.payerMember ?? null,
      c.associationId,
      c.dojoId ?? null,
      c.amountCents,
      c.status ?? 'OPEN',
      c.due,
    ],
  );
  return { id: row.id, reference: row.referencia };
}

/** A day counted from the database's today (`days` may be negative), as YYYY-MM-DD. */
export async function dayFrom(t: TestServer, days: number): Promise<string> {
  const [row] = await t.sql<{ day: string }>('select (current_date + $1::int)::text as day', [days]);
  return row.day;
}

export const MANDATE_FIELDS = `id creditorAssociationId payerKind payerId payerName debtorName iban ibanMasked bic
  reference signedOn sequence active`;

export type MandateAnswer = {
  id: number;
  iban: string;
  ibanMasked: boolean;
  sequence: string;
  active: boolean;
  reference: string;
};

/** The same mandate save through either door; the input as GraphQL names it. */
export function saveMandateCall(input: Record<string, unknown>): BothDoors<MandateAnswer> {
  const rest: Record<string, unknown> = {
    id: input.id,
    acreedor: input.creditorAssociationId,
    pagadorAsoc: input.payerAssociationId,
    pagadorDojo: input.payerDojoId,
    pagadorAsociado: input.payerMemberId,
    titular: input.debtorName,
    iban: input.iban,
    bic: input.bic,
    referencia: input.reference,
    firmado: input.signedOn,
    activo: input.active,
  };
  return {
    rest: {
      method: 'POST',
      path: '/pagos/mandato',
      params: Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      value: (b) => ({
        id: b.res.id,
        iban: b.res.iban,
        ibanMasked: b.res.ibanOculto,
        sequence: b.res.secuencia,
        active: b.res.activo,
        reference: b.res.referencia,
      }),
    },
    graphql: {
      query: `mutation ($input: MandateInput!) { saveMandate(input: $input) { ${MANDATE_FIELDS} } }`,
      variables: { input },
      value: (d) => d.saveMandate,
    },
  };
}

/** The mandates a role sees, through either door, by id. */
export function mandatesCall(): BothDoors<Map<number, { iban: string; ibanMasked: boolean }>> {
  return {
    rest: {
      method: 'GET',
      path: '/pagos/mandatos',
      params: { pag: 100 },
      value: (b) =>
        new Map(b.res.map((m: any) => [m.id, { iban: m.iban, ibanMasked: m.ibanOculto }] as const)),
    },
    graphql: {
      query: `{ mandates(page: { limit: 100 }) { total items { id iban ibanMasked } } }`,
      value: (d) =>
        new Map(
          d.mandates.items.map((m: any) => [m.id, { iban: m.iban, ibanMasked: m.ibanMasked }] as const),
        ),
    },
  };
}

export type RemittanceAnswer = {
  id: number;
  debitCount: number;
  firstCount: number;
  recurrentCount: number;
  fileUrl: string;
};

export function createRemittanceCall(
  collectionDate: string,
  creditorAssociationId?: number,
): BothDoors<RemittanceAnswer> {
  return {
    rest: {
      method: 'POST',
      path: '/pagos/remesas',
      params: { fechaCobro: collectionDate, acreedor: creditorAssociationId },
      value: (b) => ({
        id: b.res.id,
        debitCount: b.res.nAdeudos,
        firstCount: b.res.nPrimeros,
        recurrentCount: b.res.nRecurrentes,
        fileUrl: b.res.fichero,
      }),
    },
    graphql: {
      query: `mutation ($date: String!, $creditor: Int) { createRemittance(collectionDate: $date, creditorAssociationId: $creditor) {
        id debitCount firstCount recurrentCount fileUrl } }`,
      variables: { date: collectionDate, creditor: creditorAssociationId ?? null },
      value: (d) => d.createRemittance,
    },
  };
}

/** A remittance's file as its download answers it. */
export async function downloadFile(t: TestServer, token: string | undefined, path: string) {
  const response = await fetch(`${t.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}
