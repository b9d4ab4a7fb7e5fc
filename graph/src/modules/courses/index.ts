import type { DomainModule } from '../common/domain-module';
import { CourseWarningsResolver } from './course-warnings.resolver';
import { courseRestRoutes } from './course.rest';
import { EnrolmentResolver } from './enrolment.resolver';
import { enrolmentRestRoutes } from './enrolment.rest';

/** Only the badge count so far; the rest of the domain comes with its issue. */
export const coursesModule = {
  name: 'courses',
  resolvers: [CourseWarningsResolver, EnrolmentResolver],
  restRoutes: (router, deps) => {
    courseRestRoutes(router, deps);
    enrolmentRestRoutes(router, deps);
  },
} satisfies DomainModule;
