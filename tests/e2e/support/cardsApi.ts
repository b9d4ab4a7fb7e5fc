import type { APIRequestContext } from '@playwright/test';
import { call, unique } from './membersApi';
import { ADMIN, DOJO_ADMIN, demoToken } from './demo';

// What the cards journeys read and set up through the API: the list as the signed-in
// administrator sees it, and members of the demo dojo made for one journey.

export type CardListRow = {
  id: number;
  memberNumber: string | null;
  firstName: string;
  lastName: string;
  mail: string | null;
  printable: boolean;
  checkLink: string | null;
};

/** Every row of the caller's cards list in its default order (numAcae), and its counts. */
export async function cardList(request: APIRequestContext, mail: string, filter?: string) {
  const data = await call<{ memberCards: { total: number; printable: number; items: CardListRow[] } }>(
    request,
    `query ($filter: String) { memberCards(page: { limit: 1000, filter: $filter }) {
       total printable items { id memberNumber firstName lastName mail printable checkLink } } }`,
    { filter },
    await demoToken(request, mail),
  );
  return data.memberCards;
}

/** A new member of the demo dojo administrator's dojo, with a mail unless `mail` is null. */
export async function createDojoMember(
  request: APIRequestContext,
  {
    firstName = 'Elena',
    lastName = unique('Carnet'),
    mail,
  }: { firstName?: string; lastName?: string; mail?: string | null },
) {
  const { me } = await call<{ me: { dojoId: number; associationId: number } }>(
    request,
    'query { me { dojoId associationId } }',
    {},
    await demoToken(request, DOJO_ADMIN.mail),
  );
  const input = {
    dni: unique('C').toUpperCase().slice(0, 20),
    firstName,
    lastName,
    birthDate: '1985-04-12',
    mail: mail === undefined ? `${unique('carnet').toLowerCase()}@pruebas.federa` : (mail ?? undefined),
    associationId: me.associationId,
    dojoId: me.dojoId,
  };
  const data = await call<{ createMember: { id: number; memberNumber: string } }>(
    request,
    'mutation ($input: MemberInput!) { createMember(input: $input) { id memberNumber } }',
    { input },
    await demoToken(request, ADMIN.mail),
  );
  return { ...data.createMember, firstName, lastName, mail: input.mail ?? null };
}
