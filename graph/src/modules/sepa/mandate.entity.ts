import { Check, Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Association } from '../associations/association.entity';
import { Dojo } from '../dojos/dojo.entity';
import { Member } from '../members/member.entity';

export const SEQUENCE_TYPES = ['FRST', 'RCUR'] as const;
export type SequenceTypeCode = (typeof SEQUENCE_TYPES)[number];

/**
 * A SEPA Core mandate: a payer (an association, a dojo or a member) lets a creditor (the national
 * federation when `acreedor_asoc` is null, otherwise that association) debit their account. FRST
 * until a debit under it has been collected and not returned, then RCUR. The IBAN is private
 * (shown masked but to its owner and its collectors) and never enters the audit log.
 * `cf_asoc`/`cf_dojo` are the payer's place, where the audit log files it.
 */
@Entity({ tableName: 'mandato' })
@Index({ name: 'mandato_asoc_index', properties: ['association', 'id'] })
@Index({ name: 'mandato_dojo_index', properties: ['dojo', 'id'] })
@Index({ name: 'mandato_acreedor_index', properties: ['creditorAssociation', 'id'] })
@Index({
  name: 'mandato_referencia_unica',
  expression:
    'create unique index "mandato_referencia_unica" on "mandato" (coalesce("acreedor_asoc", 0), "referencia")',
})
@Index({
  name: 'mandato_activo_unico',
  expression:
    'create unique index "mandato_activo_unico" on "mandato" (coalesce("acreedor_asoc", 0), coalesce("pagador_asoc", 0), coalesce("pagador_dojo", 0), coalesce("pagador_asociado", 0)) where "activo"',
})
@Check({
  name: 'mandato_un_pagador',
  expression:
    '(((pagador_asoc IS NOT NULL))::integer + ((pagador_dojo IS NOT NULL))::integer + ((pagador_asociado IS NOT NULL))::integer) = 1',
})
export class Mandate {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Association, { fieldName: 'acreedor_asoc', nullable: true, deleteRule: 'restrict' })
  creditorAssociation?: Association | null;

  @ManyToOne(() => Association, { fieldName: 'pagador_asoc', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'mandato_pagador_asoc_index' })
  payerAssociation?: Association | null;

  @ManyToOne(() => Dojo, { fieldName: 'pagador_dojo', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'mandato_pagador_dojo_index' })
  payerDojo?: Dojo | null;

  @ManyToOne(() => Member, { fieldName: 'pagador_asociado', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'mandato_pagador_asociado_index' })
  payerMember?: Member | null;

  @Property({ fieldName: 'titular', length: 70 })
  debtorName!: string;

  @Property({ fieldName: 'iban', length: 34 })
  iban!: string;

  @Property({ fieldName: 'bic', length: 11, nullable: true })
  bic?: string | null;

  @Property({ fieldName: 'referencia', length: 35 })
  reference!: string;

  @Property({ fieldName: 'firmado', columnType: 'date', type: 'date' })
  signedOn!: string;

  @Enum({ fieldName: 'secuencia', items: [...SEQUENCE_TYPES], default: 'FRST' })
  sequence: Opt<SequenceTypeCode> = 'FRST';

  @Property({ fieldName: 'activo', default: true })
  active: Opt<boolean> = true;

  @ManyToOne(() => Association, { fieldName: 'cf_asoc', deleteRule: 'restrict' })
  association!: Association;

  @ManyToOne(() => Dojo, { fieldName: 'cf_dojo', nullable: true, deleteRule: 'restrict' })
  dojo?: Dojo | null;

  @ManyToOne(() => Member, { fieldName: 'cf_autor', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'mandato_autor_index' })
  author?: Member | null;

  @Property({ fieldName: 'creado', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ fieldName: 'cambiado', columnType: 'timestamptz', defaultRaw: 'now()' })
  changedAt: Opt<Date> = new Date();
}

/**
 * An association's SEPA creditor: its creditor identifier, name and the account its direct
 * debits are paid into (`iban_cobro`: unlike a debtor's, a change of it is a money event the
 * audit log shows). The national federation's comes from the settings.
 */
@Entity({ tableName: 'acreedor_sepa' })
export class AssociationCreditor {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Association, {
    fieldName: 'cf_asoc',
    deleteRule: 'cascade',
    unique: 'acreedor_sepa_asoc_unique',
  })
  association!: Association;

  @Property({ fieldName: 'identificador', length: 35 })
  creditorId!: string;

  @Property({ fieldName: 'nombre', length: 70 })
  name!: string;

  @Property({ fieldName: 'iban_cobro', length: 34 })
  iban!: string;

  @Property({ fieldName: 'bic', length: 11, nullable: true })
  bic?: string | null;

  @ManyToOne(() => Member, { fieldName: 'cf_autor', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'acreedor_sepa_autor_index' })
  author?: Member | null;

  @Property({ fieldName: 'cambiado', columnType: 'timestamptz', defaultRaw: 'now()' })
  changedAt: Opt<Date> = new Date();
}
