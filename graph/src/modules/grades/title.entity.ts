import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** An instructor title: Fukushidoin, Shidoin, Shihan (higher valor is higher). */
@Entity({ tableName: 'titulo' })
export class Title {
  @PrimaryKey({ fieldName: 'idtitulo' })
  id!: number;

  @Property({ fieldName: 'descripcion', length: 50 })
  @Unique({ name: 'titulo_descripcion_unique' })
  description!: string;

  @Property({ fieldName: 'valor' })
  @Unique({ name: 'titulo_valor_unique' })
  value!: number;
}
