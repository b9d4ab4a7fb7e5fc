import type { DomainModule } from '../common/domain-module';
import { CalendarResolver } from './calendar.resolver';
import { calendarRestRoutes, calendarSiteRoutes } from './calendar.rest';
import { courseExportRestRoutes } from './course-export.rest';
import { CourseWarningsResolver } from './course-warnings.resolver';
import { courseLoaders } from './course.loaders';
import { CourseResolver } from './course.resolver';
import { courseRestRoutes } from './course.rest';
import { EnrolmentResolver } from './enrolment.resolver';
import { enrolmentRestRoutes } from './enrolment.rest';

export const coursesModule = {
  name: 'courses',
  resolvers: [CourseResolver, CourseWarningsResolver, EnrolmentResolver, CalendarResolver],
  loaders: courseLoaders,
  restRoutes: (router, deps) => {
    courseRestRoutes(router, deps);
    enrolmentRestRoutes(router, deps);
    courseExportRestRoutes(router, deps);
    calendarRestRoutes(router, deps);
  },
  siteRoutes: calendarSiteRoutes,
} satisfies DomainModule;
