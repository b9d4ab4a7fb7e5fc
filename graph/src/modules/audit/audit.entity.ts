import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { AUDIT_ACTIONS, type AuditAction } from '@federa/schema/validation/audit';
import { Member } from '../members/member.entity';

/**
 * One change of the federation's records, or an administrator's sign-in: written by the
 * database's triggers (Migration20261127110000) and by the sign-in, read by administrators.
 */
@Entity({ tableName: 'auditoria' })
@Index({
  name: 'auditoria_momento_index',
  expression: 'create index "auditoria_momento_index" on "auditoria" ("momento" desc, "id" desc)',
})
@Index({
  name: 'auditoria_asoc_index',
  expression: 'create index "auditoria_asoc_index" on "auditoria" ("id_asoc", "momento" desc, "id" desc)',
})
@Index({
  name: 'auditoria_dojo_index',
  expression: 'create index "auditoria_dojo_index" on "auditoria" ("id_dojo", "momento" desc, "id" desc)',
})
@Index({ name: 'auditoria_registro_index', properties: ['table', 'recordId'] })
@Index({
  name: 'auditoria_autor_index',
  expression: 'create index "auditoria_autor_index" on "auditoria" ("id_autor", "momento" desc)',
})
export class AuditEntry {
  @PrimaryKey({ columnType: 'bigint', autoincrement: true })
  id!: string;

  @Property({ fieldName: 'momento', columnType: 'timestamptz', defaultRaw: 'now()' })
  at!: Date;

  @ManyToOne(() => Member, { fieldName: 'id_autor', nullable: true, deleteRule: 'set null' })
  author!: Member | null;

  @Enum({ fieldName: 'accion', items: () => AUDIT_ACTIONS })
  action!: AuditAction;

  @Property({ fieldName: 'tabla', length: 40 })
  table!: string;

  @Property({ fieldName: 'id_registro', length: 40 })
  recordId!: string;

  @Property({ fieldName: 'id_asoc', type: 'integer', nullable: true })
  associationId!: number | null;

  @Property({ fieldName: 'id_dojo', type: 'integer', nullable: true })
  dojoId!: number | null;

  @Property({ fieldName: 'antes', type: 'json', columnType: 'jsonb', nullable: true })
  before!: Record<string, unknown> | null;

  @Property({ fieldName: 'despues', type: 'json', columnType: 'jsonb', nullable: true })
  after!: Record<string, unknown> | null;

  @Property({ fieldName: 'id_peticion', type: 'string', length: 64, nullable: true })
  requestId!: string | null;
}
