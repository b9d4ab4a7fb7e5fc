import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A token ended by its holder before its expiry (sign-out). Kept only until the token would have
 * expired anyway: sign-outs purge the rows whose time has passed.
 */
@Entity({ tableName: 'sesion_cerrada' })
export class EndedSession {
  /** The token's `jti`. */
  @PrimaryKey({ columnType: 'uuid' })
  jti!: string;

  @Index({ name: 'sesion_cerrada_caduca_index' })
  @Property({ fieldName: 'caduca', columnType: 'timestamptz' })
  expiresAt!: Date;
}
