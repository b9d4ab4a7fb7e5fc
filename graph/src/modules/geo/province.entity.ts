import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Country } from './country.entity';

@Entity({ tableName: 'provincia' })
@Unique({ name: 'provincia_pais_codigo_unique', properties: ['country', 'code'] })
export class Province {
  @PrimaryKey({ fieldName: 'id_provincia' })
  id!: number;

  @ManyToOne(() => Country, { fieldName: 'cf_pais', deleteRule: 'restrict' })
  country!: Country;

  /** Two-digit code, unique within its country (ES uses the INE codes 01 to 52). */
  @Property({ fieldName: 'codigo', length: 2, columnType: 'char(2)' })
  code!: string;

  @Property({ fieldName: 'nombre', length: 60 })
  name!: string;

  @Property({ columnType: 'double precision' })
  lat!: number;

  @Property({ columnType: 'double precision' })
  lon!: number;
}
