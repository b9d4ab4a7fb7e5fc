import type { DomainModule, ServiceKit } from '../common/domain-module';
import { CourseSession } from './course-session.entity';
import { dojoHasCourses } from './course-history';
import { POSTER_IMAGE } from './course.images';
import { CourseWarningsResolver } from './course-warnings.resolver';
import { Course } from './course.entity';
import { courseLoaders } from './course.loaders';
import { CourseResolver } from './course.resolver';
import { courseRestRoutes } from './course.rest';
import { CourseService } from './course.service';

export const coursesModule = {
  name: 'courses',
  services: { courses: { create: (kit: ServiceKit) => new CourseService(kit.files) } },
  entities: [Course, CourseSession],
  auditedTables: ['curso'],
  images: [POSTER_IMAGE],
  history: { dojo: dojoHasCourses },
  resolvers: [CourseResolver, CourseWarningsResolver],
  loaders: courseLoaders,
  uploadRoutes: ['/cursos/ins', '/cursos/mod'],
  restRoutes: courseRestRoutes,
} satisfies DomainModule;
