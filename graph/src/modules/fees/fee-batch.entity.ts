import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Association } from '../associations/association.entity';
import { Dojo } from '../dojos/dojo.entity';
import { Member } from '../members/member.entity';

/**
 * A remesa: the fees of one dojo for one year, validated in order by the dojo (level 1), the
 * association (level 2) and the national administrator (level 3). Each level stores who validated.
 */
@Entity({ tableName: 'remesa' })
@Index({ name: 'remesa_anio_id_index', properties: ['year', 'id'] })
@Index({ name: 'remesa_num_ad_id_index', properties: ['adults', 'id'] })
@Index({ name: 'remesa_num_ni_id_index', properties: ['children', 'id'] })
@Index({ name: 'remesa_dojo_anio_index', properties: ['dojo', 'year'] })
// The national administrator's queue in the validations inbox (validation.queries.ts).
@Index({
  name: 'remesa_espera_nacional_index',
  expression: `create index "remesa_espera_nacional_index" on "remesa" ("creado" desc, "id_rem" desc) where ((cf_asoc_val_asoc IS NOT NULL) AND (cf_asoc_val_admi IS NULL))`,
})
@Index({
  name: 'remesa_busqueda_trgm',
  expression: `create index "remesa_busqueda_trgm" on "remesa" using gin ("busqueda" gin_trgm_ops)`,
})
@Check({ name: 'remesa_cuentas_positivas', expression: '(num_ad >= 0) AND (num_ni >= 0)' })
@Check({ name: 'remesa_anio_rango', expression: '(anio >= 1900) AND (anio <= 2200)' })
@Check({
  name: 'remesa_validacion_en_orden',
  expression:
    '(cf_asoc_val_asoc IS NULL OR cf_asoc_val_dojo IS NOT NULL) AND (cf_asoc_val_admi IS NULL OR cf_asoc_val_asoc IS NOT NULL)',
})
export class FeeBatch {
  @PrimaryKey({ fieldName: 'id_rem' })
  id!: number;

  @ManyToOne(() => Dojo, { fieldName: 'cf_dojo', deleteRule: 'restrict' })
  dojo!: Dojo;

  /** The dojo's association at the time; a trigger keeps it equal to the dojo's. */
  @ManyToOne(() => Association, { fieldName: 'cf_asoc', deleteRule: 'restrict' })
  @Index({ name: 'remesa_asoc_index' })
  association!: Association;

  @Property({ fieldName: 'anio', columnType: 'smallint' })
  year!: number;

  @ManyToOne(() => Member, { fieldName: 'cf_asoc_val_dojo', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'remesa_val_dojo_index' })
  validatedByDojo?: Member | null;

  @ManyToOne(() => Member, { fieldName: 'cf_asoc_val_asoc', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'remesa_val_asoc_index' })
  validatedByAssociation?: Member | null;

  @ManyToOne(() => Member, { fieldName: 'cf_asoc_val_admi', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'remesa_val_admi_index' })
  validatedByAdmin?: Member | null;

  /** Adults (numAd) and children (numNi) among its fees, kept by triggers on cuota. */
  @Property({ fieldName: 'num_ad', default: 0 })
  adults: number = 0;

  @Property({ fieldName: 'num_ni', default: 0 })
  children: number = 0;

  @Property({ fieldName: 'creado', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /**
   * What the list's search reads: the dojo's and association's names and the year, unaccented and
   * lower-case, kept by triggers (migration Migration20261128050000).
   */
  @Property({ fieldName: 'busqueda', type: 'text', default: '', lazy: true, hidden: true })
  searchText: Opt<string> = '';
}
