/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n } from '../../i18n/i18n';
import { EventsSection, type PublicEvent } from './EventsSection';

function renderEvents(events: PublicEvent[] | undefined, failed = false) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/es']}>
        <Routes>
          <Route path="/:lang" element={<EventsSection events={events} failed={failed} />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const event = (id: number, image: string | null): PublicEvent => ({
  __typename: 'PublicCourse',
  id,
  title: `Curso ${id}`,
  image,
  city: 'Madrid',
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  details: 'Detalles',
});

describe('the events section', () => {
  it("says 'No hay cursos disponibles' when there is none", () => {
    renderEvents([]);
    expect(screen.getByText('No hay cursos disponibles')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Evento anterior' })).toBeNull();
  });

  it('shows the template image for an event without a poster, and the date range', () => {
    renderEvents([event(1, null), event(2, 'cartel.png')]);
    const poster = screen.getByRole('img', { name: 'Cartel de Curso 1' });
    expect(poster.getAttribute('src')).toBe('/curso/template-cursos.png');
    expect(screen.getByText('Del 05 DIC al 06 DIC · Madrid')).toBeTruthy();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('says so when the events could not be fetched', () => {
    renderEvents(undefined, true);
    expect(screen.getByText('Los eventos no se pueden mostrar ahora.')).toBeTruthy();
  });
});
