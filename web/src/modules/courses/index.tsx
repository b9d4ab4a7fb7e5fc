import type { ReactNode } from 'react';
import { lazyScreen, type WebModule } from '../../routes/webModule';
import type { CourseRow } from './components/courseColumns';

const CoursesScreen = lazyScreen(() => import('./components/CoursesScreen'), 'CoursesScreen');

declare module '../../routes/webModule' {
  interface Slots {
    /** The enrolment modal of §2.10 for a course, from the module that enrols (courses knows none). */
    courseEnrolment: (course: CourseRow, close: () => void) => ReactNode;
  }
}

export const coursesModule = {
  name: 'courses',
  server: 'courses',
  sections: [
    {
      routes: [
        { path: 'cursos/:idReg?', element: (slots) => <CoursesScreen enrolment={slots.courseEnrolment} /> },
      ],
      sidebar: {
        segment: 'cursos',
        to: 'cursos',
        label: 'web.shell.courses',
        order: 60,
        badge: (warnings) => warnings.courses,
      },
    },
  ],
} satisfies WebModule;
