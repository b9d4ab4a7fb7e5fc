import { useState } from 'react';
import type { PublicHomeQuery } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { dayAndMonth, shownCards } from '../slider';
import { EVENTS_SLOT, ServerList } from './ServerList';

export type PublicEvent = PublicHomeQuery['publicCourses']['items'][number];

/** Part 3 §7: a course without a poster shows the template image. */
const imageOf = (event: PublicEvent) => `/curso/${encodeURIComponent(event.image ?? 'template-cursos.png')}`;

type EventsSectionProps = { events: PublicEvent[] | undefined; failed: boolean };

/** The events slider (part 3 §2, §4): three cards around the selected one, and its showcase. */
export function EventsSection({ events, failed }: EventsSectionProps) {
  const { t } = useT();
  return (
    <section id="eventos" className="site-section" aria-labelledby="eventos-title">
      <h2 id="eventos-title">{t('web.public.events.title')}</h2>
      {!events ? (
        // The server's list until the page's own arrives, and still when it cannot.
        <ServerList
          id={EVENTS_SLOT}
          fallback={
            failed ? (
              <p>{t('web.public.events.unavailable')}</p>
            ) : (
              <p className="events-waiting" aria-busy="true">
                {t('web.public.events.loading')}
              </p>
            )
          }
        />
      ) : events.length === 0 ? (
        <p className="events-none">{t('web.public.events.none')}</p>
      ) : (
        <EventSlider events={events} />
      )}
    </section>
  );
}

function EventSlider({ events }: { events: PublicEvent[] }) {
  const { t, lang } = useT();
  const [selected, setSelected] = useState(0);
  const current = events[Math.min(selected, events.length - 1)]!;
  const dates = (event: PublicEvent) =>
    event.startDate && event.endDate && event.startDate !== event.endDate
      ? `${dayAndMonth(event.startDate, lang)} – ${dayAndMonth(event.endDate, lang)}`
      : event.startDate
        ? dayAndMonth(event.startDate, lang)
        : '';
  return (
    <div className="events">
      <div className="events-slider">
        <button
          type="button"
          className="events-step"
          aria-label={t('web.public.events.previous')}
          disabled={selected === 0}
          onClick={() => setSelected((index) => index - 1)}
        >
          ‹
        </button>
        <ul className="events-cards" aria-label={t('web.public.events.list')}>
          {shownCards(selected, events.length).map((index) => {
            const event = events[index]!;
            return (
              <li key={event.id}>
                <button
                  type="button"
                  className="event-card"
                  aria-pressed={index === selected}
                  aria-controls="events-showcase"
                  onClick={() => setSelected(index)}
                >
                  <span className="event-card-date">{dates(event)}</span>
                  <span className="event-card-title">{event.title}</span>
                  <span className="event-card-city">{event.city}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="events-step"
          aria-label={t('web.public.events.next')}
          disabled={selected >= events.length - 1}
          onClick={() => setSelected((index) => index + 1)}
        >
          ›
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t('web.public.events.position', { current: selected + 1, total: events.length })}
      </p>
      <article id="events-showcase" className="event-showcase">
        <img
          src={imageOf(current)}
          alt={t('web.public.events.imageOf', { title: current.title })}
          width={480}
          height={320}
          loading="lazy"
        />
        <div>
          <h3>{current.title}</h3>
          <p className="event-showcase-when">
            {current.startDate && current.endDate && current.startDate !== current.endDate
              ? t('web.public.events.dates', {
                  start: dayAndMonth(current.startDate, lang),
                  end: dayAndMonth(current.endDate, lang),
                })
              : dates(current)}
            {current.city ? ` · ${current.city}` : ''}
          </p>
          {current.details && <p className="event-showcase-details">{current.details}</p>}
        </div>
      </article>
    </div>
  );
}
