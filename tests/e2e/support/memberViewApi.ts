import type { APIRequestContext } from '@playwright/test';
import { ADMIN, demoToken } from './demo';
import { call } from './membersApi';

// What the member view journeys look up through the API: members by where they belong, the
// place a demo account's session works as, a card's check link.

export type PlacedMember = {
  id: number;
  memberNumber: string;
  fullName: string;
  dojoId: number;
  associationId: number;
  dojo: { name: string };
  association: { name: string };
};

/** Where a demo account's session works as. */
export async function placeOf(request: APIRequestContext, mail: string) {
  const { me } = await call<{ me: { id: number; dojoId: number; associationId: number } }>(
    request,
    'query { me { id dojoId associationId } }',
    {},
    await demoToken(request, mail),
  );
  return me;
}

/**
 * A member who is no demo account (ids 1 to 5) and matches `where`, as the national administrator
 * sees them: among the first and the last numbers, so both association 1 and the others are met.
 */
export async function memberWhere(request: APIRequestContext, where: (member: PlacedMember) => boolean) {
  const fields = 'items { id memberNumber fullName dojoId associationId dojo { name } association { name } }';
  const { first, last } = await call<{ first: { items: PlacedMember[] }; last: { items: PlacedMember[] } }>(
    request,
    `query { first: members(page: { limit: 100 }) { ${fields} }
             last: members(page: { limit: 100, orderBy: "numAcae DESC" }) { ${fields} } }`,
    {},
    await demoToken(request, ADMIN.mail),
  );
  const member = [...first.items, ...last.items].find((m) => m.id > 5 && !!m.memberNumber && where(m));
  if (!member) throw new Error('The demo has no such member');
  return member;
}

/** A printable card's check link (memberCards, as the national administrator), and whose it is. */
export async function cardCheckLink(request: APIRequestContext) {
  const { memberCards } = await call<{
    memberCards: { items: { id: number; memberNumber: string; checkLink: string | null }[] };
  }>(
    request,
    'query { memberCards(page: { limit: 50 }) { items { id memberNumber checkLink } } }',
    {},
    await demoToken(request, ADMIN.mail),
  );
  const card = memberCards.items.find((item) => item.id > 5 && item.checkLink);
  if (!card) throw new Error('No printable card in the first page');
  return card as { id: number; memberNumber: string; checkLink: string };
}
