import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A sign-in ended by its holder before its tokens expire (sign-out): the `sid` its tokens carry.
 * Kept only until the last of them would have expired anyway: sign-outs purge the rows whose time
 * has passed.
 */
@Entity({ tableName: 'sesion_cerrada' })
export class EndedSession {
  /** The tokens' `sid`. */
  @PrimaryKey({ fieldName: 'sesion', columnType: 'uuid' })
  signInId!: string;

  @Index({ name: 'sesion_cerrada_caduca_index' })
  @Property({ fieldName: 'caduca', columnType: 'timestamptz' })
  expiresAt!: Date;
}
