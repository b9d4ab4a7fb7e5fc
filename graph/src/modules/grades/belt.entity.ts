import { Check, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * A cinturón of the ladder. valor < 0 is kyu, >= 0 dan; odd values are intermediate belts,
 * multiples of 10 full belts; other values are drawn as a blend of their neighbours.
 */
@Entity({ tableName: 'cinturon' })
@Check({ name: 'cinturon_color', expression: "color_primario ~ '^#[0-9A-Fa-f]{6}$'" })
@Check({ name: 'cinturon_nhoras', expression: 'nhoras >= 0' })
export class Belt {
  @PrimaryKey({ fieldName: 'idcinturon' })
  id!: number;

  @Property({ fieldName: 'descripcion', length: 50 })
  @Unique({ name: 'cinturon_descripcion_unique' })
  description!: string;

  @Property({ fieldName: 'color_primario', length: 7 })
  primaryColour!: string;

  @Property({ fieldName: 'valor' })
  @Unique({ name: 'cinturon_valor_unique' })
  value!: number;

  /** Practice hours expected before this belt. */
  @Property({ fieldName: 'nhoras' })
  hours!: number;
}
