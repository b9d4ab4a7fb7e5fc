import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Member } from '../members/member.entity';
import { Title } from './title.entity';

/** A title held by a member, with the same status numbers as grades. */
@Entity({ tableName: 'asociado_titulo' })
@Unique({ name: 'asociado_titulo_unique', properties: ['member', 'title'] })
@Index({ name: 'asociado_titulo_fecha_index', properties: ['date'] })
@Index({ name: 'asociado_titulo_estado_fecha_index', properties: ['status', 'date'] })
// The validation list's key for a title (grade.list.ts): a page's titles read by key.
@Index({
  name: 'asociado_titulo_clave_index',
  expression: 'create index "asociado_titulo_clave_index" on "asociado_titulo" ((-"idasoc_titulo"))',
})
@Check({ name: 'asociado_titulo_fecha_rango', expression: "fecha >= '1900-01-01'::date" })
export class MemberTitle {
  @PrimaryKey({ fieldName: 'idasoc_titulo' })
  id!: number;

  @ManyToOne(() => Member, { fieldName: 'cf_asociado', deleteRule: 'restrict' })
  member!: Member;

  @ManyToOne(() => Title, { fieldName: 'cf_titulo', deleteRule: 'restrict' })
  @Index({ name: 'asociado_titulo_titulo_index' })
  title!: Title;

  @Property({ fieldName: 'fecha', columnType: 'date', type: 'date' })
  date!: string;

  @Property({ fieldName: 'estado', columnType: 'smallint', default: -1 })
  status: number = -1;

  @ManyToOne(() => Member, { fieldName: 'cf_validador', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'asociado_titulo_validador_index' })
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
