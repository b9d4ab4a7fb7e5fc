import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken, unique, type CreatedMember, type Option } from './membersApi';

// Set-ups that need a member outside the demo accounts' own dojo (association 1's first one,
// graph/src/tools/demo/accounts.ts), made through the API as the global administrator.

async function call<T>(request: APIRequestContext, query: string, variables: object = {}) {
  const token = await adminToken(request);
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** Association 1, the dojo of its demo accounts, and its other dojos (by name, as listed). */
export async function associationOneDojos(request: APIRequestContext) {
  const data = await call<{
    association: Option;
    dojos: { items: Option[] };
    members: { items: { dojoId: number }[] };
  }>(
    request,
    `query {
      association(id: 1) { id name }
      dojos(associationId: 1, page: { limit: 1000, orderBy: "nombre" }) { items { id name } }
      members(page: { filter: "asoc@demo.federa" }) { items { dojoId } }
    }`,
  );
  const own = data.dojos.items.find((dojo) => dojo.id === data.members.items[0].dojoId)!;
  const others = data.dojos.items.filter((dojo) => dojo.id !== own.id);
  expect(others.length).toBeGreaterThan(0);
  return { association: data.association, all: data.dojos.items, own, others };
}

/** A dojo of association 2 (whose members the demo accounts of association 1 cannot touch). */
export async function associationTwoDojo(request: APIRequestContext): Promise<Option> {
  const data = await call<{ dojos: { items: Option[] } }>(
    request,
    'query { dojos(associationId: 2) { items { id name } } }',
  );
  return data.dojos.items[0];
}

/** A new member of the given dojo of association `associationId`, with a generated number. */
export async function createMemberIn(
  request: APIRequestContext,
  place: { associationId: number; dojoId: number },
  mail?: string,
): Promise<CreatedMember> {
  const input = {
    dni: unique('X').toUpperCase().slice(0, 20),
    firstName: 'Marta',
    lastName: unique('Lugar'),
    birthDate: '1979-09-03',
    city: 'Segovia',
    mail,
    ...place,
  };
  const data = await call<{ createMember: CreatedMember }>(
    request,
    'mutation ($input: MemberInput!) { createMember(input: $input) { id memberNumber fullName lastName } }',
    { input },
  );
  return data.createMember;
}
