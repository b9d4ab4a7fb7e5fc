import { Entity, OneToOne } from '@mikro-orm/core';
import { MemberGrade } from './member-grade.entity';

/**
 * A pending belt whose member attended its nhoras of course sessions since the belt below it:
 * the validation list's "meets the hours" filter. Kept by statement triggers on grado,
 * inscripcion, inscripcion_sesion, curso_sesion and cinturon (migration
 * Migration20261128030000), never written by the application.
 */
@Entity({ tableName: 'grado_horas_cumplidas' })
export class GradeHoursMet {
  @OneToOne(() => MemberGrade, {
    primary: true,
    owner: true,
    fieldName: 'idgrado',
    deleteRule: 'cascade',
    updateRule: 'cascade',
  })
  grade!: MemberGrade;
}
