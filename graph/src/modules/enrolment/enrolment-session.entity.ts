import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CourseSession } from '../courses/course-session.entity';
import { Enrolment } from './enrolment.entity';

/**
 * A member's row for one session or event of the course: for events, how many people attend
 * (nasisevento, at least 1: reaching 0 removes the row). A trigger checks the session belongs to
 * the enrolment's course.
 */
@Entity({ tableName: 'inscripcion_sesion' })
@Unique({ name: 'inscripcion_sesion_unique', properties: ['enrolment', 'session'] })
@Check({ name: 'inscripcion_sesion_nasisevento', expression: 'nasisevento >= 1' })
export class EnrolmentSession {
  @PrimaryKey({ fieldName: 'id_inscripcion_sesion' })
  id!: number;

  @ManyToOne(() => Enrolment, { fieldName: 'cf_inscripcion', deleteRule: 'cascade' })
  enrolment!: Enrolment;

  @ManyToOne(() => CourseSession, { fieldName: 'cf_sesion', deleteRule: 'cascade' })
  @Index({ name: 'inscripcion_sesion_sesion_index' })
  session!: CourseSession;

  @Property({ fieldName: 'nasisevento', columnType: 'smallint', default: 1 })
  eventAttendees: number = 1;

  @Property({ fieldName: 'asistencia', default: false })
  attended: boolean = false;

  @Property({ fieldName: 'pagado', default: false })
  paid: boolean = false;
}
