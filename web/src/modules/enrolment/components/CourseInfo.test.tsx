/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { CourseInfo } from './CourseInfo';

const course = (details: string, image: string | null = null) => ({
  __typename: 'Course' as const,
  id: 9,
  title: 'Stage de otoño',
  city: 'Madrid',
  details,
  clausesActive: false,
  clauses: null,
  image,
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  status: 'UPCOMING' as const,
  enrolled: false,
  canEnrol: true,
  marksPayment: false,
  sessions: [
    {
      __typename: 'CourseSession' as const,
      id: 10,
      date: '2026-12-05',
      startTime: '10:00',
      endTime: '13:00',
      description: 'Sábado',
      kind: 'S',
    },
    {
      __typename: 'CourseSession' as const,
      id: 12,
      date: '2026-12-05',
      startTime: '21:00',
      endTime: '23:00',
      description: 'Cena',
      kind: 'E',
    },
  ],
});

function renderInfo(details: string, image: string | null = null) {
  render(
    <AppUnderTest client={clientOver({}).client}>
      <CourseInfo course={course(details, image)} />
    </AppUnderTest>,
  );
}

describe('the course above the enrolment table', () => {
  it('folds long notes behind see more / see less', () => {
    const long = `${'Traed bokken y jo. '.repeat(20)}Final del texto.`;
    renderInfo(long);
    expect(screen.queryByText(/Final del texto\./)).toBeNull();
    const more = screen.getByRole('button', { name: 'Ver más' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByText(/Final del texto\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver menos' }));
    expect(screen.queryByText(/Final del texto\./)).toBeNull();
  });

  it('shows short notes whole, the dates, and each session and event by its kind', () => {
    renderInfo('Traed bokken.');
    expect(screen.getByText('Traed bokken.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(screen.getByText('Del 5 de diciembre de 2026 al 6 de diciembre de 2026')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Sesión: Sábado');
    expect(items[1]).toContain('Evento: Cena');
  });

  it('shows the template poster when there is none, and any poster enlarged on a click', () => {
    renderInfo('Traed bokken.');
    const small = screen.getByRole('img', { name: 'Cartel del curso Stage de otoño' });
    expect(small.getAttribute('src')).toBe('/curso/template-cursos.png');
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar el cartel' }));
    const enlarged = screen.getByRole('dialog', { name: 'Cartel de Stage de otoño' });
    expect(within(enlarged).getByRole('img').getAttribute('src')).toBe('/curso/template-cursos.png');
    fireEvent.click(within(enlarged).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
