import { allPastTheirChecks, whileHeld } from '../../support/held-write';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';
import { dojoApi, fieldName, freshDojo, TRANSPORTS } from './api';

let t: TestServer;
let token: string;
let place: { pais: number; provincia: number };
beforeAll(async () => {
  t = await startTestServer();
  token = await signIn(t, 'admin@demo.federa');
  const [dojo] = await t.sql('select cf_pais, cf_provincia from dojo where id_dojo = 1');
  place = { pais: dojo.cf_pais, provincia: dojo.cf_provincia };
});
afterAll(() => t.close());

const duplicate = (transport: (typeof TRANSPORTS)[number]) => ({
  field: fieldName(transport, 'nombre'),
  message: 'Ya existe un dojo con ese nombre en la asociación.',
});
const namesLike = async (name: string) =>
  (await t.sql('select nombre from dojo where cf_asoc = 1 and lower(nombre) like lower($1)', [name])).length;

describe.each(TRANSPORTS)('dojo names ignoring case and accents, over %s', (transport) => {
  const api = () => dojoApi(t, transport, token);

  it('a save racing past the check loses at the database with the check’s field error', async () => {
    const name = `Kyoto ${transport} ${Date.now()}`;
    const { answer, waited } = await whileHeld(
      t,
      {
        text: `insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia) values ($1, 'Kioto', 1, $2, $3)`,
        params: [name, place.pais, place.provincia],
      },
      () => api().add(freshDojo({ nombre: name.toLowerCase() })),
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
      'dojo',
      [name, name.toLowerCase().replace('ó', 'o')].map((nombre) => () => api().add(freshDojo({ nombre }))),
    );
    // Both had found the name free before either wrote it: only the index can tell them apart.
    expect(together).toBe(true);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)?.fields).toEqual([duplicate(transport)]);
    expect(await namesLike(`Ky_to a la vez ${transport}%`)).toBe(1);
  });

  it('an edit racing to a taken name loses the same way', async () => {
    const name = `Osaka ${transport} ${Date.now()}`;
    const edited = (await api().add(freshDojo())).value!;
    const { answer, waited } = await whileHeld(
      t,
      {
        text: `insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia) values ($1, 'Osaka', 1, $2, $3)`,
        params: [name, place.pais, place.provincia],
      },
      () => api().edit(edited, freshDojo({ nombre: name.toUpperCase() })),
    );
    expect(waited).toBe(true);
    expect(answer).toMatchObject({
      ok: false,
      message: duplicate(transport).message,
      fields: [duplicate(transport)],
    });
  });
});
