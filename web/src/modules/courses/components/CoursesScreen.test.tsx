/** @jest-environment jsdom */
import { GraphQLError } from 'graphql';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { CoursesScreen } from './CoursesScreen';

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
const dojoAdmin: Me = { ...member, id: 2, roles: { ...roles, dojoAdmin: true } };
const nationalAdmin: Me = { ...member, id: 1, roles: { ...roles, admin: true } };

const course = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  city: 'Madrid',
  startDate: '2026-11-22',
  endDate: '2026-11-24',
  organiserId: 1,
  organiserName: 'Dojo Uno',
  associationId: 1,
  validated: true,
  status: 'RUNNING',
  enrolled: false,
  canEdit: false,
  canValidate: false,
  canEnrol: true,
  ...extra,
});

function renderScreen(me: Me, items: ReturnType<typeof course>[], resolvers: Record<string, unknown> = {}) {
  const asked: unknown[] = [];
  const { client } = clientOver({
    courses: ({ page }: { page: unknown }) => {
      asked.push(page);
      return { total: items.length, returned: items.length, items };
    },
    ...resolvers,
  });
  render(
    <AppUnderTest client={client}>
      <SessionContext value={me}>
        <CoursesScreen enrolment={(row, close) => <p onClick={close}>Inscripción en {row.title}</p>} />
      </SessionContext>
    </AppUnderTest>,
  );
  return { asked };
}

