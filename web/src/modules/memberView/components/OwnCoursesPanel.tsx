import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../generated/gql';
import { MyCoursesModal } from '../../courses/components/MyCoursesModal';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { Loading } from '../../ui/components/Loading';
import { CourseLinks } from './CourseLinks';
import { Panel, PanelNote } from './Panel';
import '../memberView.css';

const OwnCoursesPanelQuery = graphql(`
  query OwnCoursesPanel($memberId: Int, $limit: Int, $orderBy: String) {
    myCourses(memberId: $memberId, limit: $limit, orderBy: $orderBy) {
      id
      title
      city
      startDate
      endDate
    }
  }
`);

export type OwnCoursesPanelProps = {
  /** Whose courses (those they are enrolled in); absent: the caller's own. */
  memberId?: number;
  /** How many: 4 on the member view, 6 on the home (part 2 §9). */
  limit: number;
  /** myCourses' order (titulo, fechaIni, fechaFin, ciudad, nombre, ' DESC' optional); absent: newest end date first. */
  orderBy?: string;
};

/**
 * A member's courses, the first `limit` of them, each opening its course; 'Ver todos' opens 'Mis
 * cursos' with every one (part 2 §2.4, §2.5, §2.11), or 'No tienes cursos' (§8); on someone
 * else's record, 'No tiene cursos'.
 */
export function OwnCoursesPanel({ memberId, limit, orderBy }: OwnCoursesPanelProps) {
  const { t } = useT();
  const me = useMe();
  const [all, setAll] = useState(false);
  const { data, loading } = useQuery(OwnCoursesPanelQuery, {
    variables: { memberId: memberId ?? null, limit, orderBy: orderBy ?? null },
  });
  const courses = data?.myCourses;
  const own = memberId === undefined || memberId === me.id;
  const title = t(own ? 'web.memberView.myCourses' : 'web.memberView.courses');
  const seeAll = !!courses?.length && (
    <button type="button" className="mv-link-button" onClick={() => setAll(true)}>
      {t('web.memberView.seeAll')}
    </button>
  );
  return (
    <Panel name="own-courses" title={title} actions={seeAll}>
      {loading && !courses && <Loading />}
      {courses?.length === 0 && (
        <PanelNote>{t(own ? 'web.memberView.coursesEmpty' : 'web.memberView.coursesEmptyOf')}</PanelNote>
      )}
      {!!courses?.length && <CourseLinks courses={courses} />}
      {all && <MyCoursesModal memberId={memberId} title={title} onClose={() => setAll(false)} />}
    </Panel>
  );
}
