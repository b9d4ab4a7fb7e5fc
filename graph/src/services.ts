import type { Config } from './config';
import { AssociationService } from './modules/associations/association.service';
import { AuditService } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { SignInLimiter } from './modules/auth/sign-in-limiter';
import type { FileStore } from './modules/common/file-store';
import type { PgLimiterStore } from './modules/common/limiter-store.pg';
import { CardService } from './modules/cards/card.service';
import { CalendarService } from './modules/calendar/calendar.service';
import { CourseExportService } from './modules/enrolment/course-export.service';
import { CourseService } from './modules/courses/course.service';
import { EnrolmentService } from './modules/enrolment/enrolment.service';
import { DojoService } from './modules/dojos/dojo.service';
import { FeeBatchService } from './modules/fees/fee-batch.service';
import { GeoService } from './modules/geo/geo.service';
import { GradeService } from './modules/grades/grade.service';
import { MemberService } from './modules/members/member.service';
import { ContactMailer } from './modules/public/contact.mailer';
import { ContactService } from './modules/public/contact.service';
import { ReportTemplateService } from './modules/reports/report-template.service';
import { ReportService } from './modules/reports/report.service';
import { ValidationService } from './modules/validations/validation.service';

/** The domain services, built once per server and shared by the GraphQL and REST doors. */
export type Services = {
  audit: AuditService;
  auth: AuthService;
  associations: AssociationService;
  cards: CardService;
  contact: ContactService;
  courses: CourseService;
  calendars: CalendarService;
  courseExports: CourseExportService;
  dojos: DojoService;
  enrolment: EnrolmentService;
  fees: FeeBatchService;
  geo: GeoService;
  grades: GradeService;
  members: MemberService;
  reports: ReportService;
  reportTemplates: ReportTemplateService;
  validations: ValidationService;
};

/** `limits`: where rate limits are counted (the database, so that every process counts together). */
export function createServices(
  config: Config,
  limits: PgLimiterStore,
  files: FileStore,
  log: (line: string) => void = () => undefined,
): Services {
  const auth = new AuthService(config, new SignInLimiter(config.signIn, limits));
  const reports = new ReportService(config.reports);
  return {
    audit: new AuditService(),
    auth,
    associations: new AssociationService(),
    cards: new CardService(),
    contact: new ContactService(config.contact, config.jwt.secret, new ContactMailer(config.contact, log)),
    courses: new CourseService(config, files),
    calendars: new CalendarService(config.jwt.secret),
    courseExports: new CourseExportService(),
    dojos: new DojoService(config, files),
    enrolment: new EnrolmentService(),
    fees: new FeeBatchService(),
    geo: new GeoService(),
    grades: new GradeService(),
    members: new MemberService(config, auth, limits, files),
    reports,
    reportTemplates: new ReportTemplateService(reports),
    validations: new ValidationService(),
  };
}
