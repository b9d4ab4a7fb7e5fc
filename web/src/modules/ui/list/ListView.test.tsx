/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { dataColumns, type DataField, type DataRow } from './dataColumns';
import { ListFooter } from './ListFooter';
import { ListView } from './ListView';
import { useListState } from './useListState';
import { useSelection } from './useSelection';

type Card = { id: number; name: string; mail: string | null };

const cards: Card[] = [
  { id: 1, name: 'Ana Ruiz', mail: 'ana@example.org' },
  { id: 2, name: 'Blas Gil', mail: null },
  { id: 3, name: 'Carla Sanz', mail: 'carla@example.org' },
];

type CardListProps = { onPrint: (request: unknown) => void };

/** A card list as part 2 §2.3 has it: members without an email cannot be selected. */
function CardList({ onPrint }: CardListProps) {
  const list = useListState('numAcae');
  const selection = useSelection<Card>('all', hasMail);
  const printable = 57;
  return (
    <ListView
      title="Carnets"
      list={list}
      rows={cards}
      total={90}
      loading={false}
      columns={[{ key: 'name', label: 'Nombre', render: (row) => row.name }]}
      rowName={(row) => row.name}
      selection={selection.rows}
      footer={
        <ListFooter
          counts={[{ label: 'Imprimibles', value: printable }]}
          selected={selection.summary(printable)}
        >
          <button type="button" onClick={() => onPrint(selection.request)}>
            Imprimir
          </button>
        </ListFooter>
      }
    />
  );
}
const hasMail = (row: Card) => row.mail !== null;

