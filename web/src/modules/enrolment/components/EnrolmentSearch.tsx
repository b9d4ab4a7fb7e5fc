import { ENROLMENT_SEARCH_COLUMNS, type EnrolmentSearchColumn } from '@federa/schema/validation/courses';
import { useId } from 'react';
import type { EnrolmentCourseDetailFragment } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { SearchField } from '../../ui/list/SearchField';

/** The column selector's choices, in the order of part 2 §2.10. */
const COLUMNS = Object.values(ENROLMENT_SEARCH_COLUMNS);

type Totals = {
  enrolled: number;
  paid: number;
  attended: number;
  eventTotals: readonly { sessionId: number; total: number }[];
};

type EnrolmentSearchProps = {
  course: EnrolmentCourseDetailFragment;
  search: string;
  onSearch: (text: string) => void;
  column: EnrolmentSearchColumn;
  onColumn: (column: EnrolmentSearchColumn) => void;
  enrolledOnly: boolean;
  onEnrolledOnly: (on: boolean) => void;
  /** The course-wide counters; absent until the first page has arrived. */
  totals?: Totals;
};

/**
 * The administrators' tools above the table (part 2 §2.10, §6): the search with its column
 * selector, 'only enrolled', and the course-wide counters (paid and attended of the enrolled, and
 * how many people each event has).
 */
export function EnrolmentSearch({
  course,
  search,
  onSearch,
  column,
  onColumn,
  enrolledOnly,
  onEnrolledOnly,
  totals,
}: EnrolmentSearchProps) {
  const { t } = useT();
  const columnId = useId();
  const events = course.sessions.filter((session) => session.kind === 'E');
  return (
    <div className="enrolment-search">
      <div className="enrolment-search-row">
        <SearchField
          label={t('web.enrolment.search')}
          value={search}
          onChange={onSearch}
          placeholder={t('web.enrolment.search')}
        />
        <label htmlFor={columnId} className="enrolment-column-label">
          {t('web.enrolment.column')}
        </label>
        <select
          id={columnId}
          value={column}
          onChange={(event) => onColumn(event.target.value as EnrolmentSearchColumn)}
        >
          {COLUMNS.map((value) => (
            <option key={value} value={value}>
              {t(`web.enrolment.column${value}`)}
            </option>
          ))}
        </select>
        <label className="enrolment-enrolled-only">
          <input
            type="checkbox"
            checked={enrolledOnly}
            onChange={(event) => onEnrolledOnly(event.target.checked)}
          />
          {t('web.enrolment.enrolledOnly')}
        </label>
      </div>
      {totals && (
        <ul className="enrolment-counters" aria-label={t('web.enrolment.counters')}>
          <li>{t('web.enrolment.paidOfEnrolled', { paid: totals.paid, enrolled: totals.enrolled })}</li>
          <li>
            {t('web.enrolment.attendedOfEnrolled', { attended: totals.attended, enrolled: totals.enrolled })}
          </li>
          {events.map((event) => (
            <li key={event.id}>
              {t('web.enrolment.eventTotal', {
                event: event.description,
                total: totals.eventTotals.find((total) => total.sessionId === event.id)?.total ?? 0,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
