/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { withTicks } from '../feeBatchForm';
import { FeeMemberTicks } from './FeeMemberTicks';

const candidate = (
  memberId: number,
  firstName: string,
  kind: 'A' | 'N',
  otherBatchId: number | null = null,
) => ({
  memberId,
  number: `01A000${memberId}`,
  firstName,
  lastName: 'Ruiz',
  kind,
  lastFeeYear: 2026,
  inBatch: false,
  otherBatchId,
});

function serve() {
  const asked: { year: number; orderBy?: string }[] = [];
  const { client } = clientOver({
    feeBatchCandidates: (query: { year: number; orderBy?: string }) => {
      asked.push(query);
      return [candidate(1, 'Ana', 'A'), candidate(2, 'Bruno', 'N'), candidate(3, 'Carla', 'A', 41)];
    },
  });
  return { client, asked };
}

function Ticks({ readOnly = false }: { readOnly?: boolean }) {
  const [ticked, setTicked] = useState<number[]>([]);
  return (
    <FeeMemberTicks
      year={2027}
      ticked={ticked}
      onTick={(ids, on) => setTicked((now) => withTicks(now, ids, on))}
      readOnly={readOnly}
      id="fee-batch-memberIds"
    />
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe("the batch's member ticks", () => {
  it('ticks members one by one and all at once, counting adults and children', async () => {
    const { client } = serve();
    render(
      <AppUnderTest client={client}>
        <Ticks />
      </AppUnderTest>,
    );
    await waitFor(() => expect(box('Marcar a Ana Ruiz')).toBeTruthy());
    fireEvent.click(box('Marcar a Ana Ruiz'));
    expect(box('Marcar a Ana Ruiz').checked).toBe(true);
    expect(screen.getByText('Marcados: 1 adultos, 0 niños')).toBeTruthy();

    // A member whose fee of the year is in another batch: shown, with the reason, never ticked.
    expect(box('Marcar a Carla Ruiz').disabled).toBe(true);
    expect(screen.getByText('Ya está en la remesa 41 de ese año')).toBeTruthy();
    fireEvent.click(box('Marcar todos'));
    expect(box('Marcar a Bruno Ruiz').checked).toBe(true);
    expect(box('Marcar a Carla Ruiz').checked).toBe(false);
    expect(screen.getByText('Marcados: 1 adultos, 1 niños')).toBeTruthy();
    fireEvent.click(box('Marcar todos'));
    expect(screen.getByText('Marcados: 0 adultos, 0 niños')).toBeTruthy();
  });

  it('searches the shown members, and the tick-all acts on those only', async () => {
    const { client } = serve();
    render(
      <AppUnderTest client={client}>
        <Ticks />
      </AppUnderTest>,
    );
    await waitFor(() => expect(box('Marcar a Ana Ruiz')).toBeTruthy());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar asociados' }), {
      target: { value: 'brúno' },
    });
    expect(screen.queryByRole('checkbox', { name: 'Marcar a Ana Ruiz' })).toBeNull();
    fireEvent.click(box('Marcar todos'));
    expect(screen.getByText('Marcados: 0 adultos, 1 niños')).toBeTruthy();
  });

  it('asks the server again in the order of a clicked column, descending on a second click', async () => {
    const { client, asked } = serve();
    render(
      <AppUnderTest client={client}>
        <Ticks />
      </AppUnderTest>,
    );
    await waitFor(() => expect(asked.at(-1)?.orderBy).toBe('numAcae'));
    fireEvent.click(screen.getByRole('button', { name: /^Apellidos/ }));
    await waitFor(() => expect(asked.at(-1)?.orderBy).toBe('apellido'));
    fireEvent.click(screen.getByRole('button', { name: /^Apellidos/ }));
    await waitFor(() => expect(asked.at(-1)?.orderBy).toBe('apellido DESC'));
  });
});
