import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Member } from '../members/member.entity';
import { Belt } from './belt.entity';

/** A belt held by a member. estado: below 0 Pendiente, 0 Regulado, above 0 Examinado. */
@Entity({ tableName: 'grado' })
@Unique({ name: 'grado_asociado_cinturon_unique', properties: ['member', 'belt'] })
@Index({ name: 'grado_fecha_index', properties: ['date'] })
@Index({ name: 'grado_estado_fecha_index', properties: ['status', 'date'] })
// The pending belts by key for the validation list's hours filter (Migration20261128030300).
@Index({
  name: 'grado_pendiente_index',
  expression:
    'create index "grado_pendiente_index" on "grado" ("idgrado") include ("fecha", "cf_asociado", "cf_cinturon") where estado < 0',
})
@Check({ name: 'grado_nhoras', expression: 'nhoras >= 0' })
@Check({ name: 'grado_fecha_rango', expression: "fecha >= '1900-01-01'::date" })
export class MemberGrade {
  @PrimaryKey({ fieldName: 'idgrado' })
  id!: number;

  @ManyToOne(() => Member, { fieldName: 'cf_asociado', deleteRule: 'restrict' })
  member!: Member;

  @ManyToOne(() => Belt, { fieldName: 'cf_cinturon', deleteRule: 'restrict' })
  @Index({ name: 'grado_cinturon_index' })
  belt!: Belt;

  @Property({ fieldName: 'fecha', columnType: 'date', type: 'date' })
  date!: string;

  @Property({ fieldName: 'nhoras', default: 0 })
  hours: number = 0;

  @Property({ fieldName: 'estado', columnType: 'smallint', default: -1 })
  status: number = -1;

  @ManyToOne(() => Member, { fieldName: 'cf_validador', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'grado_validador_index' })
  validator?: Member | null;

  /** When the validator validated it (null while pending, and for entries validated before this was kept). */
  @Property({ fieldName: 'validado_en', columnType: 'timestamptz', nullable: true })
  validatedAt?: Date | null;

  /**
   * The member's dojo and association, kept on the entry by the database (Migration20261128090000)
   * for reports grouped or filtered by place; never written by the server.
   */
  @Property({ fieldName: 'lugar_dojo', type: 'integer', nullable: true, lazy: true, hidden: true })
  placeDojoId?: number | null;

  @Property({ fieldName: 'lugar_asoc', type: 'integer', nullable: true, lazy: true, hidden: true })
  placeAssociationId?: number | null;
}
