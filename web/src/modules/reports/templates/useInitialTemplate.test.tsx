/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import type { DefinitionInput } from './templateForm';
import { useInitialTemplate } from './useInitialTemplate';

const template = (id: number, view: string, name: string, isDefault = false) => ({
  id,
  view,
  name,
  description: null,
  isDefault,
  createdAt: '2026-11-01T10:00:00Z',
  dropped: [],
  definition: { fields: [`f${id}`], groupBy: [], filter: null },
});
const stored = [template(1, 'asociados', 'Listado básico'), template(2, 'dojos', 'Dojos', true)];

function Opening(props: { idReg: number; hasAddressConfiguration: boolean; applied: unknown[] }) {
  useInitialTemplate({
    idReg: props.idReg,
    hasAddressConfiguration: props.hasAddressConfiguration,
    applyDefinition: (view: string, definition: DefinitionInput) => props.applied.push({ view, definition }),
  });
  return null;
}

function open(idReg: number, hasAddressConfiguration = false) {
  const { client, operations } = clientOver({
    defaultReportTemplate: () => stored.find((row) => row.isDefault) ?? null,
    reportViews: () => [
      { code: 'asociados', name: 'Asociados' },
      { code: 'dojos', name: 'Dojos' },
    ],
    reportTemplates: ({ view }: { view: string }) => stored.filter((row) => row.view === view),
  });
  const applied: unknown[] = [];
  render(
    <AppUnderTest client={client}>
      <Opening idReg={idReg} hasAddressConfiguration={hasAddressConfiguration} applied={applied} />
    </AppUnderTest>,
  );
  return { applied, operations };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the report builder's opening template", () => {
  it('is the default one, which sets the view', async () => {
    const { applied } = open(0);
    await settle();
    expect(applied).toEqual([{ view: 'dojos', definition: { fields: ['f2'], groupBy: [], filter: null } }]);
  });

  it("is the route's template when it is one of the caller's, of whichever view", async () => {
    const { applied } = open(1);
    await settle();
    expect(applied).toEqual([
      { view: 'asociados', definition: { fields: ['f1'], groupBy: [], filter: null } },
    ]);
  });

  it("says an unknown template is not found and leaves the builder empty, not the default's", async () => {
    const logged = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { applied } = open(99);
    expect(await screen.findByRole('alertdialog', { name: 'No se ha encontrado la plantilla' })).toBeTruthy();
    expect(applied).toEqual([]);
    expect(logged).toHaveBeenCalledWith('No se ha encontrado la plantilla', 99);
    logged.mockRestore();
  });

  it('gives way to a configuration in the address', async () => {
    const { applied, operations } = open(1, true);
    await settle();
    expect(applied).toEqual([]);
    expect(operations).toEqual([]);
  });
});
