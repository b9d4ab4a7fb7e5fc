import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { COURSE_STATUS_LABELS, type CourseStatus } from '@federa/schema/validation/courses';
import { Page } from '../common/list/list.types';

export const CourseStatusEnum = Object.fromEntries(
  Object.keys(COURSE_STATUS_LABELS).map((status) => [status, status]),
) as { [S in CourseStatus]: S };
registerEnumType(CourseStatusEnum, {
  name: 'CourseStatus',
  description: "estado: 'Próximamente' (UPCOMING), 'En curso' once started, 'Terminado' once ended",
});

@ObjectType('CourseSession', {
  description: 'A session (S) or an event (E) of a course (aSesion)',
  simpleResolvers: true,
})
export class CourseSessionType {
  @Field(() => Int, { description: 'idses' })
  id!: number;

  @Field({ description: 'fecha (YYYY-MM-DD)' })
  date!: string;

  @Field({ description: 'horaini (HH:MM)' })
  startTime!: string;

  @Field({ description: 'horafin (HH:MM)' })
  endTime!: string;

  @Field({ description: 'descripcion (at most 80 characters)' })
  description!: string;

  @Field({ description: "tipo: 'S' session, 'E' event" })
  kind!: string;

  @Field(() => Int, { description: "precio: an event's price per person attending, euro cents (0 free)" })
  priceCents!: number;
}

/**
 * A course (curso). `sessions` and `enrolled` are field resolvers (through DataLoader), so that
 * a page of courses asks for them once.
 */
@ObjectType('Course', {
  description: 'A course or workshop organised by a dojo (curso)',
  simpleResolvers: true,
})
export class CourseType {
  @Field(() => Int, { description: 'idCurso' })
  id!: number;

  @Field({ description: 'titulo' })
  title!: string;

  @Field({ description: 'ciudad' })
  city!: string;

  @Field({ description: 'obs' })
  details!: string;

  @Field({ description: 'actClau: members accept the clauses to enrol' })
  clausesActive!: boolean;

  @Field(() => String, { nullable: true, description: 'clau' })
  clauses!: string | null;

  @Field(() => Int, { description: 'precioSocio: euro cents a federation member pays (0 free)' })
  memberPriceCents!: number;

  @Field(() => Int, { description: 'precioOtros: euro cents anyone else pays (0 free)' })
  otherPriceCents!: number;

  @Field(() => String, {
    nullable: true,
    description: 'imagen: the poster served at /curso/{image}; null: /curso/template-cursos.png',
  })
  image!: string | null;

  @Field(() => String, { nullable: true, description: 'fechaIni: its first session (YYYY-MM-DD)' })
  startDate!: string | null;

  @Field(() => String, { nullable: true, description: 'fechaFin: its last session (YYYY-MM-DD)' })
  endDate!: string | null;

  @Field(() => Int, { description: 'cfOrganiz: the organising dojo' })
  organiserId!: number;

  @Field({ description: "dojo: the organising dojo's name" })
  organiserName!: string;

  @Field(() => Int, { description: "The organising dojo's association" })
  associationId!: number;

  @Field({ description: 'Validated by the national administrator' })
  validated!: boolean;

  @Field(() => Int, { nullable: true, description: 'cfValAdmi: who validated it (REST: 0 when not)' })
  validatedById!: number | null;

  @Field(() => CourseStatusEnum, { description: 'estado' })
  status!: CourseStatus;

  @Field({ description: 'May modify or delete it now: manages it, and it is not validated' })
  canEdit!: boolean;

  @Field({ description: 'May validate or unvalidate it: the national administrator' })
  canValidate!: boolean;

  @Field({ description: 'Manages it: the national administrator or the organising dojo administrator' })
  manages!: boolean;

  @Field({ description: 'May change enrolments now (validated; once finished, its managers only)' })
  canEnrol!: boolean;

  @Field({ description: 'May mark payment and attendance: the organising dojo administrator' })
  marksPayment!: boolean;
}

export const CoursePageType = Page(CourseType, 'CoursePage', 'A page of the course list (GET /v1/cursos/)');

@ObjectType('PublicCourse', { description: 'A course on the public site (GET /v1/cursos/public)' })
export class PublicCourseType {
  @Field(() => Int, { description: 'idCurso' })
  id!: number;

  @Field({ description: 'titulo' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'imagen (null: /curso/template-cursos.png)' })
  image!: string | null;

  @Field({ description: 'ciudad' })
  city!: string;

  @Field(() => String, { nullable: true, description: 'fechaIni' })
  startDate!: string | null;

  @Field(() => String, { nullable: true, description: 'fechaFin' })
  endDate!: string | null;

  @Field({ description: 'obs' })
  details!: string;
}

export const PublicCoursePageType = Page(
  PublicCourseType,
  'PublicCoursePage',
  'Validated courses ending today or later, soonest first',
);
