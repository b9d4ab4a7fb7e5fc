import { expect, type APIRequestContext } from '@playwright/test';

// What the SEPA journey needs before its screens: a charge of dojo 1 to its association (the
// association's share priced for a year of the journey's own, a batch of that year validated by
// the dojo), and no active mandate of dojo 1 with the association (the journey records one).

async function ask<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: object = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** A year no other journey or the demo uses for batches. */
export const SEPA_YEAR = new Date().getFullYear() - 17;

export async function chargeDojoOne(request: APIRequestContext, asoc: string, dojo: string): Promise<void> {
  await ask(request, asoc, 'mutation ($input: TariffInput!) { setTariff(input: $input) { id } }', {
    input: { level: 'ASSOCIATION', year: SEPA_YEAR, adultCents: 2500, childCents: 1200 },
  });
  const { feeBatchCandidates } = await ask<{
    feeBatchCandidates: { memberId: number; otherBatchId: number | null }[];
  }>(request, dojo, 'query ($year: Int!) { feeBatchCandidates(year: $year) { memberId otherBatchId } }', {
    year: SEPA_YEAR,
  });
  const memberIds = feeBatchCandidates
    .filter((c) => !c.otherBatchId)
    .slice(0, 2)
    .map((c) => c.memberId);
  expect(memberIds.length).toBeGreaterThan(0);
  const { createFeeBatch } = await ask<{ createFeeBatch: { id: number } }>(
    request,
    dojo,
    'mutation ($input: FeeBatchInput!) { createFeeBatch(input: $input) { id } }',
    { input: { year: SEPA_YEAR, memberIds } },
  );
  await ask(request, dojo, 'mutation ($ids: [Int!]!) { validateFeeBatches(ids: $ids, level: 1) { id } }', {
    ids: [createFeeBatch.id],
  });
}

type Mandate = {
  id: number;
  payerKind: string;
  payerId: number;
  creditorAssociationId: number | null;
  active: boolean;
  debtorName: string;
  reference: string;
  signedOn: string;
};

/** Revokes an active mandate of dojo 1 with association 1 (a demo's, or an earlier run's). */
export async function revokeDojoOneMandate(request: APIRequestContext, asoc: string): Promise<void> {
  const { mandates } = await ask<{ mandates: { items: Mandate[] } }>(
    request,
    asoc,
    '{ mandates(page: { limit: 100 }) { items { id payerKind payerId creditorAssociationId active debtorName reference signedOn } } }',
  );
  for (const m of mandates.items.filter(
    (m) => m.active && m.payerKind === 'DOJO' && m.payerId === 1 && m.creditorAssociationId === 1,
  ))
    await ask(request, asoc, 'mutation ($input: MandateInput!) { saveMandate(input: $input) { id } }', {
      input: {
        id: m.id,
        debtorName: m.debtorName,
        reference: m.reference,
        signedOn: m.signedOn,
        active: false,
      },
    });
}
