import { allPastTheirChecks, whileHeld } from '../../support/held-write';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';
import { associationApi, freshAssociation, TRANSPORTS } from './api';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await signIn(t, 'admin@demo.federa');
});
afterAll(() => t.close());

/** The field error names the field of its door: REST's `nombre`, AssociationInput's `name`. */
const duplicate = (transport: (typeof TRANSPORTS)[number]) => ({
  field: transport === 'rest' ? 'nombre' : 'name',
  message: 'Ya existe una asociación con ese nombre.',
});
const namesLike = async (name: string) =>
  (await t.sql('select 1 from asociacion where lower(nombre) like lower($1)', [name])).length;

describe.each(TRANSPORTS)('association names ignoring case and accents, over %s', (transport) => {
  const api = () => associationApi(t, transport, token);

  it('a save racing past the check loses at the database with the check’s field error', async () => {
    const name = `Kyoto ${transport} ${Date.now()}`;
    const held = freshAssociation();
    const { answer, waited } = await whileHeld(
      t,
      { text: 'insert into asociacion (nombre, serie) values ($1, $2)', params: [name, held.serie] },
      () => api().add({ ...freshAssociation(), nombre: name.toLowerCase() }),
    );
    expect(waited).toBe(true);
    expect(answer).toMatchObject({
      ok: false,
      code: 'BAD_USER_INPUT',
      message: duplicate(transport).message,
    });
    expect(answer.fields).toEqual([duplicate(transport)]);
    expect(await namesLike(name)).toBe(1);
  });

  it('two saves at once of "Kyoto" and "kyoto": one is saved, the other told why', async () => {
    const name = `Kyóto a la vez ${transport} ${Date.now()}`;
    const { answers, together } = await allPastTheirChecks(
      t,
      'asociacion',
      [name, name.toLowerCase().replace('ó', 'o')].map(
        (nombre) => () => api().add({ ...freshAssociation(), nombre }),
      ),
    );
    // Both had found the name free before either wrote it: only the index can tell them apart.
    expect(together).toBe(true);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)?.fields).toEqual([duplicate(transport)]);
    expect(await namesLike(`Ky_to a la vez ${transport}%`)).toBe(1);
  });
});
