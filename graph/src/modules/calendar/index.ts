import type { DomainModule, ServiceKit } from '../common/domain-module';
import { CalendarFeedVersion } from './calendar.entity';
import { CalendarResolver } from './calendar.resolver';
import { calendarRestRoutes, calendarSiteRoutes } from './calendar.rest';
import { CalendarService } from './calendar.service';

/** The iCalendar feeds of a member's courses and of the public course list. */
export const calendarModule = {
  name: 'calendar',
  // Its feeds are read by calendar programs; the enrolment modal and the member form link to them.
  webModule: false,
  services: {
    calendars: {
      create: ({ settings }: ServiceKit<{ jwt: { secret: string } }>) =>
        new CalendarService(settings.jwt.secret),
    },
  },
  entities: [CalendarFeedVersion],
  resolvers: [CalendarResolver],
  restRoutes: calendarRestRoutes,
  siteRoutes: calendarSiteRoutes,
} satisfies DomainModule;
