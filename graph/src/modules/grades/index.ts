import type { DomainModule } from '../common/domain-module';
import { gradeLoaders } from './grade.loaders';
import { GradeResolver, MemberReadinessResolver } from './grade.resolver';
import { GradeWarningsResolver } from './grade-warnings.resolver';
import { gradeRestRoutes } from './grade.rest';

export const gradesModule = {
  name: 'grades',
  resolvers: [GradeResolver, MemberReadinessResolver, GradeWarningsResolver],
  loaders: gradeLoaders,
  restRoutes: gradeRestRoutes,
} satisfies DomainModule;
