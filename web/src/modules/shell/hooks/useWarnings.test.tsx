/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SHOWN_BY } from '../../api/shownBy';
import { evictShown } from '../../ui/list/invalidate';
import { useWarnings } from './useWarnings';

describe("the sidebar's warnings", () => {
  it('asks again when a write evicts them (a batch validated), and shows the new count', async () => {
    let fees = 3;
    const { client, operations } = clientOver({ warnings: () => ({ fees, courses: 0, grades: 0 }) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppUnderTest client={client}>{children}</AppUnderTest>
    );
    const { result } = renderHook(() => useWarnings(), { wrapper });
    await waitFor(() => expect(result.current?.fees).toBe(3));

    fees = 2;
    act(() => evictShown(client.cache, SHOWN_BY, ['FeeBatch']));
    await waitFor(() => expect(result.current?.fees).toBe(2));
    expect(operations.filter((name) => name === 'Warnings')).toHaveLength(2);
  });
});
