import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('AuditEntry', {
  description: 'One change of a record, or an administrator signing in',
  simpleResolvers: true,
})
export class AuditEntryType {
  @Field({ description: 'id (a 64-bit number as text)' })
  id!: string;

  @Field({ description: 'momento' })
  at!: Date;

  @Field({ description: 'accion: alta, cambio, baja, validacion, acceso' })
  action!: string;

  @Field({ description: 'tabla' })
  table!: string;

  @Field({ description: 'id_registro' })
  recordId!: string;

  @Field(() => Int, { nullable: true, description: 'id_asoc: the association the record belongs to' })
  associationId!: number | null;

  @Field(() => Int, { nullable: true, description: 'id_dojo: the dojo the record belongs to' })
  dojoId!: number | null;

  @Field(() => Int, { nullable: true, description: 'id_autor: who acted; none for a script or a link' })
  authorId!: number | null;

  @Field(() => String, { nullable: true, description: "The author's name" })
  authorName!: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'antes: the record before (none for alta)' })
  before!: Record<string, unknown> | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'despues: the record after (none for baja)',
  })
  after!: Record<string, unknown> | null;

  @Field(() => [String], { description: 'The columns that changed (all of them for alta and baja)' })
  changedFields!: string[];

  @Field(() => String, { nullable: true, description: 'id_peticion: the request id of the server logs' })
  requestId!: string | null;
}

@ObjectType('AuditPage', { description: 'The audit log, newest first', simpleResolvers: true })
export class AuditPageType {
  @Field(() => [AuditEntryType])
  items!: AuditEntryType[];

  @Field(() => Int, { description: 'Rows in this page (nRes)' })
  returned!: number;

  @Field(() => Int, { description: 'Entries matching, counted up to 10,000 (nTot)' })
  total!: number;

  @Field({ description: 'False when more than 10,000 match: narrow the filters' })
  totalIsExact!: boolean;
}
