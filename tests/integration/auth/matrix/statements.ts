import type { Entry } from './matrix-support';

// Bank statements (issue 30). The national administrator reconciles the federation's account and
// an association's administrators their association's; nobody else. Writes are asked with content
// the rules refuse (a file of no format, a line id 0), so that a cell past the permission check
// answers 'bad' and changes nothing.

const NO_ID = 2147483647;
const RECONCILERS = { admin: 'bad', asoc: 'bad', dojo: 'no', miembro: 'no', anon: 'no' };
const READERS = { admin: 'ok', asoc: 'ok', dojo: 'no', miembro: 'no', anon: 'no' };

export const STATEMENTS: Entry[] = [
  {
    name: 'bankStatements',
    area: 'statements',
    graphql: { query: '{ bankStatements(page:{limit:100}){ items{ id } } }' },
    rest: [{ method: 'GET', path: '/extractos' }],
    expect: READERS,
  },
  {
    name: 'bankStatement',
    area: 'statements',
    graphql: { query: '{ bankStatement(id: 0) { id } }' },
    rest: [{ method: 'GET', path: '/extractos/ver', params: () => ({ id: 0 }) }],
    expect: RECONCILERS,
  },
  {
    name: 'statementLines',
    area: 'statements',
    graphql: { query: `{ statementLines(filter: { statementId: ${NO_ID} }) { items { id } } }` },
    rest: [{ method: 'GET', path: '/extractos/lineas', params: () => ({ extracto: NO_ID }) }],
    expect: READERS,
  },
  {
    name: 'importBankStatement',
    area: 'statements',
    // "not a statement", base64: read, then refused as of no format.
    graphql: { query: 'mutation { importBankStatement(content: "bm90IGEgc3RhdGVtZW50") { created } }' },
    rest: [
      { method: 'POST', path: '/extractos/importar', params: () => ({ datos: 'bm90IGEgc3RhdGVtZW50' }) },
    ],
    expect: RECONCILERS,
  },
  {
    name: 'matchStatementLine',
    area: 'statements',
    graphql: { query: `mutation { matchStatementLine(lineId: 0, chargeId: ${NO_ID}) { id } }` },
    rest: [{ method: 'POST', path: '/extractos/conciliar', params: () => ({ id: 0, idCargo: NO_ID }) }],
    expect: RECONCILERS,
  },
  {
    name: 'dismissStatementLine',
    area: 'statements',
    graphql: { query: 'mutation { dismissStatementLine(lineId: 0) { id } }' },
    rest: [{ method: 'POST', path: '/extractos/descartar', params: () => ({ id: 0 }) }],
    expect: RECONCILERS,
  },
];
