import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';
import { send } from './http';

// PostgreSQL's text cannot hold a NUL character: a write carrying one used to fail inside the
// database and answer an internal error. Every domain now answers a translated refusal instead.
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await signIn(t, 'admin@demo.federa');
});
afterAll(() => t.close());

const dojo = async () =>
  (
    await t.sql<{ id: number; cf_asoc: number }>(
      'select id_dojo as id, cf_asoc from dojo order by id_dojo limit 1',
    )
  )[0];

it('refuses a dojo name holding a NUL through REST with a translated message, changing nothing', async () => {
  const { id } = await dojo();
  const [before] = await t.sql<{ nombre: string }>(`select nombre from dojo where id_dojo = ${id}`);
  const answer = await send(t.url, {
    path: '/v1/dojos/mod',
    headers: { authorization: token },
    body: JSON.stringify({ id, nombre: 'Dojo\u0000Nulo' }),
  });
  expect(answer.status).toBe(200);
  expect(answer.body.estado).not.toBe(0);
  expect(answer.body.res.mensaje).toBe('Los datos enviados no son válidos.');
  const [after] = await t.sql<{ nombre: string }>(`select nombre from dojo where id_dojo = ${id}`);
  expect(after.nombre).toBe(before.nombre);
});

it('refuses it through GraphQL as BAD_USER_INPUT', async () => {
  const { id } = await dojo();
  const answer = await send(t.url, {
    path: '/graphql',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($id: Int!, $input: DojoInput!) { updateDojo(id: $id, input: $input) { id } }',
      variables: { id, input: { name: 'Dojo\u0000Nulo', city: 'Madrid', country: 'ES', province: '28' } },
    }),
  });
  expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect(answer.body.errors[0].message).toBe('Los datos enviados no son válidos.');
});
