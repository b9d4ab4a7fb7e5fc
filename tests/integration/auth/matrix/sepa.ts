import type { Entry } from './matrix-support';

// SEPA direct debit (issue 30). The writes are asked with content the rules refuse (an IBAN with
// a wrong check digit, a collection date in the past), so that a cell past the permission check
// answers 'bad' and changes nothing; the records of ids no table holds are nobody's ('no').

const NO_ID = 2147483647;
const BAD_MANDATE = {
  payerDojoId: 1,
  debtorName: 'Matriz',
  iban: 'DE88370400440532013000',
  reference: 'MATRIZ-1',
  signedOn: '2020-01-01',
};

export const SEPA: Entry[] = [
  {
    name: 'mandates',
    area: 'sepa',
    graphql: { query: '{ mandates(page:{limit:100}){ items{ id } } }' },
    rest: [{ method: 'GET', path: '/pagos/mandatos' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'saveMandate',
    area: 'sepa',
    graphql: {
      query: 'mutation ($input: MandateInput!) { saveMandate(input: $input) { id } }',
      variables: (f) => ({ input: { ...BAD_MANDATE, payerDojoId: f.dojoId } }),
    },
    rest: [
      {
        method: 'POST',
        path: '/pagos/mandato',
        params: (f) => ({
          pagadorDojo: f.dojoId,
          titular: BAD_MANDATE.debtorName,
          iban: BAD_MANDATE.iban,
          referencia: BAD_MANDATE.reference,
          firmado: BAD_MANDATE.signedOn,
        }),
      },
    ],
    // Who collects for the creditor records the mandates given to it, whoever pays.
    expect: { admin: 'bad', asoc: 'bad', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'sepaCreditor',
    area: 'sepa',
    graphql: {
      query: 'query ($a: Int!) { sepaCreditor(associationId: $a) { creditorId } }',
      variables: (f) => ({ a: f.associationId }),
      nullIsAnswer: true,
    },
    rest: [{ method: 'GET', path: '/pagos/acreedor', params: (f) => ({ asoc: f.associationId }) }],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'saveSepaCreditor',
    area: 'sepa',
    graphql: {
      query:
        'mutation ($a: Int!) { saveSepaCreditor(associationId: $a, input: { creditorId: "ES43ZZZG28012345", name: "M", iban: "X" }) { creditorId } }',
      variables: (f) => ({ a: f.associationId }),
    },
    rest: [
      {
        method: 'POST',
        path: '/pagos/acreedor',
        params: (f) => ({ asoc: f.associationId, identificador: 'ES43ZZZG28012345', nombre: 'M', iban: 'X' }),
      },
    ],
    // The association's own administrators only: the account is theirs.
    expect: { admin: 'no', asoc: 'bad bad no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'remittances',
    area: 'sepa',
    graphql: { query: '{ remittances(page:{limit:100}){ items{ id } } }' },
    rest: [{ method: 'GET', path: '/pagos/remesas' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'createRemittance',
    area: 'sepa',
    graphql: { query: 'mutation { createRemittance(collectionDate: "2000-01-01") { id } }' },
    rest: [{ method: 'POST', path: '/pagos/remesas', params: () => ({ fechaCobro: '2000-01-01' }) }],
    expect: { admin: 'bad', asoc: 'bad', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'remittanceDebits',
    area: 'sepa',
    graphql: { query: `{ remittanceDebits(remittanceId: ${NO_ID}) { items { id } } }` },
    rest: [
      {
        method: 'GET',
        path: '/pagos/remesas/:id/adeudos',
        // The route's own template is asked (":id"): past the session, junk as an id.
        expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'bad', anon: 'no' },
      },
    ],
    expect: { admin: 'no', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'returnDebit',
    area: 'sepa',
    graphql: { query: `mutation { returnDebit(debitId: ${NO_ID}, reasonCode: "AM04") { id } }` },
    rest: [
      { method: 'POST', path: '/pagos/adeudos/devolver', params: () => ({ id: NO_ID, motivo: 'AM04' }) },
    ],
    expect: { admin: 'no', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'remittanceFile',
    area: 'sepa',
    // The route's own template is asked (":id"): past the session, junk as an id.
    rest: [{ method: 'GET', path: '/pagos/remesas/:id.xml' }],
    expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'bad', anon: 'no' },
  },
];
