/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

function renderModal(show: number) {
  const created: unknown[] = [];
  const { client } = clientOver({
    feeBatchCandidates: () => [candidate(1, 'Ana', 'A'), candidate(2, 'Bruno', 'N')],
    createFeeBatch: ({ input }: { input: { year: number; memberIds: number[] } }) => {
      created.push(input);
      return {
        id: 77,
        year: input.year,
        dojoId: 1,
        dojoName: 'Dojo',
        associationId: 1,
        state: 0,
        memberIds: input.memberIds,
        history: [],
      };
    },
  });
  const onSaved = jest.fn();
  render(
    <AppUnderTest client={client}>
      <SessionContext value={dojoAdmin}>
        <FeeBatchModal show={show} onClose={jest.fn()} onSaved={onSaved} onDelete={jest.fn()} />
      </SessionContext>
    </AppUnderTest>,
  );
  return { created, onSaved };
}

describe('the fee batch modal', () => {
  it('asks for the year and a member, then creates the batch with the ticked members', async () => {
    const { created, onSaved } = renderModal(-1);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El año es requerido.')).toBeTruthy();
    expect(screen.getByText('Debes marcar al menos un asociado.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Año'), { target: { value: '2027' } });
    const ana = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Marcar a Ana Ruiz' });
    fireEvent.click(ana);
    expect(ana.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
    expect(created).toEqual([{ year: 2027, memberIds: [1] }]);
  });
});
