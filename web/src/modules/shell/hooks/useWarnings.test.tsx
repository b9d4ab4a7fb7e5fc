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
    const { client, operations } = clientOver({
      warnings: () => ({ fees, courses: 0, grades: 0, contact: 0 }),
    });
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

  it('asks again 1,860 s after the first run, not before', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { client, operations } = clientOver({
        warnings: () => ({ fees: 1, courses: 0, grades: 0, contact: 0 }),
      });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <AppUnderTest client={client}>{children}</AppUnderTest>
      );
      const { result } = renderHook(() => useWarnings(), { wrapper });
      await waitFor(() => expect(result.current?.fees).toBe(1));
      const runs = () => operations.filter((name) => name === 'Warnings').length;
      expect(runs()).toBe(1);
      act(() => jest.advanceTimersByTime(1850 * 1000));
      expect(runs()).toBe(1);
      act(() => jest.advanceTimersByTime(15 * 1000));
      await waitFor(() => expect(runs()).toBe(2));
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts the 31 minutes of the poll again from a refetch an eviction caused', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let fees = 3;
      const { client, operations } = clientOver({
        warnings: () => ({ fees, courses: 0, grades: 0, contact: 0 }),
      });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <AppUnderTest client={client}>{children}</AppUnderTest>
      );
      const { result } = renderHook(() => useWarnings(), { wrapper });
      await waitFor(() => expect(result.current?.fees).toBe(3));
      const runs = () => operations.filter((name) => name === 'Warnings').length;

      act(() => jest.advanceTimersByTime(1000 * 1000));
      fees = 2;
      act(() => evictShown(client.cache, SHOWN_BY, ['FeeBatch']));
      await waitFor(() => expect(result.current?.fees).toBe(2));
      expect(runs()).toBe(2);

      // 1,900 s after the first run but only 900 s after the refetch: no poll yet.
      act(() => jest.advanceTimersByTime(900 * 1000));
      expect(runs()).toBe(2);
      act(() => jest.advanceTimersByTime(1000 * 1000));
      await waitFor(() => expect(runs()).toBe(3));
    } finally {
      jest.useRealTimers();
    }
  });
});
