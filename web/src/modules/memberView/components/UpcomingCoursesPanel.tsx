import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { Loading } from '../../ui/components/Loading';
import { CourseLinks } from './CourseLinks';
import { Panel, PanelNote } from './Panel';
import '../memberView.css';

const UpcomingCoursesPanelQuery = graphql(`
  query UpcomingCoursesPanel($page: ListInput) {
    publicCourses(page: $page) {
      items {
        id
        title
        city
        startDate
        endDate
      }
    }
  }
`);

/** The list's page sizes (15, 50, 100): the smallest page holding `limit` rows. */
export const upcomingPageSize = (limit: number) => [15, 50, 100].find((size) => size >= limit) ?? 100;

export type UpcomingCoursesPanelProps = { limit: number };

/**
 * Validated courses that have not finished, soonest first (part 2 §2.4, §2.5; §4 shows a course as
 * upcoming only once validated), each opening its course, or 'No hay cursos disponibles' (§8).
 */
export function UpcomingCoursesPanel({ limit }: UpcomingCoursesPanelProps) {
  const { t } = useT();
  const { data, loading } = useQuery(UpcomingCoursesPanelQuery, {
    variables: { page: { limit: upcomingPageSize(limit) } },
  });
  const courses = data?.publicCourses.items.slice(0, limit);
  return (
    <Panel name="upcoming-courses" title={t('web.memberView.upcoming')}>
      {loading && !courses && <Loading />}
      {courses?.length === 0 && <PanelNote>{t('web.memberView.upcomingEmpty')}</PanelNote>}
      {!!courses?.length && <CourseLinks courses={courses} />}
    </Panel>
  );
}
