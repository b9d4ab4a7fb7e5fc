import { Entity, Index, OneToOne, Property } from '@mikro-orm/core';
import { Member } from '../members/member.entity';

/**
 * A member's latest paid year (ultima_cuota: their latest fee in a batch validated nationally),
 * kept by triggers on cuota and remesa in a narrow row of its own, so that a validation rewrites
 * neither the member row nor its indexes (migration Migration20261128050100). Every member has
 * one. `numberless` mirrors `num_acae is null`, the first key of every member list order, so
 * that the list's order by this year walks one index of this table.
 */
@Entity({ tableName: 'cuota_ultima' })
@Index({
  name: 'cuota_ultima_orden_index',
  expression:
    'create index "cuota_ultima_orden_index" on "cuota_ultima" ("sin_numero", "anio", "cf_asociado")',
})
@Index({
  name: 'cuota_ultima_orden_desc_index',
  expression:
    'create index "cuota_ultima_orden_desc_index" on "cuota_ultima" ("sin_numero", "anio" desc, "cf_asociado" desc)',
})
export class LatestFee {
  @OneToOne(() => Member, { primary: true, fieldName: 'cf_asociado', deleteRule: 'cascade' })
  member!: Member;

  @Property({ fieldName: 'sin_numero' })
  numberless!: boolean;

  @Property({ fieldName: 'anio', columnType: 'smallint', nullable: true })
  year?: number | null;
}
