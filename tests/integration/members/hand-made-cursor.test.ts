import type { TestServer } from '../../support/test-server';
import { signInAll, startMembersServer, type Role } from './members-support';

// A cursor comes back from the client: a hand-made one is the caller's bad input, never an
// internal error of the database reading it.

let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startMembersServer();
  tokens = await signInAll(t);
});
afterAll(() => t.close());

const PAGE = `query Page($after: String, $orderBy: String) {
  membersConnection(first: 2, after: $after, orderBy: $orderBy) { edges { cursor node { id } } }
}`;
const forged = (cursor: unknown) => Buffer.from(JSON.stringify(cursor)).toString('base64');

/** A real cursor of this order with its value `fromEnd` places before the last replaced. */
async function tampered(orderBy: string, fromEnd: number, value: unknown): Promise<string> {
  const page = await t.graphql(PAGE, { orderBy }, { token: tokens.admin });
  const real = page.data!.membersConnection.edges[1].cursor as string;
  const cursor = JSON.parse(Buffer.from(real, 'base64url').toString('utf8')) as { v: unknown[] };
  cursor.v[cursor.v.length - 1 - fromEnd] = value;
  return forged(cursor);
}

describe('membersConnection with a hand-made cursor', () => {
  const refused = async (after: string, orderBy?: string) => {
    const answer = await t.graphql(PAGE, { after, orderBy }, { token: tokens.admin });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'El cursor de página no es válido.',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'after' }] },
    });
  };

  it.each([
    ['no order', { v: ['x', 'abc'] }],
    ['not a cursor at all', 'no es json'],
  ])('refuses %s as BAD_USER_INPUT, translated', async (_, cursor) => {
    await refused(forged(cursor));
  });

  it.each([
    ['an id that is not a number', 'numAcae', 0, 'abc'],
    ['an id out of range', 'numAcae', 0, '99999999999'],
    ['a value that is not text', 'numAcae', 0, 5],
    ['a birth date that is not a date', 'edad', 1, 'ayer'],
    ['an impossible birth date', 'edad', 1, '2001-02-30'],
    ['a dojo id that is not a number', 'dojo', 1, 'uno'],
    ['a fee year that is not a number', 'ultima_cuota', 1, 'x'],
  ])('refuses %s (order %s) as BAD_USER_INPUT, translated', async (_, orderBy, fromEnd, value) => {
    await refused(await tampered(orderBy, fromEnd, value), orderBy);
  });

  it('still follows the cursors it gave, for every typed order', async () => {
    for (const orderBy of ['numAcae', 'edad', 'dojo', 'ultima_cuota']) {
      const first = await t.graphql(PAGE, { orderBy }, { token: tokens.admin });
      const after = first.data!.membersConnection.edges[1].cursor as string;
      const next = await t.graphql(PAGE, { orderBy, after }, { token: tokens.admin });
      expect(next.errors).toBeUndefined();
      expect(next.data!.membersConnection.edges).toHaveLength(2);
    }
  });
});
