import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, demoToken } from './demo';

// What the member journeys set up through the API (as the global administrator), so that each
// test owns its records and none depends on what another one did.

export async function call<T>(request: APIRequestContext, query: string, variables: object, token?: string) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** The global administrator's token, signed in once per worker (demo.ts). */
export function adminToken(request: APIRequestContext): Promise<string> {
  return demoToken(request, ADMIN.mail);
}

/** A text no other test uses: names and mails of what a test creates. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export type CreatedMember = { id: number; memberNumber: string; fullName: string; lastName: string };

/** A new member of association 1's first dojo, with a generated number and no history. */
export async function createMember(
  request: APIRequestContext,
  lastName = unique('Prueba'),
  mail?: string,
  associationId = 1,
) {
  const token = await adminToken(request);
  const { dojos } = await call<{ dojos: { items: { id: number }[] } }>(
    request,
    'query ($associationId: Int) { dojos(associationId: $associationId) { items { id } } }',
    { associationId },
    token,
  );
  const input = {
    dni: unique('X').toUpperCase().slice(0, 20),
    firstName: 'Elena',
    lastName,
    birthDate: '1985-04-12',
    mail,
    associationId,
    dojoId: dojos.items[0].id,
  };
  const data = await call<{ createMember: CreatedMember }>(
    request,
    'mutation ($input: MemberInput!) { createMember(input: $input) { id memberNumber fullName lastName } }',
    { input },
    token,
  );
  return data.createMember;
}

/**
 * A member with fee history (the demo gives many): deleting them is refused. Never one of the
 * demo accounts (ids 1 to 5), which the other journeys sign in with.
 */
export async function memberWithHistory(request: APIRequestContext) {
  const token = await adminToken(request);
  const data = await call<{
    members: { items: { id: number; fullName: string; lastFeeYear: number | null }[] };
  }>(request, 'query { members(page: { limit: 100 }) { items { id fullName lastFeeYear } } }', {}, token);
  const member = data.members.items.find((item) => item.id > 5 && item.lastFeeYear !== null);
  expect(member).toBeDefined();
  return member!;
}

export type Option = { id: number; name: string };

/** Associations with at least one dojo, and the dojos of each, by name as the dropdowns list them. */
export async function associationsWithDojos(request: APIRequestContext) {
  const token = await adminToken(request);
  // Two dropdown-sized lists rather than every association's dojos nested under a page of 1000,
  // which the query cost limit refuses (graph/src/graphql/list-cost.ts).
  const data = await call<{
    associations: { items: Option[] };
    dojos: { items: (Option & { associationId: number })[] };
  }>(
    request,
    `query { associations(page: { limit: 1000, orderBy: "nombre" }) { items { id name } }
             dojos(page: { limit: 1000, orderBy: "nombre" }) { items { id name associationId } } }`,
    {},
    token,
  );
  return data.associations.items
    .map((association) => ({
      ...association,
      dojos: data.dojos.items
        .filter((dojo) => dojo.associationId === association.id)
        .map(({ id, name }) => ({ id, name })),
    }))
    .filter((association) => association.dojos.length > 0);
}

/** A new member who has already set their password through their validation link. */
export async function createValidatedMember(request: APIRequestContext) {
  const lastName = unique('Validado');
  const mail = `${lastName.toLowerCase()}@pruebas.federa`;
  const member = await createMember(request, lastName, mail);
  const token = await adminToken(request);
  const { member: record } = await call<{ member: { validationLink: string } }>(
    request,
    'query ($id: Int!) { member(id: $id) { validationLink } }',
    { id: member.id },
    token,
  );
  const code = new URL(record.validationLink, 'http://federa').searchParams.get('valCode')!;
  await call(
    request,
    'mutation ($input: FirstPasswordInput!) { setFirstPassword(input: $input) { message } }',
    { input: { mail, code, password: 'tenkan2025', confirmation: 'tenkan2025' } },
  );
  return { ...member, mail, code };
}
