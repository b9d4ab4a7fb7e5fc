import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Member } from '../members/member.entity';
import { FeeBatch } from './fee-batch.entity';

/** One member's fee for one year, paid within a batch. A member pays a year once. */
@Entity({ tableName: 'cuota' })
@Unique({ name: 'cuota_asociado_anio_unique', properties: ['member', 'year'] })
export class Fee {
  @PrimaryKey({ fieldName: 'id_cuota' })
  id!: number;

  @ManyToOne(() => FeeBatch, { fieldName: 'cf_remesa', deleteRule: 'cascade' })
  @Index({ name: 'cuota_remesa_index' })
  batch!: FeeBatch;

  @ManyToOne(() => Member, { fieldName: 'cf_asociado', deleteRule: 'restrict' })
  member!: Member;

  /** Copy of the batch's year (a trigger keeps them equal) so that the unique rule can hold. */
  @Property({ fieldName: 'anio', columnType: 'smallint' })
  year!: number;

  /** A adult, N child, at the time of the batch. */
  @Enum({ fieldName: 'tipo', items: ['A', 'N'] })
  kind!: 'A' | 'N';
}
