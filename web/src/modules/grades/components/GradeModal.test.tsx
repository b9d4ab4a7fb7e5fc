/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { GradeModal } from './GradeModal';

const member: Me = {
  id: 4,
  firstName: 'Pablo',
  lastName: 'Santos',
  memberNumber: '01A0004',
  avatar: '',
  associationId: 1,
  dojoId: 1,
  roles: { admin: false, associationAdmin: false, dojoAdmin: false },
  originalRoles: { admin: false, associationAdmin: false, dojoAdmin: false },
};

const belts = [
  { id: 1, value: -40, description: '4º Kyu', primaryColour: '#F28C28', hours: 60 },
  { id: 2, value: -35, description: '4º Kyu intermedio', primaryColour: '#F28C28', hours: 70 },
  { id: 3, value: -30, description: '3º Kyu', primaryColour: '#2E8B57', hours: 80 },
  { id: 4, value: 0, description: '1º Dan', primaryColour: '#111111', hours: 0 },
];
const held = (refId: number, status: number, locked: boolean) => ({
  id: refId * 10,
  refId,
  date: '2024-05-01',
  hours: 12,
  status,
  locked,
  value: belts[refId - 1].value,
  description: belts[refId - 1].description,
  validatedAt: null,
  validatorId: null,
  validatorName: null,
});

function renderModal(heldBelts = [held(1, 0, true)]) {
  const saved: unknown[] = [];
  const { client } = clientOver({
    belts: () => belts,
    titles: () => [{ id: 1, value: 1, description: 'Fukushidoin' }],
    memberGradeRecord: () => ({ memberId: 4, belts: heldBelts, titles: [] }),
    gradeReadiness: () => ({
      memberId: 4,
      nextBelt: '3º Kyu',
      hoursAttended: 20.5,
      hoursNeeded: 80,
      meetsHours: false,
      daysInGrade: 30,
    }),
    saveMemberGrades: ({ input }: { input: unknown }) => {
      saved.push(input);
      return { memberId: 4, belts: [held(1, 0, true), held(3, -1, false)], titles: [] };
    },
  });
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(
    <AppUnderTest client={client}>
      <SessionContext value={member}>
        <GradeModal
          member={{ id: 4, fullName: 'Pablo Santos', memberNumber: '01A0004' }}
          onClose={onClose}
          onSaved={onSaved}
        />
      </SessionContext>
    </AppUnderTest>,
  );
  return { saved, onSaved, onClose };
}

const card = (name: string) => screen.getByRole('group', { name });

describe('the grade modal', () => {
  it('locks a regulated belt, hides intermediate belts until asked, and saves the whole record once', async () => {
    const { saved, onSaved } = renderModal();
    const regulated = await screen.findByRole('checkbox', { name: '4º Kyu' });
    expect((regulated as HTMLInputElement).disabled).toBe(true);
    expect(within(card('4º Kyu')).getByText('Regulado')).toBeTruthy();
    expect((within(card('4º Kyu')).getByLabelText('Fecha') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('3º Kyu: 20.5 de 80 horas')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '4º Kyu intermedio' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mostrar cinturones intermedios' }));
    expect(card('4º Kyu intermedio')).toBeTruthy();

    // Nothing changed yet.
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(
      await screen.findByText('Debe haber al menos un cinturón seleccionado/eliminado/modificado'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: '3º Kyu' }));
    const hours = within(card('3º Kyu')).getByLabelText('Horas') as HTMLInputElement;
    expect(hours.value).toBe('0');
    expect(within(card('3º Kyu')).getByText('Sin guardar')).toBeTruthy();
    fireEvent.change(hours, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await within(card('3º Kyu')).findByText('La fecha es obligatoria')).toBeTruthy();
    expect(
      within(card('3º Kyu')).getByText('El número de horas debe ser un número válido mayor o igual que 0'),
    ).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.change(within(card('3º Kyu')).getByLabelText('Fecha'), { target: { value: '2026-01-10' } });
    fireEvent.change(hours, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved).toEqual([
      {
        belts: [
          { beltId: 1, date: '2024-05-01', hours: '12' },
          { beltId: 3, date: '2026-01-10', hours: '15' },
        ],
        titles: [],
      },
    ]);
  });

  it('refuses a date after today, and asks before leaving a belt unsaved (part 2 §8)', async () => {
    const { saved, onClose } = renderModal();
    fireEvent.click(await screen.findByRole('checkbox', { name: '3º Kyu' }));
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(within(card('3º Kyu')).getByLabelText('Fecha'), { target: { value: tomorrow } });
    fireEvent.change(within(card('3º Kyu')).getByLabelText('Horas'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await within(card('3º Kyu')).findByText('La fecha no puede ser posterior a hoy.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(
      'Hay valores modificados, estás seguro que quieres salir sin aplicar los cambios?',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '3º Kyu' }).checked).toBe(true);
    expect(saved).toEqual([]);
  });

  it('puts kyu and dan belts under their own headings', async () => {
    renderModal();
    const kyu = await screen.findByRole('region', { name: 'Kyu' });
    const dan = screen.getByRole('region', { name: 'Dan' });
    expect(within(kyu).getByRole('checkbox', { name: '3º Kyu' })).toBeTruthy();
    expect(within(kyu).queryByRole('checkbox', { name: '1º Dan' })).toBeNull();
    expect(within(dan).getByRole('checkbox', { name: '1º Dan' })).toBeTruthy();
  });

  it("moves a row's errors with it when a belt before it is unticked", async () => {
    renderModal();
    fireEvent.click(await screen.findByRole('checkbox', { name: '3º Kyu' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '1º Dan' }));
    fireEvent.change(within(card('1º Dan')).getByLabelText('Fecha'), { target: { value: '2026-01-10' } });
    fireEvent.change(within(card('1º Dan')).getByLabelText('Horas'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await within(card('3º Kyu')).findByText('La fecha es obligatoria')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: '3º Kyu' }));
    const dan = card('1º Dan');
    expect(
      within(dan).getByText('El número de horas debe ser un número válido mayor o igual que 0'),
    ).toBeTruthy();
    expect(within(dan).queryByText('La fecha es obligatoria')).toBeNull();
  });

  it("drops 'nothing to save' once a belt is ticked", async () => {
    renderModal();
    await screen.findByRole('checkbox', { name: '3º Kyu' });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    const nothing = 'Debe haber al menos un cinturón seleccionado/eliminado/modificado';
    expect(await screen.findByText(nothing)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '3º Kyu' }));
    await waitFor(() => expect(screen.queryByText(nothing)).toBeNull());
  });

  it('gives a held belt ticked back its stored date and hours', async () => {
    renderModal([held(1, 0, true), held(3, -1, false)]);
    const kyu3 = await screen.findByRole('checkbox', { name: '3º Kyu' });
    fireEvent.click(kyu3);
    expect(within(card('3º Kyu')).queryByLabelText('Fecha')).toBeNull();
    fireEvent.click(kyu3);
    expect((within(card('3º Kyu')).getByLabelText('Fecha') as HTMLInputElement).value).toBe('2024-05-01');
    expect((within(card('3º Kyu')).getByLabelText('Horas') as HTMLInputElement).value).toBe('12');
  });
});
