import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Member } from '../members/member.entity';
import { Course } from '../courses/course.entity';

/** A member's enrolment in a course, with payment, attendance and clause acceptance. */
@Entity({ tableName: 'inscripcion' })
@Unique({ name: 'inscripcion_curso_asociado_unique', properties: ['course', 'member'] })
export class Enrolment {
  @PrimaryKey({ fieldName: 'id_inscripcion' })
  id!: number;

  @ManyToOne(() => Course, { fieldName: 'cf_curso', deleteRule: 'restrict' })
  course!: Course;

  @ManyToOne(() => Member, { fieldName: 'cf_asociado', deleteRule: 'restrict' })
  @Index({ name: 'inscripcion_asociado_index' })
  member!: Member;

  @Property({ fieldName: 'pagado', default: false })
  paid: boolean = false;

  @Property({ fieldName: 'asistencia', default: false })
  attended: boolean = false;

  @Property({ fieldName: 'clausula_aceptada', default: false })
  clauseAccepted: boolean = false;

  @Property({ fieldName: 'creado', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