function renderInApp(ui: ReactNode) {
  const { client } = clientOver({});
  const view = render(<AppUnderTest client={client}>{ui}</AppUnderTest>);
  return {
    rerender: (next: ReactNode) => view.rerender(<AppUnderTest client={client}>{next}</AppUnderTest>),
  };
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Seleccionar ${name}` });

describe('ListView selection and footer', () => {
  it('starts with every printable row of the whole list selected and none ticked', () => {
    const onPrint = jest.fn();
    renderInApp(<CardList onPrint={onPrint} />);
    expect(screen.getByText('Todas las filas seleccionadas (57)')).toBeTruthy();
    expect(cards.map((card) => box(card.name).checked)).toEqual([false, false, false]);
    expect(screen.queryByRole('button', { name: 'Deseleccionar todo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(onPrint).toHaveBeenLastCalledWith({ all: true });
  });

  it('shows the counts of the whole list', () => {
    renderInApp(<CardList onPrint={jest.fn()} />);
    const counts = screen.getByText('Imprimibles').closest('div')!;
    expect(within(counts).getByText('57')).toBeTruthy();
  });

  it('ticks rows into an explicit selection and clears it back to every row', () => {
    const onPrint = jest.fn();
    renderInApp(<CardList onPrint={onPrint} />);
    fireEvent.click(box('Carla Sanz'));
    fireEvent.click(box('Ana Ruiz'));
    expect(box('Ana Ruiz').checked).toBe(true);
    expect(box('Carla Sanz').checked).toBe(true);
    expect(screen.getByText('Filas seleccionadas: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(onPrint).toHaveBeenLastCalledWith({ all: false, ids: [3, 1] });

    fireEvent.click(screen.getByRole('button', { name: 'Deseleccionar todo' }));
    expect(box('Ana Ruiz').checked).toBe(false);
    expect(screen.getByText('Todas las filas seleccionadas (57)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(onPrint).toHaveBeenLastCalledWith({ all: true });
  });

  it('offers no box to tick for a row that cannot be selected, and greys it', () => {
    const onPrint = jest.fn();
    renderInApp(<CardList onPrint={onPrint} />);
    expect(box('Blas Gil').disabled).toBe(true);
    expect(box('Blas Gil').closest('tr')!.className).toContain('row-unselectable');
    expect(box('Ana Ruiz').closest('tr')!.className).not.toContain('row-unselectable');
    fireEvent.click(box('Blas Gil'));
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(onPrint).toHaveBeenLastCalledWith({ all: true });
  });
});

function ReportResult({ fields, rows }: { fields: DataField[]; rows: DataRow[] }) {
  const list = useListState('numAcae');
  return (
    <ListView
      title="Resultado"
      list={list}
      rows={rows}
      total={rows.length}
      loading={false}
      columns={dataColumns(fields)}
      rowName={(row) => String(row.id)}
    />
  );
}

describe('ListView with columns defined by the data', () => {
  const rows: DataRow[] = [
    { id: 1, values: { numAcae: 'A0001', nombre: 'Ana', cuotas: 3 } },
    { id: 2, values: { numAcae: 'A0002', nombre: null } },
  ];
  // A header's text without its sort mark and the words read out for it.
  const headers = () =>
    screen.getAllByRole('columnheader').map((cell) => cell.textContent!.replace(/[▲▼].*$/, ''));
  const cellsOf = (id: number) =>
    [...document.querySelectorAll(`tr[data-row-id="${id}"] td`)].map((cell) => cell.textContent);

  it('shows the columns the data names, and sorts by those that say how', () => {
    renderInApp(
      <ReportResult
        fields={[
          { key: 'numAcae', label: 'Num ACAE', sort: 'numAcae' },
          { key: 'nombre', label: 'Nombre' },
          { key: 'cuotas', label: 'Cuotas', numeric: true },
        ]}
        rows={rows}
      />,
    );
    expect(headers()).toEqual(['Num ACAE', 'Nombre', 'Cuotas']);
    expect(cellsOf(1)).toEqual(['A0001', 'Ana', '3']);
    expect(cellsOf(2)).toEqual(['A0002', '', '']);
    expect(screen.queryByRole('button', { name: /Nombre/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Num ACAE/ }));
    expect(screen.getByRole('columnheader', { name: /Num ACAE/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('follows the fields when the data changes them', () => {
    const view = renderInApp(<ReportResult fields={[{ key: 'nombre', label: 'Nombre' }]} rows={rows} />);
    expect(headers()).toEqual(['Nombre']);
    view.rerender(
      <ReportResult
        fields={[
          { key: 'cuotas', label: 'Cuotas', numeric: true },
          { key: 'numAcae', label: 'Num ACAE' },
        ]}
        rows={rows}
      />,
    );
    expect(headers()).toEqual(['Cuotas', 'Num ACAE']);
    expect(cellsOf(1)).toEqual(['3', 'A0001']);
  });
});

describe("a list screen's own parts", () => {
  function Grades({ rows }: { rows: Card[] }) {
    const list = useListState('fecha DESC');
    return (
      <ListView
        title="Grados"
        list={list}
        rows={rows}
        total={rows.length}
        loading={false}
        columns={[{ key: 'name', label: 'Nombre', render: (row) => row.name }]}
        rowName={(row) => row.name}
        emptyText="No hay grados actualmente"
        rowClassName={(row) => (row.mail ? undefined : 'grade-row--pending')}
        headerActions={<button type="button">Documentación</button>}
      />
    );
  }

  it('says its own empty text, marks rows with their own class and shows its header buttons', () => {
    const { rerender } = renderInApp(<Grades rows={cards} />);
    const header = screen.getByRole('heading', { name: 'Grados' }).parentElement!;
    expect(within(header).getByRole('button', { name: 'Documentación' })).toBeTruthy();
    const row = screen.getByText('Blas Gil').closest('tr')!;
    expect(row.className).toBe('grade-row--pending');
    expect(screen.getByText('Ana Ruiz').closest('tr')!.className).toBe('');
    expect(screen.queryByText('No hay grados actualmente')).toBeNull();
    rerender(<Grades rows={[]} />);
    expect(screen.getByText('No hay grados actualmente')).toBeTruthy();
    expect(screen.queryByText('No hay resultados.')).toBeNull();
  });
});
