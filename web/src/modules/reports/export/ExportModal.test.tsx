/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { tokenStore } from '../../session/tokenStore';
import { ExportModal } from './ExportModal';

const request = { view: 'asociados', fields: ['nombre'], groupBy: [], filter: null, orderBy: 'nombre DESC' };

function renderExport(total: number, answer: () => Promise<unknown>) {
  const fetchMock = jest.fn(answer);
  global.fetch = fetchMock as unknown as typeof fetch;
  const onClose = jest.fn();
  render(
    <AppUnderTest client={clientOver({}).client}>
      <ExportModal request={request} total={total} onClose={onClose} />
    </AppUnderTest>,
  );
  return { fetchMock, onClose };
}

describe("the export modal ('Exportar resultados')", () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    tokenStore.set('token-1');
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  it('says the format the row count gives, and posts the configuration with the token', async () => {
    const { fetchMock, onClose } = renderExport(12_345, async () => ({
      ok: true,
      status: 200,
      headers: { get: (name: string) => (name === 'content-type' ? 'text/csv; charset=utf-8' : null) },
      blob: async () => new Blob(['x']),
    }));
    const dialog = screen.getByRole('dialog', { name: 'Exportar resultados' });
    expect(dialog.textContent).toContain('12.345 filas');
    expect(dialog.textContent).toContain('Documento.csv');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Exportar' })));
    expect(fetchMock).toHaveBeenCalledWith('/v1/listado/custom?excel=true&lang=es', {
      method: 'POST',
      headers: { authorization: 'Bearer token-1', 'content-type': 'application/json' },
      body: JSON.stringify({
        vista: 'asociados',
        campos: ['nombre'],
        agregaciones: [],
        filtros: { nexo: 'Y', filtros: [] },
        orden: 'nombre DESC',
      }),
    });
    expect(saved).toEqual(['Documento.csv']);
    expect(onClose).toHaveBeenCalled();
  });

  it("is busy while the file comes, then says 'Listado erróneo' when the server fails", async () => {
    let fail: (error: Error) => void = () => undefined;
    const { onClose } = renderExport(20, () => new Promise((_, reject) => (fail = reject)));
    const dialog = screen.getByRole('dialog', { name: 'Exportar resultados' });
    expect(dialog.textContent).toContain('Documento.xlsx');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Preparando el fichero…' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Preparando el fichero…' })).toHaveProperty(
      'disabled',
      true,
    );
    await act(async () => fail(new Error('network')));
    const failure = await screen.findByRole('alertdialog', { name: 'Listado erróneo' });
    expect(failure.textContent).toContain('Ha habido un problema en el servidor');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });
});
