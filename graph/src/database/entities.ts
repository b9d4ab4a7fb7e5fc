import { Association } from '../modules/associations/association.entity';
import { AuditEntry } from '../modules/audit/audit.entity';
import { EndedSession } from '../modules/auth/ended-session.entity';
import { PrintableCount } from '../modules/cards/card-count.entity';
import { CalendarFeedVersion } from '../modules/calendar/calendar.entity';
import { Course } from '../modules/courses/course.entity';
import { CourseSession } from '../modules/courses/course-session.entity';
import { Enrolment } from '../modules/enrolment/enrolment.entity';
import { EnrolmentSession } from '../modules/enrolment/enrolment-session.entity';
import { LimiterUse, LimiterValue } from '../modules/common/limiter.entity';
import { Dojo } from '../modules/dojos/dojo.entity';
import { Fee } from '../modules/fees/fee.entity';
import { FeeBatch } from '../modules/fees/fee-batch.entity';
import { FeeBatchValidation } from '../modules/fees/fee-batch-validation.entity';
import { Country } from '../modules/geo/country.entity';
import { Province } from '../modules/geo/province.entity';
import { Belt } from '../modules/grades/belt.entity';
import { GradeCount } from '../modules/grades/grade-count.entity';
import { MemberGrade } from '../modules/grades/member-grade.entity';
import { MemberTitle } from '../modules/grades/member-title.entity';
import { Title } from '../modules/grades/title.entity';
import { MemberCount, MemberTramoCount } from '../modules/members/member-count.entity';
import { Member } from '../modules/members/member.entity';
import { ContactMessage } from '../modules/public/contact-message.entity';
import { ReportTemplate } from '../modules/reports/report-template.entity';

export const ENTITIES = [
  Country,
  Province,
  Association,
  Dojo,
  Member,
  EndedSession,
  LimiterUse,
  LimiterValue,
  AuditEntry,
  MemberCount,
  MemberTramoCount,
  PrintableCount,
  FeeBatch,
  Fee,
  FeeBatchValidation,
  Course,
  CourseSession,
  Enrolment,
  EnrolmentSession,
  CalendarFeedVersion,
  Belt,
  Title,
  MemberGrade,
  MemberTitle,
  GradeCount,
  ReportTemplate,
  ContactMessage,
];
