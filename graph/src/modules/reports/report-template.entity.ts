import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Member } from '../members/member.entity';

/** What a template stores (part 3 §3): the REST shape, `{campos, filtros, agregaciones}`. */
export type ReportDefinition = { campos: string[]; filtros: unknown; agregaciones: string[] };

/**
 * A saved configuration of the report builder for one view (app = the view code). Each is its
 * author's own: names are unique per author and view, and each author has at most one default,
 * which the screen opens on (part 3 §2).
 */
@Entity({ tableName: 'plantilla' })
@Unique({ name: 'plantilla_autor_app_nombre_unique', properties: ['author', 'view', 'name'] })
@Index({
  name: 'plantilla_un_defecto_por_autor',
  expression:
    'create unique index "plantilla_un_defecto_por_autor" on "plantilla" ("cf_autor") where "defecto"',
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

  @Property({ fieldName: 'defecto', default: false })
  isDefault: boolean = false;

  @Property({ fieldName: 'fecha', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ fieldName: 'plantilla', type: 'json', columnType: 'jsonb' })
  definition!: ReportDefinition;

  @ManyToOne(() => Member, { fieldName: 'cf_autor', deleteRule: 'cascade' })
  author!: Member;
}
