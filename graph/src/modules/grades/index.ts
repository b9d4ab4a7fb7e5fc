import type { DomainModule } from '../common/domain-module';
import { GradeWarningsResolver } from './grade-warnings.resolver';
import { gradeRestRoutes } from './grade.rest';

/** Only the badge count so far; the rest of the domain comes with its issue. */
export const gradesModule = {
  name: 'grades',
  resolvers: [GradeWarningsResolver],
  restRoutes: gradeRestRoutes,
} satisfies DomainModule;
