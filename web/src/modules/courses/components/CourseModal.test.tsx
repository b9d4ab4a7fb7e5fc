/** @jest-environment jsdom */
import { GraphQLError } from 'graphql';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { localToday } from '@federa/schema/validation/members';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { CourseModal } from './CourseModal';

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

const nationalAdmin: Me = { ...dojoAdmin, id: 1, roles: { ...dojoAdmin.roles, admin: true } };

const soon = (() => {
  const day = new Date();
  day.setDate(day.getDate() + 10);
  return localToday(day);
})();

type Input = Record<string, unknown>;

const stored = (id: number, validated: boolean, input: Input = {}) => ({
  id,
  title: 'Seminario de otoño',
  city: 'Madrid',
  details: 'Dos días de práctica.',
  clausesActive: false,
  clauses: null,
  image: null,
  memberPriceCents: 0,
  otherPriceCents: 0,
  organiserName: 'Dojo Uno',
  validated,
  canEdit: !validated,
  canValidate: false,
  canEnrol: validated,
  ...input,
  // A saved session has its id: the stored one's, or a new one.
  sessions: (
    (input.sessions as Input[] | undefined) ?? [
      { id: 7, date: soon, startTime: '10:00', endTime: '13:00', description: 'Mañana', kind: 'S' },
    ]
  ).map((session, i) => ({ id: 100 + i, priceCents: 0, ...session })),
});

type Options = { validated?: boolean; refuse?: GraphQLError; national?: boolean };

function renderModal(show: number, options: Options = {}) {
  const created: Input[] = [];
  const updated: { id: number; input: Input }[] = [];
  const toggled: number[] = [];
  let validated = options.validated ?? false;
  const asStored = (id: number) => ({ ...stored(id, validated), canValidate: !!options.national });
  const { client } = clientOver({
    course: ({ id }: { id: number }) => asStored(id),
    toggleCourseValidation: ({ id }: { id: number }) => {
      toggled.push(id);
      validated = !validated;
      return asStored(id);
    },
    createCourse: ({ input }: { input: Input }) => {
      if (options.refuse) throw options.refuse;
      created.push(input);
      return stored(41, false, input);
    },
    updateCourse: ({ id, input }: { id: number; input: Input }) => {
      updated.push({ id, input });
      return stored(id, false, input);
    },
  });
  const onSaved = jest.fn();
  const onDelete = jest.fn();
  render(
    <AppUnderTest client={client}>
      <SessionContext value={options.national ? nationalAdmin : dojoAdmin}>
        <CourseModal show={show} onClose={jest.fn()} onSaved={onSaved} onDelete={onDelete} />
      </SessionContext>
    </AppUnderTest>,
  );
  return { created, updated, toggled, onSaved, onDelete };
}

