import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Dojo } from '../dojos/dojo.entity';
import { Member } from '../members/member.entity';

/** A course or workshop organised by a dojo; its dates span its sessions and events. */
@Entity({ tableName: 'curso' })
// Search (filtro) is accent- and case-insensitive: trigram indexes over unaccented text.
@Index({
  name: 'curso_titulo_trgm',
  expression: `create index "curso_titulo_trgm" on "curso" using gin (f_unaccent(lower("titulo")) gin_trgm_ops)`,
})
@Index({
  name: 'curso_ciudad_trgm',
  expression: `create index "curso_ciudad_trgm" on "curso" using gin (f_unaccent(lower("ciudad")) gin_trgm_ops)`,
})
@Index({ name: 'curso_fecha_ini_index', properties: ['startDate'] })
@Index({ name: 'curso_fecha_fin_index', properties: ['endDate'] })
@Check({ name: 'curso_titulo_no_vacio', expression: "btrim(titulo) <> ''" })
@Check({ name: 'curso_ciudad_no_vacia', expression: "btrim(ciudad) <> ''" })
@Check({ name: 'curso_detalles_no_vacios', expression: "btrim(obs) <> ''" })
@Check({ name: 'curso_clausulas', expression: "NOT act_clau OR (clau IS NOT NULL AND btrim(clau) <> '')" })
@Check({
  name: 'curso_fechas',
  expression: 'fecha_ini IS NULL OR fecha_fin IS NULL OR fecha_ini <= fecha_fin',
})
@Check({
  name: 'curso_precios',
  expression:
    '(precio_socio_cent >= 0) AND (precio_socio_cent <= 10000000) AND (precio_otros_cent >= 0) AND (precio_otros_cent <= 10000000)',
})
export class Course {
  @PrimaryKey({ fieldName: 'id_curso' })
  id!: number;

  @Property({ fieldName: 'titulo', length: 100 })
  @Index({ name: 'curso_titulo_index' })
  title!: string;

  @Property({ fieldName: 'ciudad', length: 50 })
  city!: string;

  @Property({ fieldName: 'obs', columnType: 'text' })
  details!: string;

  @Property({ fieldName: 'act_clau', default: false })
  clausesActive: boolean = false;

  @Property({ fieldName: 'clau', columnType: 'text', nullable: true })
  clauses?: string | null;

  /** Poster file served at /curso/{name}. */
  @Property({ fieldName: 'imagen', length: 100, nullable: true })
  image?: string | null;

  @ManyToOne(() => Dojo, { fieldName: 'cf_organiz', deleteRule: 'restrict' })
  @Index({ name: 'curso_organiz_index' })
  organiser!: Dojo;

  /** The national administrator who validated it; null while unvalidated. */
  @ManyToOne(() => Member, { fieldName: 'cf_val_admi', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'curso_val_admi_index' })
  validatedByAdmin?: Member | null;

  @ManyToOne(() => Member, { fieldName: 'cf_val_dojo', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'curso_val_dojo_index' })
  validatedByDojo?: Member | null;

  /** First and last session dates, kept by a trigger on curso_sesion. */
  @Property({ fieldName: 'fecha_ini', columnType: 'date', type: 'date', nullable: true })
  startDate?: string | null;

  @Property({ fieldName: 'fecha_fin', columnType: 'date', type: 'date', nullable: true })
  endDate?: string | null;

  /**
   * Its price in cents for a member of the federation (their latest paid year is the course's
   * year or later) and for anyone else (issue 30); 0 is free, the default.
   */
  @Property({ fieldName: 'precio_socio_cent', default: 0 })
  memberPriceCents: number = 0;

  @Property({ fieldName: 'precio_otros_cent', default: 0 })
  otherPriceCents: number = 0;

  @Property({ fieldName: 'creado', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
