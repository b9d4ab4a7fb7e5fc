import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  bodyOf,
  memberCount,
  newMemberBody,
  plainMember,
  snapshot,
  toGraphqlInput,
  type Places,
  type Role,
} from './members-support';

// The save rules of §5 over GraphQL, with the messages and fields of the REST form; every
// refusal proves nothing was written.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

const CREATE = `mutation Create($input: MemberInput!) { createMember(input: $input) { id } }`;
const UPDATE = `mutation Update($id: Int!, $input: MemberInput!) { updateMember(id: $id, input: $input) { member { id } } }`;

async function refusedCreate(token: string, change: Record<string, unknown>) {
  const before = await memberCount(t);
  const answer = await t.graphql(CREATE, { input: toGraphqlInput(newMemberBody(change)) }, { token });
  expect(answer.data?.createMember ?? null).toBeNull();
  expect(await memberCount(t)).toBe(before);
  return answer.errors?.[0];
}

async function refusedUpdate(token: string, id: number, change: Record<string, unknown>) {
  const before = await snapshot(t, id);
  const input = toGraphqlInput({ ...(await bodyOf(t, id)), ...change });
  delete input.id;
  const answer = await t.graphql(UPDATE, { id, input }, { token });
  expect(await snapshot(t, id)).toEqual(before);
  return answer.errors?.[0];
}

describe('createMember refuses the §5 rules', () => {
  // The rules are tabled in schema/validation/members.test.ts (no database) and save.test.ts (the
  // database's); this door's mapping: the message, the code, the title and the GraphQL field name.
  it('a taken number: BAD_USER_INPUT under memberNumber, nothing written', async () => {
    const error = await refusedCreate(tokens.admin, { numAcae: '01A0004' });
    const message = 'Ya existe un asociado con ese número';
    expect(error).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', title: 'Error', fields: [{ field: 'memberNumber', message }] },
    });
  });
});

describe('the role rules of §5 over GraphQL', () => {
  it('association administrator inserting in another association', async () => {
    const error = await refusedCreate(tokens.asoc, { cfAsoc: where.otherAsoc, cfDojo: where.otherAsocDojo });
    expect(error).toMatchObject({
      message: 'No puedes insertar en esa asociación.',
      extensions: { code: 'FORBIDDEN', fields: [{ field: 'associationId' }] },
    });
  });

  it('dojo administrator inserting in another dojo', async () => {
    const error = await refusedCreate(tokens.dojo, { cfDojo: where.sameAsocDojo });
    expect(error).toMatchObject({
      message: 'No puedes insertar en ese dojo.',
      extensions: { code: 'FORBIDDEN', fields: [{ field: 'dojoId' }] },
    });
  });

  it('association administrator moving a member to another association', async () => {
    const id = await plainMember(t, 1);
    const error = await refusedUpdate(tokens.asoc, id, {
      cfAsoc: where.otherAsoc,
      cfDojo: where.otherAsocDojo,
    });
    expect(error).toMatchObject({
      message: 'No puedes guardar en esa asociación. Contacta con los administradores.',
      extensions: { code: 'FORBIDDEN', fields: [{ field: 'associationId' }] },
    });
  });

  it('dojo administrator moving a member to another dojo', async () => {
    const id = await plainMember(t, 1);
    const error = await refusedUpdate(tokens.dojo, id, { cfDojo: where.sameAsocDojo });
    expect(error).toMatchObject({
      message: 'No puedes cambiar de dojo. Contacta con el administrador de la asociación.',
      extensions: { code: 'FORBIDDEN', fields: [{ field: 'dojoId' }] },
    });
  });

  it('updateMember refuses a duplicate mail and number too', async () => {
    const id = await plainMember(t, 1, { numAcae: null });
    const mail = await refusedUpdate(tokens.admin, id, { mail: 'dojo@demo.federa' });
    expect(mail).toMatchObject({ message: 'Ya existe un asociado con ese correo' });
    const number = await refusedUpdate(tokens.admin, id, { numAcae: '01A0003' });
    expect(number).toMatchObject({ message: 'Ya existe un asociado con ese número' });
  });
});
