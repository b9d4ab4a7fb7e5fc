import type { DomainModule } from '../common/domain-module';
import { CourseWarningsResolver } from './course-warnings.resolver';
import { courseLoaders } from './course.loaders';
import { CourseResolver } from './course.resolver';
import { courseRestRoutes } from './course.rest';

export const coursesModule = {
  name: 'courses',
  resolvers: [CourseResolver, CourseWarningsResolver],
  loaders: courseLoaders,
  restRoutes: courseRestRoutes,
} satisfies DomainModule;
