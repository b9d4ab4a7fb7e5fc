import { openWorld } from '../../support/world';
import { REPORT_LIMITS } from '../../../schema/validation/reports';
import type { TestServer } from '../../support/test-server';
import { custom, type Role } from './reports-support';

// Issue 26 item 11: the page of a report is checked where the rest of it is (validateReport), so
// that both doors refuse the same offsets with the same words: GraphQL's Int let -1 reach the
// statement (INTERNAL_SERVER_ERROR and a stack in the log) and skipped the 10,000,000 cap.

let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  ({ t, tokens } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

const REPORT = `query Page($offset: Int) {
  report(input: {view: "asociados", fields: ["nombre"], offset: $offset}) { returned total }
}`;
const TOO_FAR = REPORT_LIMITS.maxOffset + 1;

describe('a report offset out of range', () => {
  it.each([-1, TOO_FAR])('GraphQL %i: refused as invalid input, in the caller language', async (offset) => {
    const answer = await t.graphql(REPORT, { offset }, { token: tokens.admin });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Número no válido',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'ini', key: 'reports.invalidNumber', message: 'Número no válido' }],
      },
    });
    const en = await t.graphql(
      REPORT,
      { offset },
      { token: tokens.admin, headers: { 'accept-language': 'en' } },
    );
    expect(en.errors?.[0].message).toBe('Invalid number');
  });

  it.each([-1, '-1', TOO_FAR])('REST ini %p: refused with the same words', async (ini) => {
    const answer = await custom(t, tokens.admin, { vista: 'asociados', campos: ['nombre'], ini });
    expect(answer).toMatchObject({
      estado: 1,
      res: { mensaje: 'Número no válido', errores: [{ campo: 'ini', clave: 'reports.invalidNumber' }] },
    });
  });

  it('the last offset allowed answers an empty page on both doors', async () => {
    const graphql = await t.graphql(REPORT, { offset: REPORT_LIMITS.maxOffset }, { token: tokens.admin });
    expect(graphql.data).toEqual({ report: { returned: 0, total: expect.any(Number) } });
    const rest = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: ['nombre'],
      ini: REPORT_LIMITS.maxOffset,
    });
    expect(rest).toMatchObject({ estado: 0, res: { nRes: 0 } });
  });
});
