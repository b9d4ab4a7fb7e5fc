/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { ListView } from './ListView';
import { FLASH_MS, useListState, type ListState } from './useListState';

type Batch = { id: number; name: string };
const batches: Batch[] = [1, 2, 3].map((id) => ({ id, name: `Remesa ${id}` }));

let list: ListState;
function Batches() {
  list = useListState('anio');
  return (
    <ListView
      title="Remesas"
      list={list}
      rows={batches}
      total={3}
      loading={false}
      columns={[{ key: 'name', label: 'Nombre', render: (row) => row.name }]}
      rowName={(row) => row.name}
    />
  );
}

const highlighted = () =>
  [...document.querySelectorAll('tbody tr.row-highlight')].map((row) => row.getAttribute('data-row-id'));

describe('rows a bulk action changed (flashRows)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('are highlighted together for 2 s, then no longer', () => {
    render(
      <AppUnderTest client={clientOver({}).client}>
        <Batches />
      </AppUnderTest>,
    );
    expect(screen.getByText('Remesa 1')).toBeTruthy();
    expect(highlighted()).toEqual([]);

    act(() => list.flashRows([1, 3]));
    expect(highlighted()).toEqual(['1', '3']);
    act(() => jest.advanceTimersByTime(FLASH_MS - 1));
    expect(highlighted()).toEqual(['1', '3']);
    act(() => jest.advanceTimersByTime(1));
    expect(highlighted()).toEqual([]);
  });

  it('start their 2 s again when another action changes rows meanwhile', () => {
    render(
      <AppUnderTest client={clientOver({}).client}>
        <Batches />
      </AppUnderTest>,
    );
    act(() => list.flashRows([1]));
    act(() => jest.advanceTimersByTime(1500));
    act(() => list.flashRows([2]));
    act(() => jest.advanceTimersByTime(1500));
    expect(highlighted()).toEqual(['2']);
    act(() => jest.advanceTimersByTime(500));
    expect(highlighted()).toEqual([]);
  });
});
