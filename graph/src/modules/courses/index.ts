import type { DomainModule } from '../common/domain-module';
import { CalendarResolver } from './calendar.resolver';
import { calendarRestRoutes, calendarSiteRoutes } from './calendar.rest';
import { courseExportRestRoutes } from './course-export.rest';
import { CourseWarningsResolver } from './course-warnings.resolver';
import { courseRestRoutes } from './course.rest';

/** Only the badge count so far; the rest of the domain comes with its issue. */
export const coursesModule = {
  name: 'courses',
  resolvers: [CourseWarningsResolver, CalendarResolver],
  restRoutes: (router, deps) => {
    courseRestRoutes(router, deps);
    courseExportRestRoutes(router, deps);
    calendarRestRoutes(router, deps);
  },
  siteRoutes: calendarSiteRoutes,
} satisfies DomainModule;
