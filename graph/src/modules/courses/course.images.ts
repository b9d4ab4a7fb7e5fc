import { COURSE_TEMPLATE_IMAGE } from '@federa/schema/validation/courses';
import type { ImageDeclaration } from '../common/domain-module';

/**
 * Course posters (part 2 §7): portrait (A-series, 210/297) within an A4 page at 150 dpi; the
 * template a course without a poster shows is built in, kept a day by browsers.
 */
export const POSTER_IMAGE = {
  kind: 'poster',
  folder: 'curso',
  width: 1240,
  height: 1754,
  builtIn: [{ name: COURSE_TEMPLATE_IMAGE, maxAge: '1d' }],
} as const satisfies ImageDeclaration;
