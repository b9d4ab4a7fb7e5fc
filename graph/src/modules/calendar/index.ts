import type { DomainModule } from '../common/domain-module';
import { CalendarResolver } from './calendar.resolver';
import { calendarRestRoutes, calendarSiteRoutes } from './calendar.rest';

/** The iCalendar feeds of a member's courses and of the public course list. */
export const calendarModule = {
  name: 'calendar',
  resolvers: [CalendarResolver],
  restRoutes: calendarRestRoutes,
  siteRoutes: calendarSiteRoutes,
} satisfies DomainModule;
