/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { EnrolmentModal } from './EnrolmentModal';

const roles = { admin: false, associationAdmin: false, dojoAdmin: false };
const member: Me = {
  id: 4,
  firstName: 'Pablo',
  lastName: 'Santos',
  memberNumber: '01A0004',
  avatar: '',
  associationId: 1,
  dojoId: 1,
  roles,
  originalRoles: roles,
};
const dojoAdmin: Me = { ...member, id: 3, roles: { ...roles, dojoAdmin: true } };
const associationAdmin: Me = { ...member, id: 2, roles: { ...roles, associationAdmin: true } };

const course = (marksPayment: boolean, enrolled = false) => ({
  id: 9,
  title: 'Stage de otoño',
  city: 'Madrid',
  details: 'Traed bokken.',
  clausesActive: true,
  clauses: 'Acepto las normas del dojo.',
  image: null,
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  status: 'UPCOMING',
  enrolled,
  canEnrol: true,
  marksPayment,
  sessions: [
    { id: 10, date: '2026-12-05', startTime: '10:00', endTime: '13:00', description: 'Sábado', kind: 'S' },
    { id: 11, date: '2026-12-06', startTime: '10:00', endTime: '13:00', description: 'Domingo', kind: 'S' },
    { id: 12, date: '2026-12-05', startTime: '21:00', endTime: '23:00', description: 'Cena', kind: 'E' },
  ],
});

const row = (memberId: number, firstName: string, enrolled = false, dojoId = 1) => ({
  memberId,
  number: `01A000${memberId}`,
  firstName,
  lastName: 'Santos',
  dojoName: 'Dojo Uno',
  dojoId,
  associationId: 1,
  adult: true,
  lastFeeYear: 2026,
  avatar: '',
  enrolled,
  paid: false,
  attended: false,
  clauseAccepted: enrolled,
  editable: true,
  entries: enrolled ? [{ sessionId: 10, kind: 'S', eventAttendees: 1, attended: false, paid: false }] : [],
});

type Change = {
  memberId: number;
  enrolled: boolean;
  clauseAccepted?: boolean;
  paid?: boolean;
  entries?: unknown[];
};

function renderModal(me: Me, rows: ReturnType<typeof row>[], refuse?: string, total = rows.length) {
  const saved: Change[][] = [];
  const searches: unknown[] = [];
  const page = () => ({
    items: rows,
    returned: rows.length,
    total,
    totalIsExact: true,
    enrolled: 1,
    paid: 0,
    attended: 0,
    eventTotals: [{ sessionId: 12, total: 3 }],
  });
  const { client, operations } = clientOver({
    course: () =>
      course(
        me.roles.dojoAdmin,
        rows.some((one) => one.memberId === me.id && one.enrolled),
      ),
    courseEnrolment: (args: unknown) => {
      searches.push(args);
      return page();
    },
    calendarFeed: () => ({ url: '/calendario/abc.ics' }),
    renewCalendarFeed: () => ({ url: '/calendario/def.ics' }),
    saveEnrolmentChanges: ({ changes }: { changes: Change[] }) => {
      if (refuse) throw new GraphQLError(refuse, { extensions: { code: 'BAD_USER_INPUT' } });
      saved.push(changes);
      return page();
    },
  });
  const onClose = jest.fn();
  render(
    <AppUnderTest client={client}>
      <SessionContext value={me}>
        <EnrolmentModal courseId={9} onClose={onClose} />
      </SessionContext>
    </AppUnderTest>,
  );
  return { saved, searches, operations, onClose };
}

const box = (name: string) => screen.findByRole<HTMLInputElement>('checkbox', { name });
const question = () => screen.findByRole('alertdialog');

