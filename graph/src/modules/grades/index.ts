import type { DomainModule } from '../common/domain-module';
import { gradesView, titlesView } from './grade.report-view';
import { Belt } from './belt.entity';
import { GradeCount } from './grade-count.entity';
import { GradeDayCount } from './grade-day-count.entity';
import { GradeHoursMet } from './grade-hours-met.entity';
import { memberHasGrades } from './grade-history';
import { GradeWarningsResolver } from './grade-warnings.resolver';
import { gradeLoaders } from './grade.loaders';
import { gradePersonalData } from './grade.personal-data';
import { gradeReferenceData } from './grade.reference';
import { GradeResolver, MemberReadinessResolver } from './grade.resolver';
import { gradeRestRoutes } from './grade.rest';
import { GradeService } from './grade.service';
import { MemberGrade } from './member-grade.entity';
import { MemberTitle } from './member-title.entity';
import { Title } from './title.entity';

export const gradesModule = {
  name: 'grades',
  services: { grades: { create: () => new GradeService() } },
  entities: [Belt, Title, MemberGrade, MemberTitle, GradeCount, GradeHoursMet, GradeDayCount],
  auditedTables: ['grado', 'asociado_titulo'],
  history: { member: memberHasGrades },
  personalData: gradePersonalData,
  referenceData: gradeReferenceData,
  reportViews: [gradesView, titlesView],
  resolvers: [GradeResolver, MemberReadinessResolver, GradeWarningsResolver],
  loaders: gradeLoaders,
  restRoutes: gradeRestRoutes,
} satisfies DomainModule;
