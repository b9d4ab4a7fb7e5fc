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

type Asked = { year: number; orderBy?: string; dojoId?: number };

function serve() {
  const asked: Asked[] = [];
  const { client } = clientOver({
    feeBatchCandidates: (query: Asked) => {
      asked.push(query);
      // Ana's fee of 2026 is in batch 12 already: ticked for 2027, she is taken once 2026 is asked.
      if (query.year === 2026) return [candidate(1, 'Ana', 'A', 12), candidate(2, 'Bruno', 'N')];
      return [candidate(1, 'Ana', 'A'), candidate(2, 'Bruno', 'N'), candidate(3, 'Carla', 'A', 41)];
    },
  });
  return { client, asked };
}

function Ticks({ readOnly = false, dojoId }: { readOnly?: boolean; dojoId?: number }) {
  const [ticked, setTicked] = useState<number[]>([]);
  const [year, setYear] = useState(2027);
  return (
    <>
      <button type="button" onClick={() => setYear(2026)}>
        2026
      </button>
      <FeeMemberTicks
        year={year}
        dojoId={dojoId}
        ticked={ticked}
        onTick={(ids, on) => setTicked((now) => withTicks(now, ids, on))}
        readOnly={readOnly}
        id="fee-batch-memberIds"
      />
    </>
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
    expect(screen.getByText('Marcados: 1 adulto, 0 niños')).toBeTruthy();

    // A member whose fee of the year is in another batch: shown, with the reason, never ticked.
    expect(box('Marcar a Carla Ruiz').disabled).toBe(true);
    expect(screen.getByText('Ya está en la remesa 41 de ese año')).toBeTruthy();
    fireEvent.click(box('Marcar todos'));
    expect(box('Marcar a Bruno Ruiz').checked).toBe(true);
    expect(box('Marcar a Carla Ruiz').checked).toBe(false);
    expect(screen.getByText('Marcados: 1 adulto, 1 niño')).toBeTruthy();
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
    expect(screen.getByText('Marcados: 0 adultos, 1 niño')).toBeTruthy();
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

  it('keeps Enter in the search box from submitting the form around it', async () => {
    const { client } = serve();
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <AppUnderTest client={client}>
        <form onSubmit={submitted}>
          <Ticks />
        </form>
      </AppUnderTest>,
    );
    await waitFor(() => expect(box('Marcar a Ana Ruiz')).toBeTruthy());
    const search = screen.getByRole('searchbox', { name: 'Buscar asociados' });
    // fireEvent answers false when the default action (the form's implicit submission) was stopped.
    expect(fireEvent.keyDown(search, { key: 'Enter' })).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('lets a tick be undone after the year changes, even if the member is now in another batch', async () => {
    const { client } = serve();
    render(
      <AppUnderTest client={client}>
        <Ticks />
      </AppUnderTest>,
    );
    await waitFor(() => expect(box('Marcar a Ana Ruiz')).toBeTruthy());
    fireEvent.click(box('Marcar a Ana Ruiz'));
    fireEvent.click(screen.getByRole('button', { name: '2026' }));
    await waitFor(() => expect(screen.getByText('Ya está en la remesa 12 de ese año')).toBeTruthy());
    expect(box('Marcar a Ana Ruiz').checked).toBe(true);
    expect(box('Marcar a Ana Ruiz').disabled).toBe(false);
    fireEvent.click(box('Marcar a Ana Ruiz'));
    expect(box('Marcar a Ana Ruiz').checked).toBe(false);
    // Once unticked she is taken like any member of another batch.
    expect(box('Marcar a Ana Ruiz').disabled).toBe(true);
    expect(screen.getByText('Marcados: 0 adultos, 0 niños')).toBeTruthy();
  });

  it("asks for the dojo's members that the national administrator picked", async () => {
    const { client, asked } = serve();
    render(
      <AppUnderTest client={client}>
        <Ticks dojoId={7} />
      </AppUnderTest>,
    );
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ year: 2027, dojoId: 7 }));
  });

  it('sorts through the kit table, which tells screen readers the order', async () => {
    const { client } = serve();
    render(
      <AppUnderTest client={client}>
        <Ticks />
      </AppUnderTest>,
    );
    await waitFor(() => expect(box('Marcar a Ana Ruiz')).toBeTruthy());
    expect(screen.getByRole('columnheader', { name: /Núm/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('button', { name: /, orden ascendente$/ })).toBeTruthy();
  });
});
