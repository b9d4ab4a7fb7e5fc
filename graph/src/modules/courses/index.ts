import type { DomainModule } from '../common/domain-module';
import { CourseWarningsResolver } from './course-warnings.resolver';
import { courseLoaders } from './course.loaders';
import { CourseResolver } from './course.resolver';
import { courseRestRoutes } from './course.rest';
import { EnrolmentResolver } from './enrolment.resolver';
import { enrolmentRestRoutes } from './enrolment.rest';

export const coursesModule = {
  name: 'courses',
  resolvers: [CourseResolver, CourseWarningsResolver, EnrolmentResolver],
  loaders: courseLoaders,
  restRoutes: (router, deps) => {
    courseRestRoutes(router, deps);
    enrolmentRestRoutes(router, deps);
  },
} satisfies DomainModule;
