import type { DomainModule } from '../common/domain-module';
import { courseExportRestRoutes } from './course-export.rest';
import { EnrolmentResolver } from './enrolment.resolver';
import { enrolmentRestRoutes } from './enrolment.rest';

/** Who takes part in a course's sessions, and the lists and sheets made from it. */
export const enrolmentModule = {
  name: 'enrolment',
  resolvers: [EnrolmentResolver],
  restRoutes: (router, deps) => {
    enrolmentRestRoutes(router, deps);
    courseExportRestRoutes(router, deps);
  },
} satisfies DomainModule;
