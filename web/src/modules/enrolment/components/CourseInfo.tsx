import { useId, useRef, useState } from 'react';
import { graphql } from '../../../generated/gql';
import type { EnrolmentCourseDetailFragment } from '../../../generated/graphql';
import { posterUrl } from '../../courses/courseForm';
import { useT } from '../../i18n/hooks/useT';
import { useModalDialog } from '../../ui/hooks/useModalDialog';

/** What the enrolment modal reads of a course (part 2 §2.10). */
export const EnrolmentCourseDetailFields = graphql(`
  fragment EnrolmentCourseDetail on Course {
    id
    title
    city
    details
    clausesActive
    clauses
    image
    startDate
    endDate
    status
    enrolled
    canEnrol
    marksPayment
    sessions {
      id
      date
      startTime
      endTime
      description
      kind
    }
  }
`);

/** Notes longer than this show their beginning and 'Ver más'. */
const NOTES_PREVIEW = 280;

/** A YYYY-MM-DD day in the reader's language, read as the calendar day it names. */
export function dayFormatter(lang: string) {
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

type CourseInfoProps = { course: EnrolmentCourseDetailFragment };

/**
 * The course above its enrolment table: the poster (a click shows it whole), its dates and city,
 * its notes (long ones folded with see more / see less), its clauses and its sessions (S) and
 * events (E).
 */
export function CourseInfo({ course }: CourseInfoProps) {
  const { t, lang } = useT();
  const [enlarged, setEnlarged] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const notesId = useId();
  const day = dayFormatter(lang);
  const long = course.details.length > NOTES_PREVIEW;
  const notes = long && !unfolded ? `${course.details.slice(0, NOTES_PREVIEW).trimEnd()}…` : course.details;
  const dates =
    course.startDate && course.endDate
      ? course.startDate === course.endDate
        ? t('web.enrolment.oneDate', { date: day(course.startDate) })
        : t('web.enrolment.dateRange', { start: day(course.startDate), end: day(course.endDate) })
      : t('web.enrolment.noDates');

  return (
    <section className="enrolment-course">
      <button
        type="button"
        className="enrolment-poster-button"
        onClick={() => setEnlarged(true)}
        aria-label={t('web.enrolment.enlargePoster')}
      >
        <img src={posterUrl(course.image)} alt={t('web.enrolment.poster', { title: course.title })} />
      </button>
      <div className="enrolment-course-text">
        <dl className="enrolment-facts">
          <dt>{t('web.enrolment.dates')}</dt>
          <dd>{dates}</dd>
          <dt>{t('web.enrolment.city')}</dt>
          <dd>{course.city}</dd>
        </dl>
        <h3>{t('web.enrolment.details')}</h3>
        <p id={notesId} className="enrolment-notes">
          {notes}
        </p>
        {long && (
          <button
            type="button"
            className="link-button"
            aria-expanded={unfolded}
            aria-controls={notesId}
            onClick={() => setUnfolded((now) => !now)}
          >
            {unfolded ? t('web.enrolment.seeLess') : t('web.enrolment.seeMore')}
          </button>
        )}
        {course.clausesActive && course.clauses && (
          <>
            <h3>{t('web.enrolment.clauses')}</h3>
            <p className="enrolment-clauses">{course.clauses}</p>
          </>
        )}
        <h3>{t('web.enrolment.sessions')}</h3>
        <ul className="enrolment-sessions">
          {course.sessions.map((session) => (
            <li key={session.id}>
              {/* The letter is what sighted readers scan; a screen reader hears the word. */}
              <span aria-hidden="true" className={`session-kind session-kind--${session.kind}`}>
                {t(`web.enrolment.kindShort${session.kind}`)}
              </span>
              <span className="visually-hidden">{t(`web.enrolment.kind${session.kind}`)}: </span>
              {session.description} —{' '}
              {t('web.enrolment.sessionTime', {
                date: day(session.date),
                start: session.startTime,
                end: session.endTime,
              })}
            </li>
          ))}
        </ul>
      </div>
      {enlarged && <PosterDialog course={course} onClose={() => setEnlarged(false)} />}
    </section>
  );
}

/** The poster at full size over the modal; Esc or its button closes it. */
function PosterDialog({ course, onClose }: CourseInfoProps & { onClose: () => void }) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref);
  return (
    <dialog
      ref={ref}
      className="enrolment-poster-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="edit-modal-header">
        <h2 id={titleId}>{t('web.enrolment.posterDialog', { title: course.title })}</h2>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('web.modal.close')}
          autoFocus
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <img src={posterUrl(course.image)} alt={t('web.enrolment.poster', { title: course.title })} />
    </dialog>
  );
}
