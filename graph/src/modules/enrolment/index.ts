import type { DomainModule } from '../common/domain-module';
import { courseExportRestRoutes } from './course-export.rest';
import { CourseExportService } from './course-export.service';
import { memberHasEnrolments } from './enrolment-history';
import { EnrolmentSession } from './enrolment-session.entity';
import { Enrolment } from './enrolment.entity';
import { enrolmentPersonalData } from './enrolment.personal-data';
import { coursesView, enrolmentsView } from './enrolment.report-view';
import { EnrolmentResolver } from './enrolment.resolver';
import { enrolmentRestRoutes } from './enrolment.rest';
import { EnrolmentService, type EnrolmentCharges } from './enrolment.service';

/** Who takes part in a course's sessions, and the lists and sheets made from it. */
export const enrolmentModule = {
  name: 'enrolment',
  services: {
    enrolment: {
      needs: ['billing'],
      create: (_kit: unknown, { billing }: { billing: EnrolmentCharges }) => new EnrolmentService(billing),
    },
    courseExports: { create: () => new CourseExportService() },
  },
  entities: [Enrolment, EnrolmentSession],
  auditedTables: ['inscripcion'],
  history: { member: memberHasEnrolments },
  personalData: enrolmentPersonalData,
  // The courses with their enrolment counts, and the enrolments.
  reportViews: [coursesView, enrolmentsView],
  resolvers: [EnrolmentResolver],
  restRoutes: (router, deps) => {
    enrolmentRestRoutes(router, deps);
    courseExportRestRoutes(router, deps);
  },
} satisfies DomainModule;
