import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

@Entity({ tableName: 'pais' })
export class Country {
  @PrimaryKey({ fieldName: 'id_pais' })
  id!: number;

  /** ISO-like two-letter code as the old system used it (UK, not GB). */
  @Property({ fieldName: 'codigo', length: 2, columnType: 'char(2)' })
  @Unique({ name: 'pais_codigo_unique' })
  code!: string;

  @Property({ fieldName: 'nombre', length: 60 })
  name!: string;

  /** Centre of the country, used to fit and place the public map. */
  @Property({ columnType: 'double precision' })
  lat!: number;

  @Property({ columnType: 'double precision' })
  lon!: number;
}
