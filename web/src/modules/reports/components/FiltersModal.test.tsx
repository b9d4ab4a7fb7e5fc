/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { FiltersModal } from './FiltersModal';
import type { ReportFieldInfo } from './FieldsModal';

// Two of the dojos view's fields (graph/src/modules/reports: a whole number and a yes/no one).
const FIELDS: ReportFieldInfo[] = [
  {
    key: 'asociados',
    name: 'Asociados',
    type: 'entero',
    groupable: false,
    aggregatable: true,
    functions: [],
  },
  {
    key: 'visible',
    name: 'Visible en la web',
    type: 'bool',
    groupable: true,
    aggregatable: false,
    functions: [],
  },
];

function renderModal() {
  const { client } = clientOver({
    reportValues: () => [
      { value: 'true', label: 'Sí' },
      { value: 'false', label: 'No' },
    ],
  });
  const onApply = jest.fn();
  render(
    <AppUnderTest client={client}>
      <FiltersModal view="dojos" fields={FIELDS} filter={null} onApply={onApply} onClose={jest.fn()} />
    </AppUnderTest>,
  );
  return { onApply };
}

const group = (n: number) => screen.getByRole('group', { name: `Grupo ${n}` });
const pick = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const addCondition = (scope: HTMLElement) =>
  fireEvent.click(within(scope).getByRole('button', { name: 'Añadir condición' }));
const problem = (scope: HTMLElement) => scope.querySelector('.report-condition-problem')?.textContent;

describe("the report's filters modal", () => {
  it('says part 3 §5’s message under a condition it cannot add, and adds none of them', async () => {
    const { onApply } = renderModal();
    const first = group(1);
    addCondition(first);
    expect(problem(first)).toBe('Faltan datos');

    pick(first, 'Campo', 'asociados');
    pick(first, 'Operador', '>=');
    pick(first, 'Valor', 'muchos');
    addCondition(first);
    expect(problem(first)).toBe('Número no válido');

    // Yes or no takes = or != only.
    pick(first, 'Campo', 'visible');
    await within(first).findByRole('option', { name: 'Sí' });
    pick(first, 'Valor', 'true');
    addCondition(first);
    expect(problem(first)).toBe('Valor no válido');
    expect(first.querySelectorAll('.report-conditions li')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith(null));
  });

  it('keeps the last group, lets a second one go, and applies the groups that hold conditions', async () => {
    const { onApply } = renderModal();
    const deleteGroup = (n: number) => within(group(n)).getByRole('button', { name: 'Eliminar grupo' });
    expect(deleteGroup(1)).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir grupo' }));
    expect(deleteGroup(1)).toHaveProperty('disabled', false);

    pick(group(2), 'Campo', 'asociados');
    pick(group(2), 'Operador', '>=');
    pick(group(2), 'Valor', '5');
    addCondition(group(2));
    expect(problem(group(2))).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({
        connector: 'Y',
        groups: [{ connector: 'Y', conditions: [{ field: 'asociados', operator: '>=', value: '5' }] }],
      }),
    );
  });
});
