import { Check, Entity, Index, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';

@Entity({ tableName: 'asociacion' })
// Search (filtro) is accent- and case-insensitive: trigram indexes over unaccented text.
@Index({
  name: 'asociacion_nombre_trgm',
  expression: `create index "asociacion_nombre_trgm" on "asociacion" using gin (f_unaccent(lower("nombre")) gin_trgm_ops)`,
})
@Index({
  name: 'asociacion_zona_trgm',
  expression: `create index "asociacion_zona_trgm" on "asociacion" using gin (f_unaccent(lower("zona")) gin_trgm_ops)`,
})
// Unique as the duplicate check compares names: ignoring case, accents and surrounding spaces.
@Index({
  name: 'asociacion_nombre_unique',
  expression: `create unique index "asociacion_nombre_unique" on "asociacion" (f_unaccent(lower(btrim("nombre"))))`,
})
@Check({ name: 'asociacion_serie_formato', expression: "serie ~ '^[0-9]{2}[A-Z]$'" })
@Check({ name: 'asociacion_nombre_no_vacio', expression: "btrim(nombre) <> ''" })
@Check({
  name: 'asociacion_ultimo_num_acae_rango',
  expression: 'ultimo_num_acae >= 0 AND ultimo_num_acae <= 9999',
})
export class Association {
  @PrimaryKey({ fieldName: 'id_asoc' })
  id!: number;

  @Property({ fieldName: 'nombre', length: 100 })
  name!: string;

  @Property({ fieldName: 'zona', length: 100, nullable: true })
  @Index({ name: 'asociacion_zona_index' })
  zone?: string | null;

  /** Two digits and a capital letter; prefixes the member numbers of the association. */
  @Property({ fieldName: 'serie', length: 5 })
  @Unique({ name: 'asociacion_serie_unique' })
  series!: string;

  /** The last member number given automatically in the serie (member.save-checks nextNumber). */
  @Property({ fieldName: 'ultimo_num_acae', type: 'integer', default: 0, hidden: true })
  lastIssuedNumber: number & Opt = 0;
}
