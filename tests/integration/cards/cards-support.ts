import type { TestServer } from '../../support/test-server';

export { plainMember, type Places, type Role } from '../members/members-support';

export const CARD_FIELDS = `id memberNumber firstName lastName cardName mail printable dojoId dojoName associationName
  avatar lastFeeYear validatedFeeYear age checkLink`;

export const MEMBER_CARDS = `query MemberCards($page: ListInput, $dojoId: Int) {
  memberCards(page: $page, dojoId: $dojoId) { returned total printable items { ${CARD_FIELDS} } }
}`;

export const TO_PRINT = `query ToPrint($first: Int!, $after: String, $ids: [Int!], $dojoId: Int, $filter: String, $orderBy: String) {
  memberCardsToPrint(first: $first, after: $after, ids: $ids, dojoId: $dojoId, filter: $filter, orderBy: $orderBy) {
    edges { cursor node { ${CARD_FIELDS} } } pageInfo { hasNextPage endCursor }
  }
}`;

export const CARD_CHECK = `query CardCheck($memberNumber: String!, $code: String!) {
  cardCheck(memberNumber: $memberNumber, code: $code) { memberNumber fullName cardName dojoName associationName
    avatar currentYear feeValidatedThisYear validatedFeeYear grade gradeValue title }
}`;

export const cards = (t: TestServer, token: string, query: Record<string, string> = {}) =>
  t.rest('GET', '/asociados/asociadosCarnets', { token, query });

/** Members and printable members (with a mail) under an SQL condition over `asociado a`. */
export async function counts(t: TestServer, where = 'true', params: unknown[] = []) {
  const [row] = await t.sql<{ total: number; printable: number }>(
    `select count(*)::int as total, count(a.mail)::int as printable from asociado a where ${where}`,
    params,
  );
  return row;
}

/** A member's card code and validation code, straight from the database. */
export async function codesOf(t: TestServer, id: number) {
  const [row] = await t.sql<{
    num_acae: string;
    mail: string;
    cod_carnet: string;
    codvalidacion: string | null;
  }>('select num_acae, mail, cod_carnet, codvalidacion from asociado where id_aso = $1', [id]);
  return row;
}
