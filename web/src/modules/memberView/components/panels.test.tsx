/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { meWith } from '../../../../test/memberFixtures';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { FeesPanel } from './FeesPanel';
import { GradesPanel } from './GradesPanel';
import { OwnCoursesPanel } from './OwnCoursesPanel';
import { TribunalsPanel } from './TribunalsPanel';
import { UpcomingCoursesPanel, upcomingPageSize } from './UpcomingCoursesPanel';

function renderWith(resolvers: Record<string, unknown>, panel: ReactNode, me: Me = meWith(1)) {
  const { client } = clientOver(resolvers);
  render(
    <AppUnderTest client={client}>
      <SessionContext value={me}>{panel}</SessionContext>
    </AppUnderTest>,
  );
}

const course = (id: number, title: string) => ({
  id,
  title,
  city: 'Madrid',
  startDate: '2026-03-01',
  endDate: '2026-03-02',
  organiserName: 'Dojo 1',
});

const held = (id: number, value: number, status: number, description: string) => ({
  id,
  refId: id,
  date: '2020-01-01',
  hours: 0,
  status,
  locked: true,
  value,
  description,
});

describe('FeesPanel', () => {
  it('lists the latest years paid, each with its dojo, up to the limit', async () => {
    const fees = [2026, 2025, 2024].map((year) => ({ year, dojoId: 1, dojoName: 'Dojo Uno' }));
    renderWith({ memberFees: () => fees }, <FeesPanel memberId={7} limit={2} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['2026 · Dojo Uno', '2025 · Dojo Uno']);
  });

  it("says 'No hay cuotas pagadas' when none is", async () => {
    renderWith({ memberFees: () => [] }, <FeesPanel memberId={7} />);
    expect(await screen.findByText('No hay cuotas pagadas')).toBeTruthy();
  });
});

describe('GradesPanel', () => {
  const record = {
    memberId: 7,
    belts: [
      held(1, -40, 0, '4º Kyu'),
      held(2, -30, 1, '3º Kyu'),
      // Pending: asked for, not held yet.
      held(3, -20, -1, '2º Kyu'),
    ],
    titles: [held(4, 1, 0, 'Fukushidoin'), held(5, 2, -1, 'Shidoin')],
  };
  const readiness = {
    memberId: 7,
    nextBelt: '2º Kyu',
    hoursAttended: 12,
    hoursNeeded: 30,
    meetsHours: false,
    daysInGrade: 100,
  };
  const resolvers = {
    belts: () => [],
    memberGradeRecord: () => record,
    gradeReadiness: () => readiness,
  };
  const member = { id: 7, dojoId: 1, associationId: 1 };

  it('shows only the highest validated belt and title, and the readiness to whoever manages them', async () => {
    renderWith(resolvers, <GradesPanel member={member} />, meWith(3, { dojoAdmin: true }));
    expect((await screen.findByTestId('current-grade')).textContent).toBe('3º Kyu');
    expect(screen.getByTestId('current-title').textContent).toBe('Fukushidoin');
    expect((await screen.findByTestId('grade-readiness')).textContent).toContain('2º Kyu: 12 de 30 horas');
  });

  it('asks no readiness for a dojo-mate, who may not read it', async () => {
    let asked = 0;
    const counting = { ...resolvers, gradeReadiness: () => (asked++, readiness) };
    renderWith(counting, <GradesPanel member={member} />, meWith(4));
    await screen.findByTestId('current-grade');
    expect(screen.queryByTestId('grade-readiness')).toBeNull();
    expect(asked).toBe(0);
  });

  const pending = { memberId: 7, belts: [held(3, -20, -1, '2º Kyu')], titles: [] };

  it("tells the member 'No tienes grados regulados' and 'No tienes titulos regulados' (§8) with nothing validated", async () => {
    renderWith(
      { ...resolvers, memberGradeRecord: () => pending },
      <GradesPanel member={member} />,
      meWith(7),
    );
    expect((await screen.findByTestId('current-grade')).textContent).toBe('No tienes grados regulados');
    expect(screen.getByTestId('current-title').textContent).toBe('No tienes titulos regulados');
  });

  it("says it of the member on someone else's record: 'No tiene grados regulados'", async () => {
    renderWith(
      { ...resolvers, memberGradeRecord: () => pending },
      <GradesPanel member={member} />,
      meWith(3, { dojoAdmin: true }),
    );
    expect((await screen.findByTestId('current-grade')).textContent).toBe('No tiene grados regulados');
    expect(screen.getByTestId('current-title').textContent).toBe('No tiene títulos regulados');
  });
});

