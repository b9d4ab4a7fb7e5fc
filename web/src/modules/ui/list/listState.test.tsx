/** @jest-environment jsdom */
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { ListView } from './ListView';
import { FLASH_MS, useListState } from './useListState';

type Batch = { id: number; name: string };
const batches: Batch[] = [1, 2, 3].map((id) => ({ id, name: `Remesa ${id}` }));

/** A list whose footer buttons stand for bulk actions changing batches 1 and 3, or 2. */
function Batches() {
  const list = useListState('anio');
  return (
    <ListView
      title="Remesas"
      list={list}
      rows={batches}
      total={3}
      loading={false}
      columns={[{ key: 'name', label: 'Nombre', render: (row) => row.name }]}
      rowName={(row) => row.name}
      footer={
        <>
          <button type="button" onClick={() => list.flashRows([1, 3])}>
            Validar 1 y 3
          </button>
          <button type="button" onClick={() => list.flashRows([2])}>
            Validar 2
          </button>
          <button type="button" onClick={() => list.setHighlightId(2)}>
            Guardar 2
          </button>
        </>
      }
    />
  );
}

const rowsWith = (className: string) =>
  [...document.querySelectorAll(`tbody tr.${className}`)].map((row) => row.getAttribute('data-row-id'));
const highlighted = () => rowsWith('row-flash');

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

    fireEvent.click(screen.getByRole('button', { name: 'Validar 1 y 3' }));
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
    fireEvent.click(screen.getByRole('button', { name: 'Validar 1 y 3' }));
    act(() => jest.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole('button', { name: 'Validar 2' }));
    act(() => jest.advanceTimersByTime(1500));
    expect(highlighted()).toEqual(['2']);
    act(() => jest.advanceTimersByTime(500));
    expect(highlighted()).toEqual([]);
  });
});

describe('the row just saved (setHighlightId)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // jsdom lays nothing out: the table brings the row into view with this.
    Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  });
  afterEach(() => jest.useRealTimers());

  it('stays marked as current, but its light goes after 2 s; a bulk flash never marks rows current', () => {
    render(
      <AppUnderTest client={clientOver({}).client}>
        <Batches />
      </AppUnderTest>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Validar 1 y 3' }));
    expect(rowsWith('row-highlight')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar 2' }));
    expect(rowsWith('row-flash')).toEqual(['2']);
    expect(rowsWith('row-highlight')).toEqual(['2']);
    act(() => jest.advanceTimersByTime(FLASH_MS));
    expect(rowsWith('row-flash')).toEqual([]);
    expect(rowsWith('row-highlight')).toEqual(['2']);
  });
});

describe('a list that starts in descending order', () => {
  it('sends its default order with DESC, and a click on its column then ascends', () => {
    const { result } = renderHook(() => useListState('anio DESC'));
    expect(result.current.order).toEqual({ column: 'anio', desc: true });
    expect(result.current.variables.orderBy).toBe('anio DESC');
    act(() => result.current.sortBy('anio'));
    expect(result.current.variables.orderBy).toBe('anio');
  });
});
