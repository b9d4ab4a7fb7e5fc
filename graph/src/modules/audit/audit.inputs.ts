import { Field, InputType, Int } from 'type-graphql';

@InputType('AuditFilter', { description: 'GET /v1/auditoria filters; all optional, joined by and' })
export class AuditFilterInput {
  @Field(() => String, {
    nullable: true,
    description:
      'tabla: asociacion, dojo, asociado, remesa, remesa_validacion, curso, inscripcion, grado, asociado_titulo',
  })
  table?: string | null;

  @Field(() => String, { nullable: true, description: 'accion: alta, cambio, baja, validacion, acceso' })
  action?: string | null;

  @Field(() => Int, { nullable: true, description: 'autor: the member who acted' })
  authorId?: number | null;

  @Field(() => String, { nullable: true, description: 'registro: the record id within its table' })
  recordId?: string | null;

  @Field(() => Date, { nullable: true, description: 'desde: from this moment on' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'hasta: before this moment' })
  to?: Date | null;
}
