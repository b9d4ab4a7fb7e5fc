import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Association } from '../associations/association.entity';
import { Country } from '../geo/country.entity';
import { Province } from '../geo/province.entity';

@Entity({ tableName: 'dojo' })
// Search (filtro) is accent- and case-insensitive: trigram indexes over unaccented text.
@Index({
  name: 'dojo_nombre_trgm',
  expression: `create index "dojo_nombre_trgm" on "dojo" using gin (f_unaccent(lower("nombre")) gin_trgm_ops)`,
})
@Index({
  name: 'dojo_ciudad_trgm',
  expression: `create index "dojo_ciudad_trgm" on "dojo" using gin (f_unaccent(lower("ciudad")) gin_trgm_ops)`,
})
// Unique as the duplicate check compares names: ignoring case, accents and surrounding spaces.
@Index({
  name: 'dojo_asoc_nombre_unique',
  expression: `create unique index "dojo_asoc_nombre_unique" on "dojo" ("cf_asoc", f_unaccent(lower(btrim("nombre"))))`,
})
@Index({ name: 'dojo_pais_provincia_index', properties: ['country', 'province'] })
@Check({ name: 'dojo_nombre_no_vacio', expression: "btrim(nombre) <> ''" })
@Check({ name: 'dojo_ciudad_no_vacia', expression: "btrim(ciudad) <> ''" })
@Check({ name: 'dojo_web_url', expression: "web IS NULL OR web ~ '^https?://'" })
@Check({ name: 'dojo_maps_url', expression: "maps IS NULL OR maps ~ '^https?://'" })
export class Dojo {
  @PrimaryKey({ fieldName: 'id_dojo' })
  id!: number;

  @Property({ fieldName: 'nombre', length: 50 })
  @Index({ name: 'dojo_nombre_index' })
  name!: string;

  @Property({ fieldName: 'ciudad', length: 50 })
  @Index({ name: 'dojo_ciudad_index' })
  city!: string;

  @ManyToOne(() => Association, { fieldName: 'cf_asoc', deleteRule: 'restrict' })
  association!: Association;

  @ManyToOne(() => Country, { fieldName: 'cf_pais', deleteRule: 'restrict' })
  country!: Country;

  /** Must belong to `country`: a trigger of the second migration enforces it. */
  @ManyToOne(() => Province, { fieldName: 'cf_provincia', deleteRule: 'restrict' })
  province!: Province;

  @Property({ length: 255, nullable: true })
  web?: string | null;

  @Property({ length: 500, nullable: true })
  maps?: string | null;

  @Property({ fieldName: 'direccion', length: 50, nullable: true })
  address?: string | null;

  @Property({ fieldName: 'telfcont', length: 9, nullable: true })
  phone?: string | null;

  @Property({ fieldName: 'persocont', length: 50, nullable: true })
  contactPerson?: string | null;

  @Property({ fieldName: 'correo_e', length: 50, nullable: true })
  email?: string | null;

  @Property({ fieldName: 'horario', length: 150, nullable: true })
  schedule?: string | null;

  /** File name of the logo served at /dojo/{file}. */
  @Property({ fieldName: 'avatar', length: 100, nullable: true })
  logo?: string | null;

  /** Shown on the public map and list. */
  @Property({ default: false })
  @Index({ name: 'dojo_visible_index' })
  visible: boolean = false;
}
