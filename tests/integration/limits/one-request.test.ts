import { DEMO_PASSWORD } from '../../support/constants';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { graphqlBody, send, withTinyRequest, type Answer } from './http';

// Each door gets a megabyte of the input that used to freeze the server (patterns whose time grew
// with the square of their input: a mail, an order, a query repeated by its validation error).
// The server runs in a process of its own: a frozen one fails these tests at their timeout.
const MB = 1024 * 1024;
const PROMPT_MS = 2000;
jest.setTimeout(5000);

let s: ServerProcess;
let token: string;
beforeAll(async () => {
  s = await startServerProcess();
  const login = await send(s.url, {
    path: '/v1/login',
    headers: { mail: 'admin@demo.federa', psw: DEMO_PASSWORD },
  });
  token = login.body.token;
}, 60_000);
afterAll(() => s?.close(), 30_000);

const bearer = () => ({ authorization: `Bearer ${token}` });
/** Backtracks badly in /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/: dots, then no end. */
const mail = (size: number) => `a@${'.'.repeat(size)}@`;
/** Backtracks badly in /^\s*(\w+)\s*(ASC|DESC)?\s*$/: spaces between two \s*, then no end. */
const order = (size: number) => `nombre${' '.repeat(size)}!`;
/** An unknown field named with words of the old refusal pattern: its error repeats the name. */
const query = (size: number) => `{ ${'cost'.repeat(size / 4)} }`;
const signIn = (m: string) =>
  graphqlBody('mutation($m: String!) { signIn(mail: $m, password: "x") { token } }', { m });

function expectPrompt(answer: Answer): void {
  expect(answer.ms).toBeLessThan(PROMPT_MS);
}

function expectTooLarge(answer: Answer): void {
  expectPrompt(answer);
  expect(answer.status).toBe(413);
  // Each door answers in its own shape: GraphQL errors, REST {estado, res}.
  const message = answer.body.errors?.[0]?.message ?? answer.body.res?.mensaje;
  expect(message).toBe('La petición es demasiado grande.');
}

describe('a megabyte on each door, signed in (large bodies allowed)', () => {
  it('signIn over GraphQL refuses a 1 MB mail as invalid', async () => {
    const answer = await withTinyRequest(s.url, () =>
      send(s.url, { path: '/graphql', headers: bearer(), body: signIn(mail(MB)) }),
    );
    expectPrompt(answer);
    expect(answer.body.errors[0].extensions.fields).toEqual([
      expect.objectContaining({ field: 'mail', message: 'El correo es inválido.' }),
    ]);
  });

  it('a 1 MB query answers its validation error', async () => {
    const answer = await withTinyRequest(s.url, () =>
      send(s.url, { path: '/graphql', headers: bearer(), body: graphqlBody(query(MB)) }),
    );
    expectPrompt(answer);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('the dojo list refuses a 1 MB order', async () => {
    const answer = await withTinyRequest(s.url, () =>
      send(s.url, {
        path: '/graphql',
        headers: bearer(),
        body: graphqlBody('query($o: String) { dojos(page: {orderBy: $o}) { total } }', { o: order(MB) }),
      }),
    );
    expectPrompt(answer);
    expect(answer.body.errors[0].extensions.fields).toEqual([
      expect.objectContaining({ field: 'orden', message: expect.any(String) }),
    ]);
  });

  it('the dojo list refuses a 1 MB order on the REST door too, where it is no image call', async () => {
    const answer = await withTinyRequest(s.url, () =>
      send(s.url, {
        method: 'GET',
        path: '/v1/dojos',
        headers: bearer(),
        body: JSON.stringify({ orden: order(MB) }),
      }),
    );
    expectTooLarge(answer);
  });
});

describe('anonymous: a megabyte is refused by its size, and just under the limit by its content', () => {
  const SMALL = 90 * 1024; // under the 100 kB of a body without a session

  it('signIn over GraphQL', async () => {
    expectTooLarge(
      await withTinyRequest(s.url, () => send(s.url, { path: '/graphql', body: signIn(mail(MB)) })),
    );
    const answer = await withTinyRequest(s.url, () =>
      send(s.url, { path: '/graphql', body: signIn(mail(SMALL)) }),
    );
    expectPrompt(answer);
    expect(answer.body.errors[0].extensions.fields).toEqual([
      expect.objectContaining({ field: 'mail', message: 'El correo es inválido.' }),
    ]);
  });

  it('a query that fails validation', async () => {
    expectTooLarge(
      await withTinyRequest(s.url, () => send(s.url, { path: '/graphql', body: graphqlBody(query(MB)) })),
    );
    const answer = await withTinyRequest(s.url, () =>
      send(s.url, { path: '/graphql', body: graphqlBody(query(SMALL)) }),
    );
    expectPrompt(answer);
    expect(answer.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('the public dojo list, over GraphQL and REST', async () => {
    const gql = (o: string) =>
      send(s.url, {
        path: '/graphql',
        body: graphqlBody('query($o: String) { publicDojos(page: {orderBy: $o}) { id } }', { o }),
      });
    const rest = (o: string) =>
      send(s.url, { method: 'GET', path: '/v1/dojos/public', body: JSON.stringify({ orden: o }) });
    expectTooLarge(await withTinyRequest(s.url, () => gql(order(MB))));
    expectTooLarge(await withTinyRequest(s.url, () => rest(order(MB))));
    const viaGraphql = await withTinyRequest(s.url, () => gql(order(SMALL)));
    expectPrompt(viaGraphql);
    expect(viaGraphql.body.errors[0].extensions.fields[0]).toMatchObject({
      field: 'orden',
      message: 'No se puede ordenar por esa columna.',
    });
    const viaRest = await withTinyRequest(s.url, () => rest(order(SMALL)));
    expectPrompt(viaRest);
    expect(viaRest.body).toMatchObject({
      estado: 1,
      res: { mensaje: 'No se puede ordenar por esa columna.' },
    });
  });

  it('a 17 MB body is refused from its length, without waiting for it', async () => {
    const huge = 'x'.repeat(17 * MB);
    expectTooLarge(await withTinyRequest(s.url, () => send(s.url, { path: '/graphql', body: signIn(huge) })));
  });
});

describe('headers and addresses are bounded by Node itself', () => {
  // Node refuses a head over 16 kB (431) and closes the connection, possibly before the client
  // has finished sending it: either answer, promptly, and the server still answers others.
  const refusedHead = (answer: Answer) => {
    expectPrompt(answer);
    expect([431, 'ECONNRESET', 'EPIPE']).toContain(answer.status);
  };

  it('REST sign-in with a 1 MB mail header', async () => {
    refusedHead(
      await withTinyRequest(s.url, () =>
        send(s.url, { path: '/v1/login', headers: { mail: mail(MB), psw: 'x' } }),
      ),
    );
    // Just under Node's limit the mail reaches the rules, and is refused as invalid.
    const answer = await send(s.url, { path: '/v1/login', headers: { mail: mail(15 * 1024), psw: 'x' } });
    expectPrompt(answer);
    expect(answer.body).toMatchObject({ auth: false, res: { mensaje: 'El correo es inválido.' } });
  });

  it('a 1 MB order or query in the address', async () => {
    const o = encodeURIComponent(order(MB));
    refusedHead(
      await withTinyRequest(s.url, () => send(s.url, { method: 'GET', path: `/v1/dojos/public?orden=${o}` })),
    );
    const q = encodeURIComponent(query(MB));
    refusedHead(
      await withTinyRequest(s.url, () => send(s.url, { method: 'GET', path: `/graphql?query=${q}` })),
    );
  });
});
