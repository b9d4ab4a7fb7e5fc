import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One use counted by a rate limiter (limiter-store.pg.ts): its key and its time in ms. */
@Entity({ tableName: 'limite_uso' })
@Index({ name: 'limite_uso_clave_momento_index', properties: ['key', 'at'] })
@Index({ name: 'limite_uso_momento_index', properties: ['at'] })
export class LimiterUse {
  @PrimaryKey({ columnType: 'bigint', autoincrement: true })
  id!: string;

  @Property({ fieldName: 'clave', length: 320 })
  key!: string;

  @Property({ fieldName: 'momento', columnType: 'bigint' })
  at!: string;
}

/** A number a rate limiter keeps for a while: a trusted address, an account's next turn. */
@Entity({ tableName: 'limite_valor' })
export class LimiterValue {
  @PrimaryKey({ fieldName: 'clave', length: 320 })
  key!: string;

  @Property({ fieldName: 'valor', columnType: 'bigint' })
  value!: string;

  @Index({ name: 'limite_valor_caduca_index' })
  @Property({ fieldName: 'caduca', columnType: 'bigint' })
  expires!: string;
}