const errorUnder = (label: string, within_: HTMLElement = document.body) => {
  const control = within(within_).getByLabelText(label);
  return document.getElementById(`${control.id}-error`)?.textContent;
};
const session = () => screen.getByRole('group', { name: 'Sesión o evento 1' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('the course modal', () => {
  it('says §5’s messages word for word before sending anything', async () => {
    const { created } = renderModal(-1);
    fireEvent.click(screen.getByLabelText('Cláusulas activas'));
    save();
    await waitFor(() => expect(errorUnder('Título')).toBe('El título es requerido.'));
    expect(errorUnder('Ciudad')).toBe('La ciudad es requerida.');
    expect(errorUnder('Detalles')).toBe('Debes poner los detalles del curso .');
    expect(errorUnder('Cláusulas')).toBe('No has escrito las cláusulas que quieres que se acepten.');
    expect(errorUnder('Fecha', session())).toBe('La fecha y la descripción es obligatoria');
    expect(errorUnder('Descripción', session())).toBe('La fecha y la descripción es obligatoria');
    expect(created).toEqual([]);
  });

  it('turns the clauses on when their text is typed, and creates the course with every field', async () => {
    const { created, onSaved } = renderModal(-1);
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Curso de invierno' } });
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'Toledo' } });
    fireEvent.change(screen.getByLabelText('Detalles'), { target: { value: 'Práctica abierta.' } });
    fireEvent.change(screen.getByLabelText('Cláusulas'), { target: { value: 'Acepto las normas.' } });
    expect(screen.getByLabelText<HTMLInputElement>('Cláusulas activas').checked).toBe(true);
    fireEvent.change(within(session()).getByLabelText('Fecha'), { target: { value: soon } });
    fireEvent.change(within(session()).getByLabelText('Descripción'), { target: { value: 'Mañana' } });
    fireEvent.change(screen.getByLabelText('Precio para federados'), { target: { value: '45,5' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(41));
    expect(created).toEqual([
      {
        title: 'Curso de invierno',
        city: 'Toledo',
        details: 'Práctica abierta.',
        clausesActive: true,
        clauses: 'Acepto las normas.',
        memberPriceCents: 4550,
        otherPriceCents: 0,
        sessions: [{ date: soon, startTime: '00:00', endTime: '23:00', description: 'Mañana', kind: 'S' }],
      },
    ]);
  });

  it('modifies only what changed, and offers the delete', async () => {
    const { updated, onSaved, onDelete } = renderModal(12);
    expect(await screen.findByRole('heading', { name: 'Modificar curso' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'Segovia' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(12));
    expect(updated).toEqual([{ id: 12, input: { city: 'Segovia' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar curso' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 12, title: 'Seminario de otoño' }));
  });

  it('shows a validated course read-only: no save, no delete, no way to add a session', async () => {
    renderModal(12, { validated: true });
    expect(await screen.findByRole('heading', { name: 'Ver curso' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Título').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar curso' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir sesión o evento' })).toBeNull();
  });

  it('puts the server’s refusal of a session under that session', async () => {
    const refuse = new GraphQLError('Los datos enviados no son válidos.', {
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'sessions.0.date', message: 'La fecha de la sesión no puede ser anterior a hoy' }],
      },
    });
    const { onSaved } = renderModal(-1, { refuse });
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'T' } });
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'C' } });
    fireEvent.change(screen.getByLabelText('Detalles'), { target: { value: 'D' } });
    fireEvent.change(within(session()).getByLabelText('Fecha'), { target: { value: soon } });
    fireEvent.change(within(session()).getByLabelText('Descripción'), { target: { value: 'Mañana' } });
    save();
    await waitFor(() =>
      expect(errorUnder('Fecha', session())).toBe('La fecha de la sesión no puede ser anterior a hoy'),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lets the national administrator validate the course there: then it can no longer change', async () => {
    const { toggled } = renderModal(12, { national: true });
    expect(await screen.findByText('Curso sin validar: aún no admite inscripciones.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Validar curso' }));
    expect(await screen.findByText('Curso validado.')).toBeTruthy();
    expect(toggled).toEqual([12]);
    expect(await screen.findByRole('heading', { name: 'Ver curso' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.getByText('Curso validado: ya no se puede modificar ni eliminar.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desvalidar curso' })).toBeTruthy();
  });

  it('asks before validating over unsaved edits: No keeps them, Sí validates the stored course', async () => {
    const { toggled, updated } = renderModal(12, { national: true });
    await screen.findByRole('heading', { name: 'Modificar curso' });
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'Segovia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validar curso' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(
      'Hay valores modificados, estás seguro que quieres salir sin aplicar los cambios?',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toggled).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('Ciudad').value).toBe('Segovia');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();

    const validate = screen.getByRole<HTMLButtonElement>('button', { name: 'Validar curso' });
    await waitFor(() => expect(validate.disabled).toBe(false));
    fireEvent.click(validate);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Curso validado.')).toBeTruthy();
    expect(toggled).toEqual([12]);
    expect(updated).toEqual([]);
    // What is shown read-only is what was validated, not the dropped edit.
    expect(await screen.findByRole('heading', { name: 'Ver curso' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Ciudad').value).toBe('Madrid');
  });

  it('unvalidates a validated course there, which can then be modified again', async () => {
    const { toggled } = renderModal(12, { national: true, validated: true });
    expect(await screen.findByRole('heading', { name: 'Ver curso' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desvalidar curso' }));
    expect(await screen.findByText('Curso desvalidado.')).toBeTruthy();
    expect(toggled).toEqual([12]);
    expect(await screen.findByRole('heading', { name: 'Modificar curso' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Título').readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'Validar curso' })).toBeTruthy();
  });

  it('offers no validation to anyone but the national administrator', async () => {
    renderModal(12);
    await screen.findByRole('heading', { name: 'Modificar curso' });
    expect(screen.queryByRole('button', { name: 'Validar curso' })).toBeNull();
  });

  it('puts the server’s refusal of a whole session under that row', async () => {
    const refuse = new GraphQLError('Los datos enviados no son válidos.', {
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'sessions.0', message: 'La sesión 7 no es de este curso.' }],
      },
    });
    const { onSaved } = renderModal(-1, { refuse });
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'T' } });
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'C' } });
    fireEvent.change(screen.getByLabelText('Detalles'), { target: { value: 'D' } });
    fireEvent.change(within(session()).getByLabelText('Fecha'), { target: { value: soon } });
    fireEvent.change(within(session()).getByLabelText('Descripción'), { target: { value: 'Mañana' } });
    save();
    expect((await within(session()).findByRole('alert')).textContent).toBe(
      'La sesión 7 no es de este curso.',
    );
    expect(document.activeElement).toBe(session());
    expect(onSaved).not.toHaveBeenCalled();
  });
});
