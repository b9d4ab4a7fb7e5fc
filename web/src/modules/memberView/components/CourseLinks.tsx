import { Link } from 'react-router';
import { courseDays, dayFormat } from '../../courses/components/courseColumns';
import { useT } from '../../i18n/hooks/useT';

export type CourseLinkRow = {
  id: number;
  title: string;
  city: string;
  startDate?: string | null;
  endDate?: string | null;
};

/** Courses as links to the course list positioned on each (/{lang}/app/cursos/{id}). */
export function CourseLinks({ courses }: { courses: readonly CourseLinkRow[] }) {
  const { lang } = useT();
  const day = dayFormat(lang);
  return (
    <ul className="mv-list mv-courses">
      {courses.map((course) => (
        <li key={course.id}>
          <Link to={`/${lang}/app/cursos/${course.id}`}>{course.title}</Link>
          <span className="mv-course-meta">
            {courseDays(day, course.startDate, course.endDate)} · {course.city}
          </span>
        </li>
      ))}
    </ul>
  );
}
