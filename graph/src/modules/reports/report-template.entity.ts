import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Member } from '../members/member.entity';

export type ReportDefinition = { campos: string[]; filtros: unknown; agregaciones: string[] };

/** A saved configuration of the report builder for one view (app = the view code). */
@Entity({ tableName: 'plantilla' })
@Unique({ name: 'plantilla_app_nombre_unique', properties: ['view', 'name'] })
@Index({
  name: 'plantilla_un_defecto_por_vista',
  expression: 'create unique index "plantilla_un_defecto_por_vista" on "plantilla" ("app") where "defecto"',
})
@Check({ name: 'plantilla_nombre_no_vacio', expression: "btrim(nombre) <> ''" })
export class ReportTemplate {
  @PrimaryKey({ fieldName: 'id' })
  id!: number;

  @Property({ fieldName: 'app', length: 30 })
  @Index({ name: 'plantilla_app_index' })
  view!: string;

  @Property({ fieldName: 'nombre', length: 50 })
  name!: string;

  @Property({ fieldName: 'descripcion', length: 50, nullable: true })
  description?: string | null;

  /** At most one default per view. */
  @Property({ fieldName: 'defecto', default: false })
  isDefault: boolean = false;

  @Property({ fieldName: 'fecha', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ fieldName: 'plantilla', type: 'json', columnType: 'jsonb' })
  definition!: ReportDefinition;

  @ManyToOne(() => Member, { fieldName: 'cf_autor', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'plantilla_autor_index' })
  author?: Member | null;
}