describe('OwnCoursesPanel', () => {
  it("asks for the member's first courses in the given order, each opening its course", async () => {
    const asked: unknown[] = [];
    const myCourses = (args: unknown) => {
      asked.push(args);
      return [course(1, 'Seminario'), course(2, 'Curso de verano')];
    };
    renderWith({ myCourses }, <OwnCoursesPanel memberId={7} limit={4} orderBy="fechaFin DESC" />);
    const link = await screen.findByRole('link', { name: 'Seminario' });
    expect(link.getAttribute('href')).toBe('/es/app/cursos/1');
    expect(asked[0]).toEqual({ memberId: 7, limit: 4, orderBy: 'fechaFin DESC' });
    expect(screen.getByRole('heading', { name: 'Cursos' })).toBeTruthy();
  });

  it("opens 'Mis cursos' with every course of the member from 'Ver todos'", async () => {
    const asked: Record<string, unknown>[] = [];
    const myCourses = (args: Record<string, unknown>) => {
      asked.push(args);
      return [course(1, 'Seminario')];
    };
    renderWith({ myCourses }, <OwnCoursesPanel memberId={1} limit={4} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver todos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis cursos' });
    expect(await within(dialog).findByRole('cell', { name: 'Seminario' })).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ memberId: 1 });
    expect(asked.at(-1)?.limit).toBeUndefined();
  });

  it("says 'No tiene cursos' on someone else's record", async () => {
    renderWith({ myCourses: () => [] }, <OwnCoursesPanel memberId={7} limit={4} />);
    expect(await screen.findByText('No tiene cursos')).toBeTruthy();
    expect(screen.queryByText('No tienes cursos')).toBeNull();
  });

  it("says 'No tienes cursos', with nothing to see all of", async () => {
    renderWith({ myCourses: () => [] }, <OwnCoursesPanel limit={6} />);
    expect(await screen.findByText('No tienes cursos')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mis cursos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver todos' })).toBeNull();
  });
});

describe('UpcomingCoursesPanel', () => {
  it('shows the first validated, unfinished courses, each opening its course', async () => {
    const asked: unknown[] = [];
    const publicCourses = ({ page }: { page: unknown }) => {
      asked.push(page);
      const items = [1, 2, 3, 4, 5].map((id) => ({ ...course(id, `Curso ${id}`), details: '', image: null }));
      return { items, returned: 5, total: 5 };
    };
    renderWith({ publicCourses }, <UpcomingCoursesPanel limit={4} />);
    await screen.findByRole('link', { name: 'Curso 1' });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4].map((id) => `/es/app/cursos/${id}`),
    );
    expect(asked[0]).toEqual({ limit: 15 });
  });

  it("says 'No hay cursos disponibles' when none is", async () => {
    renderWith(
      { publicCourses: () => ({ items: [], returned: 0, total: 0 }) },
      <UpcomingCoursesPanel limit={4} />,
    );
    expect(await screen.findByText('No hay cursos disponibles')).toBeTruthy();
  });

  it('asks the smallest page of the list that holds the limit', () => {
    expect([1, 15, 16, 60, 500].map(upcomingPageSize)).toEqual([15, 15, 50, 100, 100]);
  });
});

describe('TribunalsPanel', () => {
  it("announces 'Próximamente disponible'", () => {
    renderWith({}, <TribunalsPanel />);
    expect(screen.getByRole('heading', { name: 'Tribunales' })).toBeTruthy();
    expect(screen.getByText('Próximamente disponible')).toBeTruthy();
  });
});
