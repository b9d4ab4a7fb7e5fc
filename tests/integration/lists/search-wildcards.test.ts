import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await signIn(t, 'admin@demo.federa');
});
afterAll(() => t.close());

const found = async (path: string, filtro: string) => {
  const answer = await t.rest('GET', path, { token, query: { ini: '0', pag: '15', filtro } });
  expect(answer.body.estado).toBe(0);
  return answer.body.nRes as number;
};

// Unaccenting turns full-width ％ and ＿ (and ＼) into LIKE's own wildcards: a search must still
// find them only as the characters they are, which no demo name, city or number holds.
describe.each(['/asocs/', '/dojos/', '/asociados/'])('the search of %s', (path) => {
  it.each(['＿', '％', '％％％', 'a＿b', '＼'])('takes %s for itself, not for a wildcard', async (filtro) => {
    expect(await found(path, filtro)).toBe(0);
  });

  it('still finds words ignoring case and accents', async () => {
    expect(await found(path, 'A')).toBeGreaterThan(0);
  });
});