describe('the enrolment modal', () => {
  it('a member enrols by accepting the clauses in their dialog; No Acepto leaves the row as it was', async () => {
    const { saved } = renderModal(member, [row(4, 'Pablo')]);
    expect(await screen.findByRole('heading', { name: 'Inscripción: Stage de otoño' })).toBeTruthy();
    // A plain member has no search, counters nor files.
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inscritos (Excel)' })).toBeNull();

    fireEvent.click(await box('Inscribir a Pablo Santos'));
    expect(within(await question()).getByText('Acepto las normas del dojo.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No Acepto' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await box('Inscribir a Pablo Santos')).checked).toBe(false);
    expect((await box('Pablo Santos acepta las cláusulas')).checked).toBe(false);

    fireEvent.click(await box('Inscribir a Pablo Santos'));
    fireEvent.click(within(await question()).getByRole('button', { name: 'Acepto' }));
    await waitFor(async () => expect((await box('Inscribir a Pablo Santos')).checked).toBe(true));
    expect((await box('Pablo Santos acepta las cláusulas')).checked).toBe(true);
    expect((await box('Pablo Santos: Sábado')).checked).toBe(true);
    expect(screen.getByText('1 cambio sin guardar')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual([
      {
        memberId: 4,
        enrolled: true,
        paid: false,
        attended: false,
        clauseAccepted: true,
        entries: [
          { sessionId: 10, eventAttendees: 1, attended: false, paid: false },
          { sessionId: 11, eventAttendees: 1, attended: false, paid: false },
        ],
      },
    ]);
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
  });

  it('unticks the clauses directly, and a change undone is no longer pending', async () => {
    renderModal(member, [row(4, 'Pablo', true)]);
    fireEvent.click(await box('Pablo Santos acepta las cláusulas'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await box('Inscribir a Pablo Santos')).checked).toBe(false);
    expect(screen.getByText('1 cambio sin guardar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect((await box('Inscribir a Pablo Santos')).checked).toBe(true);
    expect(screen.queryByText(/sin guardar/)).toBeNull();
  });

  it('refuses at once, in the server’s words, what the server would refuse at Guardar', async () => {
    const paid = row(4, 'Pablo', true);
    paid.paid = true;
    paid.entries = [{ ...paid.entries[0], paid: true }];
    renderModal(member, [paid]);
    fireEvent.click(await box('Pablo Santos: Sábado'));
    const refusal = await question();
    expect(
      within(refusal).getByText(
        'El asociado 01A0004 Pablo Santos ya ha pagado o asistido: solo el administrador del dojo organizador puede darle de baja.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(refusal).getByRole('button', { name: 'Aceptar' }));
    expect((await box('Pablo Santos: Sábado')).checked).toBe(true);
    expect(screen.queryByText(/sin guardar/)).toBeNull();
  });

  it('closing with changes asks Guardar / Descartar / Cancelar', async () => {
    const { saved, onClose } = renderModal(member, [row(4, 'Pablo', true)]);
    fireEvent.click(await box('Pablo Santos: Domingo'));
    const close = screen.getAllByRole('button', { name: 'Cerrar' }).at(-1)!;

    fireEvent.click(close);
    fireEvent.click(within(await question()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((await box('Pablo Santos: Domingo')).checked).toBe(true);

    fireEvent.click(close);
    fireEvent.click(within(await question()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toHaveLength(1);
  });

  it('Descartar on closing leaves without saving', async () => {
    const { saved, onClose } = renderModal(member, [row(4, 'Pablo', true)]);
    fireEvent.click(await box('Pablo Santos: Domingo'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    fireEvent.click(within(await question()).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toHaveLength(0);
  });

  it('a refusal shows the server’s message and keeps the changes', async () => {
    const message = 'El asociado 01A0004 Pablo Santos debe aceptar las cláusulas del curso.';
    renderModal(member, [row(4, 'Pablo', true)], message);
    fireEvent.click(await box('Pablo Santos: Domingo'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const failure = await question();
    expect(within(failure).getByText(message)).toBeTruthy();
    expect(within(failure).getByText('Los cambios no se han podido guardar.')).toBeTruthy();
    fireEvent.click(within(failure).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByText('1 cambio sin guardar')).toBeTruthy();
    expect((await box('Pablo Santos: Domingo')).checked).toBe(true);
  });

  it('gives the organising dojo’s administrator the tools, the counters and pay on rows with a session', async () => {
    renderModal(dojoAdmin, [row(4, 'Pablo', true), row(6, 'Lucía')]);
    expect(await screen.findByText('Pagados: 0 de 1')).toBeTruthy();
    expect(screen.getByText('Asistidos: 0 de 1')).toBeTruthy();
    expect(screen.getByText('Cena: 3')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar asociados' })).toBeTruthy();
    const column = screen.getByLabelText<HTMLSelectElement>('Buscar en');
    expect([...column.options].map((option) => option.text)).toEqual([
      'Todas las columnas',
      'Num ACAE',
      'Nombre',
      'Apellidos',
      'Dojo',
    ]);
    expect(screen.getByRole('button', { name: 'Hoja de firmas (PDF)' })).toBeTruthy();

    expect((await box('Pablo Santos ha pagado')).disabled).toBe(false);
    const lucia = await box('Lucía Santos ha pagado');
    expect(lucia.disabled).toBe(true);
    // An event with people is enough for pay and attendance.
    fireEvent.click(screen.getByRole('button', { name: 'Una persona más en Cena (Lucía Santos)' }));
    fireEvent.click(within(await question()).getByRole('button', { name: 'Acepto' }));
    await waitFor(async () => expect((await box('Lucía Santos ha pagado')).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Una persona menos en Cena (Lucía Santos)' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('lets the organising dojo’s administrator mark one session’s pay and attendance', async () => {
    const { saved } = renderModal(dojoAdmin, [row(4, 'Pablo', true), row(6, 'Lucía')]);
    // Only on the sessions the member is down for.
    expect(screen.queryByRole('checkbox', { name: 'Pablo Santos ha pagado Domingo' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Lucía Santos ha pagado Sábado' })).toBeNull();
    fireEvent.click(await box('Pablo Santos ha pagado Sábado'));
    fireEvent.click(await box('Pablo Santos ha asistido a Sábado'));
    expect((await box('Pablo Santos ha pagado Sábado')).checked).toBe(true);
    // The row's own marks stay as they were.
    expect((await box('Pablo Santos ha pagado')).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual([
      expect.objectContaining({
        memberId: 4,
        paid: false,
        entries: [{ sessionId: 10, eventAttendees: 1, attended: true, paid: true }],
      }),
    ]);
  });

  it('offers a dojo administrator the row menu: the record of their own dojo’s members, the dojo, its members', async () => {
    const { onClose } = renderModal(dojoAdmin, [row(4, 'Pablo', true), row(6, 'Lucía', false, 2)]);
    const menuOf = async (name: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Acciones de ${name}` }));
      return screen.getAllByRole('menuitem').map((item) => item.textContent);
    };
    expect(await menuOf('Pablo Santos')).toEqual([
      'Ir a la ficha del asociado',
      'Ver dojo',
      'Buscar asociados de este dojo',
    ]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    // Another dojo's member: their dojo, not their record.
    expect(await menuOf('Lucía Santos')).toEqual(['Ver dojo', 'Buscar asociados de este dojo']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    // Leaving for another screen with changes asks first, as closing does.
    fireEvent.click(await box('Pablo Santos: Domingo'));
    await menuOf('Pablo Santos');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Buscar asociados de este dojo' }));
    fireEvent.click(within(await question()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Inscripción: Stage de otoño' })).toBeTruthy();
    await menuOf('Pablo Santos');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Ver dojo' }));
    // This test's router knows only /es/app: the route left for is in its warning.
    const unmatched = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fireEvent.click(within(await question()).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Inscripción/ })).toBeNull());
    expect(unmatched).toHaveBeenCalledWith(expect.stringContaining('"/es/app/dojos/asoc_1/1"'));
    unmatched.mockRestore();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no row menu to those who are neither national nor dojo administrators', async () => {
    renderModal(associationAdmin, [row(4, 'Pablo', true)]);
    await box('Inscribir a Pablo Santos');
    expect(screen.queryByRole('button', { name: 'Acciones de Pablo Santos' })).toBeNull();
  });

  it('offers a plain member no pay or attendance boxes', async () => {
    renderModal(member, [row(4, 'Pablo', true)]);
    await box('Inscribir a Pablo Santos');
    // The enrolling tick says what it is, among the other columns of ticks.
    expect(screen.getByRole('columnheader', { name: 'Inscrito' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Pablo Santos ha pagado' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Pablo Santos ha asistido' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Pablo Santos ha pagado Sábado' })).toBeNull();
  });

  it('pages the rows of an administrator without the search tools (their association)', async () => {
    const { searches } = renderModal(associationAdmin, [row(4, 'Pablo')], undefined, 40);
    await box('Inscribir a Pablo Santos');
    expect(screen.queryByRole('searchbox', { name: 'Buscar asociados' })).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Paginación' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ page: { offset: 30, limit: 15 } }));
  });

  it('shows an enrolled caller their calendar link, whole, and renews it after asking', async () => {
    renderModal(member, [row(4, 'Pablo', true)]);
    const link = await screen.findByLabelText<HTMLInputElement>('Enlace de tu calendario');
    expect(link.value).toBe(`${window.location.origin}/calendario/abc.ics`);
    fireEvent.click(screen.getByRole('button', { name: 'Renovar enlace' }));
    fireEvent.click(within(await question()).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(link.value).toBe(`${window.location.origin}/calendario/def.ics`));
  });

  it('offers no calendar link to a caller not enrolled', async () => {
    renderModal(member, [row(4, 'Pablo')]);
    await box('Inscribir a Pablo Santos');
    expect(screen.queryByLabelText('Enlace de tu calendario')).toBeNull();
  });
});
