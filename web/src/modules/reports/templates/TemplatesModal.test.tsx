/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import type { DefinitionInput } from './templateForm';
import { TemplatesModal } from './TemplatesModal';

type Stored = {
  id: number;
  view: string;
  name: string;
  description: string | null;
  isDefault: boolean;
  createdAt: string;
  dropped: string[];
  definition: DefinitionInput;
};
type Input = Omit<Stored, 'id' | 'createdAt' | 'dropped'>;

const basic: DefinitionInput = { fields: ['nombre', 'dojo'], groupBy: [], filter: null };

function renderTemplates(definition: DefinitionInput | null = basic) {
  const rows: Stored[] = [
    {
      id: 1,
      view: 'asociados',
      name: 'Listado básico',
      description: 'Nombre y dojo',
      isDefault: true,
      createdAt: '2026-11-01T10:00:00Z',
      dropped: [],
      definition: basic,
    },
    {
      id: 2,
      view: 'asociados',
      name: 'Antiguo',
      description: null,
      isDefault: false,
      createdAt: '2026-10-01T10:00:00Z',
      dropped: ['fax'],
      definition: { ...basic, fields: ['nombre'] },
    },
  ];
  const sent: { op: string; id?: number; input?: Input }[] = [];
  const taken = (input: Input, id?: number) => {
    if (rows.some((row) => row.name === input.name && row.id !== id)) {
      const message = 'Ya existe una plantilla con ese nombre.';
      throw new GraphQLError(message, {
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'name', message }] },
      });
    }
  };
  const { client } = clientOver({
    reportTemplates: ({ view }: { view: string }) => rows.filter((row) => row.view === view),
    addReportTemplate: ({ input }: { input: Input }) => {
      sent.push({ op: 'add', input });
      taken(input);
      const row = { ...input, id: rows.length + 10, createdAt: '2026-11-23T10:00:00Z', dropped: [] };
      rows.push(row);
      return row;
    },
    updateReportTemplate: ({ id, input }: { id: number; input: Input }) => {
      sent.push({ op: 'update', id, input });
      taken(input, id);
      const row = rows.find((r) => r.id === id)!;
      Object.assign(row, input);
      return row;
    },
    deleteReportTemplate: ({ id }: { id: number }) => {
      sent.push({ op: 'delete', id });
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
      return true;
    },
  });
  const applied: { view: string; definition: DefinitionInput }[] = [];
  const onClose = jest.fn();
  render(
    <AppUnderTest client={client}>
      <TemplatesModal
        view="asociados"
        definition={definition}
        applyDefinition={(view, given) => applied.push({ view, definition: given })}
        onClose={onClose}
      />
    </AppUnderTest>,
  );
  return { rows, sent, applied, onClose };
}

const row = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;
const press = (scope: HTMLElement, name: string) =>
  fireEvent.click(within(scope).getByRole('button', { name }));

describe('the templates modal', () => {
  it('edits one row at a time, and cancelling reverts the row', async () => {
    const { sent } = renderTemplates();
    press(await row('Listado básico'), 'Editar');
    const edited = document.querySelector('tr[data-state="editing"]') as HTMLElement;
    fireEvent.change(within(edited).getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Otro' } });
    // The other row offers nothing while one is edited, nor does the add button.
    for (const name of ['Cargar', 'Editar', 'Duplicar', 'Eliminar']) {
      expect(within(await row('Antiguo')).getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    expect(screen.getByRole('button', { name: 'Nueva plantilla' })).toHaveProperty('disabled', true);
    press(edited, 'Cancelar');
    expect((await row('Listado básico')).getAttribute('data-state')).toBe('normal');
    expect(screen.queryByDisplayValue('Otro')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('does not save an empty name, and shows a taken name under the field', async () => {
    const { sent, rows } = renderTemplates();
    press(await row('Antiguo'), 'Editar');
    const edited = document.querySelector('tr[data-state="editing"]') as HTMLElement;
    const name = within(edited).getByRole('textbox', { name: 'Nombre' });
    fireEvent.change(name, { target: { value: '   ' } });
    press(edited, 'Guardar');
    expect(await within(edited).findByText('El nombre es requerido.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    press(edited, 'Guardar');
    expect(await within(edited).findByText('El campo no puede superar 50 caracteres.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Listado básico' } });
    press(edited, 'Guardar');
    expect(await within(edited).findByText('Ya existe una plantilla con ese nombre.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Renombrada' } });
    fireEvent.click(within(edited).getByRole('checkbox', { name: 'Por defecto' }));
    press(edited, 'Guardar');
    await waitFor(() => expect(document.querySelector('tr[data-state="editing"]')).toBeNull());
    expect(sent.at(-1)).toEqual({
      op: 'update',
      id: 2,
      input: {
        view: 'asociados',
        name: 'Renombrada',
        description: null,
        isDefault: true,
        definition: { fields: ['nombre'], groupBy: [], filter: null },
      },
    });
    expect(rows.find((r) => r.id === 2)?.name).toBe('Renombrada');
  });

  it("duplicates as '<name> - Copia', never the default", async () => {
    const { sent } = renderTemplates();
    press(await row('Listado básico'), 'Duplicar');
    expect(await row('Listado básico - Copia')).toBeTruthy();
    expect(sent).toEqual([
      {
        op: 'add',
        input: {
          view: 'asociados',
          name: 'Listado básico - Copia',
          description: 'Nombre y dojo',
          isDefault: false,
          definition: basic,
        },
      },
    ]);
  });

  it("adds the screen's configuration as a new row named 'Nueva plantilla'", async () => {
    const { sent } = renderTemplates({ fields: ['mail'], groupBy: [], filter: null });
    await row('Antiguo');
    fireEvent.click(screen.getByRole('button', { name: 'Nueva plantilla' }));
    const added = document.querySelector('tr[data-state="new"]') as HTMLElement;
    expect(within(added).getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'Nueva plantilla');
    press(added, 'Guardar');
    expect(await row('Nueva plantilla')).toBeTruthy();
    expect(sent[0].input?.definition).toEqual({ fields: ['mail'], groupBy: [], filter: null });
  });

  it('loads a template onto the screen and names the fields it dropped', async () => {
    const { applied, onClose } = renderTemplates();
    press(await row('Antiguo'), 'Cargar');
    expect(applied).toEqual([
      { view: 'asociados', definition: { fields: ['nombre'], groupBy: [], filter: null } },
    ]);
    expect(onClose).toHaveBeenCalled();
    const told = await screen.findByRole('dialog', { name: 'Plantilla cargada en parte' });
    expect(within(told).getByText('fax')).toBeTruthy();
  });

  it('deletes after asking', async () => {
    const { sent } = renderTemplates();
    press(await row('Antiguo'), 'Eliminar');
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Plantilla eliminada' })).getByRole('button'),
    );
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Antiguo/ })).toBeNull());
    expect(sent).toEqual([{ op: 'delete', id: 2 }]);
  });
});
