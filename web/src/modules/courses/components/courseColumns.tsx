import type { TFunction } from 'i18next';
import { graphql } from '../../../generated/gql';
import type { CourseRowFragment } from '../../../generated/graphql';
import type { Column } from '../../ui/list/DataTable';
import { CourseStatusMark } from './CourseStatusMark';

/** What a row of the course list shows and what its menu reads (part 2 §2.8, §6). */
export const CourseRowFields = graphql(`
  fragment CourseRow on Course {
    id
    title
    city
    startDate
    endDate
    organiserId
    organiserName
    associationId
    validated
    status
    enrolled
    canEdit
    canValidate
    canEnrol
  }
`);

export type CourseRow = CourseRowFragment;

/** A course's days as the caller's language writes them: one day, or first – last. */
export function courseDays(
  day: Intl.DateTimeFormat,
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): string {
  const format = (date: string) => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
  if (!startDate) return endDate ? format(endDate) : '—';
  if (!endDate || endDate === startDate) return format(startDate);
  return `${format(startDate)} – ${format(endDate)}`;
}

export const dayFormat = (lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeZone: 'UTC' });

/** Part 2 §2.8: title, date, city, organiser (dojo), status, under the server's order names. */
export function courseColumns(t: TFunction, lang: string): Column<CourseRow>[] {
  const day = dayFormat(lang);
  return [
    { key: 'titulo', label: t('web.courses.colTitle'), sort: 'titulo', render: (row) => row.title },
    {
      key: 'fecha',
      label: t('web.courses.colDate'),
      sort: 'fecha',
      render: (row) => courseDays(day, row.startDate, row.endDate),
    },
    { key: 'ciudad', label: t('web.courses.colCity'), sort: 'ciudad', render: (row) => row.city },
    { key: 'dojo', label: t('web.courses.colOrganiser'), sort: 'dojo', render: (row) => row.organiserName },
    {
      key: 'estado',
      label: t('web.courses.colStatus'),
      sort: 'estado',
      render: (row) => <CourseStatusMark status={row.status} validated={row.validated} />,
    },
  ];
}