const menuOf = async (title: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Acciones de ${title}` }));
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
  return items.map((item) => item.textContent);
};

describe('the course list', () => {
  it('asks for the newest courses first, 15 a page, and styles their status', async () => {
    const { asked } = renderScreen(member, [
      course(1, 'Seminario'),
      course(2, 'Curso pasado', { status: 'FINISHED' }),
      course(3, 'Curso próximo', { status: 'UPCOMING' }),
    ]);
    await screen.findByText('Seminario');
    expect(asked[0]).toMatchObject({ orderBy: 'fecha DESC', limit: 15 });
    const status = (title: string) => screen.getByText(title).closest('tr')!.querySelector('.course-status')!;
    expect(status('Seminario').querySelector('.course-state--running')?.textContent).toBe('En curso');
    expect(status('Curso pasado').querySelector('.course-state--finished')?.textContent).toBe('Terminado');
    expect(status('Curso próximo').querySelector('.course-state')?.className).toBe('course-state');
    expect(status('Curso próximo').textContent).toContain('Próximamente');
    expect(status('Seminario').querySelector('.course-approval--approved')?.textContent).toBe('Validado');
  });

  it('shows an unvalidated course that has not started as ‘Sin validar’, not as upcoming (part 2 §4)', async () => {
    renderScreen(dojoAdmin, [
      course(1, 'Pendiente', { validated: false, canEdit: true, status: 'UPCOMING' }),
      course(2, 'Pendiente en curso', { validated: false, canEdit: true }),
    ]);
    await screen.findByText('Pendiente');
    const status = (title: string) => screen.getByText(title).closest('tr')!.querySelector('.course-status')!;
    expect(status('Pendiente').textContent).toBe('Sin validar');
    expect(status('Pendiente en curso').textContent).toBe('En cursoSin validar');
  });

  it('offers a plain member the course to read and the enrolment, and no new course', async () => {
    renderScreen(member, [course(1, 'Seminario')]);
    expect(await menuOf('Seminario')).toEqual(['Ver', 'Inscripción']);
    expect(screen.queryByRole('button', { name: /Añadir nuevo curso/ })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Inscripción' }));
    expect(screen.getByText('Inscripción en Seminario')).toBeTruthy();
  });

  it('offers the organiser modify and delete while unvalidated, and a new course', async () => {
    renderScreen(dojoAdmin, [
      course(1, 'Validado'),
      course(2, 'Pendiente', { validated: false, canEdit: true, status: 'UPCOMING' }),
    ]);
    expect(await menuOf('Validado')).toEqual(['Ver', 'Inscripción']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(await menuOf('Pendiente')).toEqual(['Modificar', 'Inscripción', 'Eliminar']);
    expect(screen.getByRole('button', { name: /Añadir nuevo curso/ })).toBeTruthy();
  });

  it('offers the national administrator the validation and the organiser’s dojo', async () => {
    renderScreen(nationalAdmin, [
      course(1, 'Validado', { canValidate: true, organiserId: 9, associationId: 3 }),
    ]);
    expect(await menuOf('Validado')).toEqual(['Ver', 'Desvalidar', 'Inscripción', 'Ver dojo']);
  });

  it('opens a validated course read-only from ‘Ver’, where the national administrator unvalidates it', async () => {
    let validated = true;
    const detail = () => ({
      ...course(1, 'Validado', { validated, canEdit: !validated, canValidate: true }),
      details: 'Dos días de práctica.',
      clausesActive: false,
      clauses: null,
      image: null,
      memberPriceCents: 0,
      otherPriceCents: 0,
      sessions: [
        {
          id: 7,
          date: '2026-11-22',
          startTime: '10:00',
          endTime: '13:00',
          description: 'Mañana',
          kind: 'S',
          priceCents: 0,
        },
      ],
    });
    const row = () => course(1, 'Validado', { validated, canEdit: !validated, canValidate: true });
    renderScreen(nationalAdmin, [row()], {
      // The list asks again after the toggle: it answers with the course as it now is.
      courses: () => ({ total: 1, returned: 1, items: [row()] }),
      course: detail,
      toggleCourseValidation: () => {
        validated = !validated;
        return detail();
      },
    });
    await menuOf('Validado');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Ver' }));
    expect(await screen.findByRole('heading', { name: 'Ver curso' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Título').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Detalles').value).toBe('Dos días de práctica.');
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Desvalidar curso' }));
    expect(await screen.findByText('Curso desvalidado.')).toBeTruthy();
    // Unvalidated, it is the national administrator's to modify again, in the same modal.
    expect(await screen.findByRole('heading', { name: 'Modificar curso' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Validar curso' })).toBeTruthy();
  });

  it('says why a course cannot be deleted: the server’s reason under its title', async () => {
    const refusal = new GraphQLError(
      'El curso tiene inscripciones: se conserva su historial y no se puede eliminar.',
      { extensions: { code: 'CONFLICT', title: 'El curso no se puede eliminar.' } },
    );
    renderScreen(dojoAdmin, [course(2, 'Pendiente', { validated: false, canEdit: true })], {
      deleteCourse: () => {
        throw refusal;
      },
    });
    await menuOf('Pendiente');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('El curso no se puede eliminar.');
    expect(dialog.textContent).toContain('El curso tiene inscripciones');
  });

  it('says §8’s words when a delete fails without a reason, and ‘Curso eliminado.’ when done', async () => {
    let fail = true;
    renderScreen(dojoAdmin, [course(2, 'Pendiente', { validated: false, canEdit: true })], {
      deleteCourse: () => {
        if (fail) throw new Error('boom');
        return { message: 'Curso eliminado.' };
      },
    });
    await menuOf('Pendiente');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('El curso no se puede eliminar.');
    expect(dialog.textContent).toContain('Ha habido un error al intentar eliminar el curso');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    fail = false;
    await menuOf('Pendiente');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Curso eliminado.')).toBeTruthy();
  });

  it('opens ‘Mis cursos’ with the caller’s courses', async () => {
    renderScreen(member, [course(1, 'Seminario')], {
      myCourses: ({ associationId }: { associationId?: number | null }) =>
        associationId
          ? []
          : [course(5, 'Curso de verano', { startDate: '2026-07-01', endDate: '2026-07-03' })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mis cursos' }));
    const modal = await screen.findByRole('region', { name: 'Mis cursos' });
    const cells = [...modal.querySelectorAll('tbody td')].map((cell) => cell.textContent);
    expect(cells).toEqual(['Curso de verano', '1/7/26', '3/7/26', 'Madrid', 'Dojo Uno']);
  });
});
