/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memberRecord, meWith } from '../../../../test/memberFixtures';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { MemberModal } from './MemberModal';

// The member form's own checks (part 1 §5, §6, §7) on the real cache; what the server answers to
// each question (a hidden member is 0, the edited one is left out, case does not count) is held by
// tests/integration/members/record.test.ts.

type Asked = { mail?: string; memberNumber?: string; exceptId: number | null };

/** `taken`: the values the server says another member holds, with the id it answers. */
function renderModal(me: Me, show = -1, taken: Record<string, number> = {}) {
  const asked: Asked[] = [];
  const { client, operations } = clientOver({
    associations: () => ({
      total: 2,
      returned: 2,
      items: [
        { id: 1, name: 'Asociación 1' },
        { id: 2, name: 'Asociación 2' },
      ],
    }),
    dojos: ({ associationId }: { associationId: number }) => ({
      total: 1,
      returned: 1,
      items: [{ id: associationId === 1 ? 1 : 9, name: `Dojo ${associationId === 1 ? 1 : 9}` }],
    }),
    member: ({ id }: { id: number }) => memberRecord(id),
    memberMailTaken: (args: Asked) => {
      asked.push(args);
      return taken[args.mail!] ?? null;
    },
    memberNumberTaken: (args: Asked) => {
      asked.push(args);
      return taken[args.memberNumber!] ?? null;
    },
  });
  render(
    <AppUnderTest client={client}>
      <SessionContext value={me}>
        <MemberModal show={show} onClose={jest.fn()} onSaved={jest.fn()} />
      </SessionContext>
    </AppUnderTest>,
  );
  return { asked, operations };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
const toggle = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const admin = meWith(1, { admin: true });

/** Types a value and leaves the field, as a person does. */
function typeAndLeave(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

describe('the member form', () => {
  it('names every missing field of a new member, focuses the first, and sends nothing', async () => {
    const { operations } = renderModal(admin);
    await screen.findByRole('heading', { name: 'Nuevo asociado' });
    expect(screen.queryByText('El nombre es requerido.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    for (const message of [
      'Introduce un DNI válido.',
      'El nombre es requerido.',
      'El apellido es requerido.',
      'La fecha de nacimiento es requerida.',
      'La asociación es requerida.',
      'El dojo es requerido.',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('DNI')));
    expect(operations).not.toContain('CreateMember');
  });

  it('says a taken mail or number on leaving the field, one the caller may not see too, and clears it when free', async () => {
    const { asked } = renderModal(admin, -1, { 'miembro@demo.federa': 4, '02B0001': 0 });
    await screen.findByRole('heading', { name: 'Nuevo asociado' });
    const taken = 'Ya existe un asociado con ese correo';
    typeAndLeave('Correo electrónico', 'miembro@demo.federa');
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(field('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    // 0: a member outside the caller's view holds it, taken all the same.
    typeAndLeave('Núm. asociado', '02B0001');
    expect(await screen.findByText(/^Ya existe un asociado con ese número/)).toBeTruthy();

    typeAndLeave('Correo electrónico', 'libre@pruebas.federa');
    await waitFor(() => expect(screen.queryByText(taken)).toBeNull());
    expect(field('Correo electrónico').getAttribute('aria-invalid')).not.toBe('true');
    expect(asked.at(-1)).toEqual({ mail: 'libre@pruebas.federa', exceptId: null });
  });

  it('asks nothing of a number that breaks its format, and says so', async () => {
    const { asked } = renderModal(admin);
    await screen.findByRole('heading', { name: 'Nuevo asociado' });
    typeAndLeave('Núm. asociado', '1A');
    expect(await screen.findByText(/^Num\. con formato no válido\./)).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('leaves the edited member out of the questions about their own mail and number', async () => {
    const { asked } = renderModal(admin, 40);
    await screen.findByRole('heading', { name: 'Editar asociado' });
    await waitFor(() => expect(field('Correo electrónico').value).toBe('elena@pruebas.federa'));
    fireEvent.blur(field('Correo electrónico'));
    fireEvent.blur(field('Núm. asociado'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.map((question) => question.exceptId)).toEqual([40, 40]);
    expect(screen.queryByText('Ya existe un asociado con ese correo')).toBeNull();
  });

  it("lists the chosen association's dojos and starts the dojo over when the association changes", async () => {
    renderModal(admin);
    await screen.findByRole('heading', { name: 'Nuevo asociado' });
    const options = () => [...field('Dojo').querySelectorAll('option')].map((o) => o.textContent).slice(1);
    expect(field('Dojo').disabled).toBe(true);
    await screen.findByRole('option', { name: 'Asociación 2' });
    fireEvent.change(field('Asociación'), { target: { value: '1' } });
    await waitFor(() => expect(options()).toEqual(['Dojo 1']));
    fireEvent.change(field('Dojo'), { target: { value: '1' } });
    fireEvent.change(field('Asociación'), { target: { value: '2' } });
    expect(field('Dojo').value).toBe('');
    await waitFor(() => expect(options()).toEqual(['Dojo 9']));
    // Back in the first association the earlier dojo is not chosen again behind the user's back.
    fireEvent.change(field('Asociación'), { target: { value: '1' } });
    await waitFor(() => expect(options()).toEqual(['Dojo 1']));
    expect(field('Dojo').value).toBe('');
  });

  it('lets a dojo administrator grant only Admin Dojo, in their own association and dojo', async () => {
    renderModal(meWith(3, { dojoAdmin: true }));
    await screen.findByRole('heading', { name: 'Nuevo asociado' });
    expect([toggle('Admin').disabled, toggle('Admin Asociación').disabled]).toEqual([true, true]);
    expect(toggle('Admin Dojo').disabled).toBe(false);
    expect(toggle('Admin Dojo').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle('Admin Dojo'));
    expect(toggle('Admin Dojo').getAttribute('aria-pressed')).toBe('true');
    expect(field('Asociación').disabled).toBe(true);
    expect(field('Dojo').disabled).toBe(true);
    await waitFor(() => expect(field('Dojo').value).toBe('1'));
  });

  it('lets an association administrator grant the two lower roles, in their association, in any of its dojos', async () => {
    renderModal(meWith(2, { associationAdmin: true }));
    await screen.findByRole('heading', { name: 'Nuevo asociado' });
    expect(toggle('Admin').disabled).toBe(true);
    expect([toggle('Admin Asociación').disabled, toggle('Admin Dojo').disabled]).toEqual([false, false]);
    expect(field('Asociación').disabled).toBe(true);
    expect(field('Asociación').value).toBe('1');
    await waitFor(() => expect(field('Dojo').disabled).toBe(false));
  });
});
