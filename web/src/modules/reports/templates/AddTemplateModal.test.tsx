/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { AddTemplateModal } from './AddTemplateModal';

const definition = { fields: ['nombre'], groupBy: [], filter: null };

function renderAdd() {
  const sent: unknown[] = [];
  const { client } = clientOver({
    addReportTemplate: ({ input }: { input: { name: string } }) => {
      sent.push(input);
      if (input.name === 'Listado básico') {
        const message = 'Ya existe una plantilla con ese nombre.';
        throw new GraphQLError(message, {
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'name', message }] },
        });
      }
      return {
        id: 7,
        view: 'asociados',
        name: input.name,
        description: null,
        isDefault: false,
        createdAt: '2026-11-23T10:00:00Z',
        dropped: [],
        definition,
      };
    },
  });
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(
    <AppUnderTest client={client}>
      <AddTemplateModal view="asociados" definition={definition} onClose={onClose} onSaved={onSaved} />
    </AppUnderTest>,
  );
  return { sent, onSaved, onClose };
}

const altG = () => fireEvent.keyDown(window, { key: 'g', code: 'KeyG', altKey: true });

describe("'Añadir Plantilla'", () => {
  it("proposes 'Nueva plantilla', refuses an empty or long name, and shows a taken one under the field", async () => {
    const { sent, onSaved } = renderAdd();
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveProperty('value', 'Nueva plantilla');
    fireEvent.change(name, { target: { value: '' } });
    altG();
    expect(await screen.findByText('El nombre es requerido.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Descripción' }), {
      target: { value: 'd'.repeat(51) },
    });
    fireEvent.change(name, { target: { value: 'Listado básico' } });
    altG();
    expect(await screen.findByText('El campo no puede superar 50 caracteres.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Descripción' }), { target: { value: 'Mío' } });
    altG();
    expect(await screen.findByText('Ya existe una plantilla con ese nombre.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Mi listado' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Por defecto' }));
    altG();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    expect(sent.at(-1)).toEqual({
      view: 'asociados',
      name: 'Mi listado',
      description: 'Mío',
      isDefault: true,
      definition,
    });
  });
});
