import { Field, InputType, Int } from 'type-graphql';

@InputType('EnrolmentEntryInput', { description: 'An entry of subirCambios (sesiones)' })
export class EnrolmentEntryInputType {
  @Field(() => Int, { description: 'idsesion' })
  sessionId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'nasisevento: 0 removes the entry; absent keeps it (new: 1)',
  })
  eventAttendees?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'asistencia (organising dojo administrator only)' })
  attended?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'pagado (organising dojo administrator only)' })
  paid?: boolean | null;
}

@InputType('EnrolmentChangeInput', { description: 'One member row of subirCambios (cambios)' })
export class EnrolmentChangeInputType {
  @Field(() => Int, { description: 'idAso' })
  memberId!: number;

  @Field({ description: 'inscrito: false takes the enrolment and its entries away' })
  enrolled!: boolean;

  @Field(() => Boolean, { nullable: true, description: 'pagado; absent keeps it' })
  paid?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'asistencia; absent keeps it' })
  attended?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'clausulaAceptada; absent keeps it' })
  clauseAccepted?: boolean | null;

  @Field(() => [EnrolmentEntryInputType], {
    nullable: true,
    description: 'sesiones: the whole wanted set (left out: removed); absent keeps the entries',
  })
  entries?: EnrolmentEntryInputType[] | null;
}
