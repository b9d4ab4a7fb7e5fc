import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Member } from '../members/member.entity';
import { FeeBatch } from './fee-batch.entity';

/**
 * One step of a batch's validation, given or undone: the history that answers "who validated this
 * and when" once the batch's own columns only say who validated last.
 */
@Entity({ tableName: 'remesa_validacion' })
@Check({ name: 'remesa_validacion_nivel', expression: '(nivel >= 1) AND (nivel <= 3)' })
export class FeeBatchValidation {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => FeeBatch, { fieldName: 'cf_remesa', deleteRule: 'cascade' })
  @Index({ name: 'remesa_validacion_remesa_index' })
  batch!: FeeBatch;

  /** 1 dojo, 2 association, 3 national. */
  @Property({ fieldName: 'nivel', columnType: 'smallint' })
  level!: number;

  /** true: validated; false: the validation was undone. */
  @Property({ fieldName: 'valida' })
  validated!: boolean;

  @ManyToOne(() => Member, { fieldName: 'cf_asociado', deleteRule: 'restrict' })
  @Index({ name: 'remesa_validacion_asociado_index' })
  member!: Member;

  @Property({ fieldName: 'fecha', columnType: 'timestamptz', defaultRaw: 'now()' })
  at: Date = new Date();
}
