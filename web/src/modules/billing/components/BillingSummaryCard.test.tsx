/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { meWith } from '../../../../test/memberFixtures';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { BillingSummaryCard } from './BillingSummaryCard';

function renderAs(me: Me) {
  const { client, operations } = clientOver({
    billingSummary: () => ({
      owedToYouCents: 250050,
      overdueToYouCents: 5000,
      owedByYouCents: 1999,
      openByYou: 1,
    }),
  });
  render(
    <AppUnderTest client={client}>
      <SessionContext value={me}>
        <BillingSummaryCard />
      </SessionContext>
    </AppUnderTest>,
  );
  return operations;
}

describe("the home's billing summary", () => {
  it('tells an administrator what they are owed and owe, in one query', async () => {
    const operations = renderAs(meWith(2, { associationAdmin: true }));
    expect(await screen.findByText('2500,50 €')).toBeTruthy();
    expect(screen.getByText('50,00 €')).toBeTruthy();
    expect(screen.getByText('Debes (1 cargo)').nextSibling?.textContent?.replace(/\s/g, ' ')).toBe('19,99 €');
    expect(operations).toEqual(['BillingSummary']);
  });

  it('asks nothing for a member without an administrator role', async () => {
    const operations = renderAs(meWith(5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Cobros y pagos pendientes')).toBeNull();
    expect(operations).toEqual([]);
  });
});
