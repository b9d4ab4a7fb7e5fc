/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { AssociationModal } from './AssociationModal';

// The server's answer to rep_nombre / rep_serie (tests/integration/associations/list.test.ts
// proves its rule: any case and accents, the association edited left out); here, what the
// modal asks and what it says of the answer.
const CENTRO = { id: 1, name: 'Asociación Cultural de Aikido Centro', zone: 'Centro', series: '01A' };
const TAKEN = {
  name: new Map([[CENTRO.name, 1]]),
  series: new Map([
    [CENTRO.series, 1],
    ['02B', 2],
  ]),
};

type Asked = { name?: string | null; series?: string | null; exceptId?: number | null };

function renderModal(show: number) {
  const asked: Asked[] = [];
  const created: unknown[] = [];
  const { client } = clientOver({
    association: ({ id }: { id: number }) => (id === CENTRO.id ? CENTRO : null),
    associationConflicts: (args: Asked) => {
      asked.push(args);
      const other = (taken: number | undefined) => (taken != null && taken !== args.exceptId ? taken : null);
      return {
        nameTakenBy: args.name ? other(TAKEN.name.get(args.name)) : null,
        seriesTakenBy: args.series ? other(TAKEN.series.get(args.series)) : null,
      };
    },
    createAssociation: ({ input }: { input: unknown }) => {
      created.push(input);
      return { id: 9 };
    },
  });
  render(
    <AppUnderTest client={client}>
      <AssociationModal show={show} onClose={jest.fn()} onSaved={jest.fn()} />
    </AppUnderTest>,
  );
  return { asked, created };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const errorUnder = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent ?? '';

/** Types a value and leaves the field, as a person does: that is when it is checked. */
function typeAndLeave(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

describe('the association modal', () => {
  it('says a taken name or series on leaving the field, before any save, and a free one clears it', async () => {
    const { asked, created } = renderModal(-1);
    typeAndLeave('Nombre', `  ${CENTRO.name} `);
    await waitFor(() => expect(errorUnder('Nombre')).toBe('Ya existe una asociación con ese nombre.'));
    expect(field('Nombre').getAttribute('aria-describedby')).toContain(`${field('Nombre').id}-error`);
    // Asked trimmed, of every other association (a new one has no id to leave out).
    expect(asked).toContainEqual(expect.objectContaining({ name: CENTRO.name, exceptId: null }));

    typeAndLeave('Serie', '01a');
    await waitFor(() => expect(errorUnder('Serie')).toBe('Ya existe una asociación con esa serie.'));
    expect(asked).toContainEqual(expect.objectContaining({ series: '01A' }));

    typeAndLeave('Nombre', 'Asociación libre');
    await waitFor(() => expect(errorUnder('Nombre')).toBe(''));
    typeAndLeave('Serie', '99Z');
    await waitFor(() => expect(errorUnder('Serie')).toBe(''));
    expect(created).toEqual([]);
  });

  it('checks the series’ shape on leaving the field, without asking the server', async () => {
    const { asked } = renderModal(-1);
    typeAndLeave('Serie', '1A');
    await waitFor(() => expect(errorUnder('Serie')).toBe('Formato incorrecto para la serie'));
    expect(asked.filter((question) => question.series)).toEqual([]);
  });

  it('leaves the association edited out: its own name and series are free for it, another’s is not', async () => {
    const { asked } = renderModal(CENTRO.id);
    await waitFor(() => expect(field('Nombre').value).toBe(CENTRO.name));
    fireEvent.blur(field('Nombre'));
    fireEvent.blur(field('Serie'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.every((question) => question.exceptId === CENTRO.id)).toBe(true);
    expect(errorUnder('Nombre')).toBe('');
    expect(errorUnder('Serie')).toBe('');

    typeAndLeave('Serie', '02B');
    await waitFor(() => expect(errorUnder('Serie')).toBe('Ya existe una asociación con esa serie.'));
  });
});
