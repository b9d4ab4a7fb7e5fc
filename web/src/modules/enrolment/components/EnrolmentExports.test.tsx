/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { EnrolmentExports } from './EnrolmentExports';

type Answer = { ok: boolean; status: number; headers: { get: (name: string) => string | null } };

describe('the enrolment files', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks the server for the file, shows that it is being made, and says a failure in §8’s words', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const fetch = jest.fn(() => new Promise<Answer>((resolve) => (answer = resolve)));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    // The failure is logged for whoever looks at the console; not this test's concern.
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppUnderTest client={clientOver({}).client}>
        <EnrolmentExports courseId={9} />
      </AppUnderTest>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Inscritos completo (Excel)' }));
    expect(fetch).toHaveBeenCalledWith(
      '/v1/cursos/descargar_alumnosExcelComp?curso=9&lang=es',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByRole('progressbar', { name: 'Preparando el listado…' })).toBeTruthy();
    for (const name of ['Inscritos (Excel)', 'Hoja de firmas (PDF)', 'Hoja de firmas (Excel)']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }

    // The REST door refuses with JSON rather than a file.
    answer({ ok: true, status: 200, headers: { get: () => 'application/json; charset=utf-8' } });
    const failure = await screen.findByRole('alertdialog');
    expect(within(failure).getByText('Listado erróneo')).toBeTruthy();
    expect(within(failure).getByText('Ha habido un problema en el servidor')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Inscritos (Excel)' })).toHaveProperty('disabled', false);
    log.mockRestore();
  });
});
