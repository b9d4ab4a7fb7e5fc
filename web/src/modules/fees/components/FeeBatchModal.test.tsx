/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { FeeBatchModal } from './FeeBatchModal';

const dojoAdmin: Me = {
  id: 2,
  firstName: 'Dojo',
  lastName: 'Admin',
  memberNumber: '01A0002',
  avatar: '',
  associationId: 1,
  dojoId: 1,
  roles: { admin: false, associationAdmin: false, dojoAdmin: true },
  originalRoles: { admin: false, associationAdmin: false, dojoAdmin: false },
};

const candidate = (memberId: number, firstName: string, kind: 'A' | 'N') => ({
  memberId,
  number: `01A000${memberId}`,
  firstName,
  lastName: 'Ruiz',
  kind,
  lastFeeYear: null,
  inBatch: false,
  otherBatchId: null,
});

const roles = { admin: false, associationAdmin: false, dojoAdmin: false };
const associationAdmin: Me = { ...dojoAdmin, id: 3, roles: { ...roles, associationAdmin: true } };
const nationalAdmin: Me = { ...dojoAdmin, id: 4, roles: { ...roles, admin: true } };

type Input = { year: number; memberIds: number[]; dojoId?: number };

const stored = (id: number, state: number, input: Input) => ({
  id,
  year: input.year,
  dojoId: input.dojoId ?? 1,
  dojoName: 'Dojo Uno',
  associationId: 1,
  state,
  memberIds: input.memberIds,
  history:
    state === 0
      ? []
      : [
          { level: 1, validated: true, at: '2026-03-02T10:00:00Z', memberId: 2, memberName: 'Dojo Admin' },
          { level: 1, validated: false, at: '2026-03-01T10:00:00Z', memberId: 2, memberName: 'Dojo Admin' },
        ],
});

function renderModal(show: number, me: Me = dojoAdmin, state = 0) {
  const created: Input[] = [];
  const updated: { id: number; input: Input }[] = [];
  const candidatesAsked: { year: number; dojoId?: number }[] = [];
  const { client } = clientOver({
    feeBatchCandidates: (query: { year: number; dojoId?: number }) => {
      candidatesAsked.push(query);
      return [candidate(1, 'Ana', 'A'), candidate(2, 'Bruno', 'N')];
    },
    feeBatch: ({ id }: { id: number }) => stored(id, state, { year: 2026, memberIds: [1] }),
    associations: () => ({ total: 1, returned: 1, items: [{ id: 1, name: 'Asociación Uno' }] }),
    dojos: () => ({
      total: 2,
      returned: 2,
      items: [
        { id: 1, name: 'Dojo Uno' },
        { id: 5, name: 'Dojo Cinco' },
      ],
    }),
    createFeeBatch: ({ input }: { input: Input }) => {
      created.push(input);
      return stored(77, 0, input);
    },
    updateFeeBatch: ({ id, input }: { id: number; input: Input }) => {
      updated.push({ id, input });
      return stored(id, 0, input);
    },
  });
  const onSaved = jest.fn();
  const onDelete = jest.fn();
  const onClose = jest.fn();
  render(
    <AppUnderTest client={client}>
      <SessionContext value={me}>
        <FeeBatchModal show={show} onClose={onClose} onSaved={onSaved} onDelete={onDelete} />
      </SessionContext>
    </AppUnderTest>,
  );
  return { created, updated, candidatesAsked, onSaved, onDelete, onClose };
}

const tick = (name: string) =>
  screen.findByRole<HTMLInputElement>('checkbox', { name: `Marcar a ${name} Ruiz` });

describe('the fee batch modal', () => {
  it('asks for the year and a member, then creates the batch with the ticked members', async () => {
    const { created, onSaved } = renderModal(-1);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El año es requerido.')).toBeTruthy();
    expect(screen.getByText('Debes marcar al menos un asociado.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Año'), { target: { value: '2027' } });
    const ana = await tick('Ana');
    fireEvent.click(ana);
    expect(ana.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
    expect(created).toEqual([{ year: 2027, memberIds: [1] }]);
    // A dojo administrator's batch is their dojo's: no dojo to pick.
    expect(screen.queryByLabelText('Dojo')).toBeNull();
  });

  it('asks before leaving ticks unsaved (part 2 §8): No keeps the modal and its ticks', async () => {
    const { onClose, created } = renderModal(-1);
    fireEvent.change(screen.getByLabelText('Año'), { target: { value: '2027' } });
    const ana = await tick('Ana');
    fireEvent.click(ana);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(
      'Hay valores modificados, estás seguro que quieres salir sin aplicar los cambios?',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(ana.checked).toBe(true);
    expect(created).toEqual([]);
  });

  it('modifies a batch nobody validated: its members as loaded, then the new ticks', async () => {
    const { updated, onSaved, onDelete } = renderModal(12);
    expect(await screen.findByRole('heading', { name: 'Modificar remesa de cuotas' })).toBeTruthy();
    expect((await tick('Ana')).checked).toBe(true);
    fireEvent.click(await tick('Bruno'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(12));
    expect(updated).toEqual([{ id: 12, input: { year: 2026, memberIds: [1, 2] } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar remesa' }));
    expect(onDelete).toHaveBeenCalledWith(12);
  });

  it.each([
    ['validated by its dojo', dojoAdmin, 1],
    ['not validated, to an association administrator (not theirs to change)', associationAdmin, 0],
  ])('shows a batch %s read-only: no save, no delete, only its members', async (_, me, state) => {
    renderModal(12, me, state);
    expect(await screen.findByRole('heading', { name: 'Ver remesa de cuotas' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Año').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar remesa' })).toBeNull();
    const ana = await tick('Ana');
    expect(ana.disabled).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Marcar a Bruno Ruiz' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Marcar todos' })).toBeNull();
  });

  it('lists the validation history newest first: who, level and which way', async () => {
    renderModal(12, dojoAdmin, 1);
    const history = await screen.findByRole('region', { name: 'Historial de validaciones' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent)),
    ).toEqual([
      ['Dojo Admin', 'Dojo', 'Validada'],
      ['Dojo Admin', 'Dojo', 'Desvalidada'],
    ]);
  });

  it('lets the national administrator make a batch for another dojo: its members, dojoId sent', async () => {
    const { created, candidatesAsked, onSaved } = renderModal(-1, nationalAdmin);
    const dojo = await screen.findByLabelText<HTMLSelectElement>('Dojo');
    // Their own dojo first.
    expect(dojo.value).toBe('1');
    await screen.findByRole('option', { name: 'Dojo Cinco' });
    fireEvent.change(dojo, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Año'), { target: { value: '2027' } });
    fireEvent.click(await tick('Bruno'));
    await waitFor(() => expect(candidatesAsked.at(-1)).toMatchObject({ year: 2027, dojoId: 5 }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
    expect(created).toEqual([{ year: 2027, memberIds: [2], dojoId: 5 }]);
  });
});
