import { Suspense } from 'react';
import { lazyScreen, type WebModule } from '../../routes/webModule';
import { Loading } from '../ui/components/Loading';

// The modal comes with its own chunk when a course's 'Inscripción' is first opened.
const EnrolmentModal = lazyScreen(() => import('./components/EnrolmentModal'), 'EnrolmentModal');

/** A course's enrolments: no section of its own, the modal the courses screen opens. */
export const enrolmentModule = {
  name: 'enrolment',
  server: 'enrolment',
  slots: {
    courseEnrolment: (course, close) => (
      <Suspense fallback={<Loading />}>
        <EnrolmentModal courseId={course.id} onClose={close} />
      </Suspense>
    ),
  },
} satisfies WebModule;
