import { Extensions, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../common/list/list.types';
import { COURSE_MAX_SESSIONS, ENROLMENT_SEARCH_COLUMNS } from '@federa/schema/validation/courses';

export const EnrolmentSearchColumnEnum = Object.fromEntries(
  Object.values(ENROLMENT_SEARCH_COLUMNS).map((column) => [column, column]),
) as { [C in (typeof ENROLMENT_SEARCH_COLUMNS)[keyof typeof ENROLMENT_SEARCH_COLUMNS]]: C };
registerEnumType(EnrolmentSearchColumnEnum, {
  name: 'EnrolmentSearchColumn',
  description: 'columna of listAlum: todas, numAcae, nombre, apellido, dojo',
});

@ObjectType('EnrolmentEntry', {
  description: 'A member in one session or event (sesiones)',
  simpleResolvers: true,
})
export class EnrolmentEntryType {
  @Field(() => Int, { description: 'idsesion' })
  sessionId!: number;

  @Field({ description: "tipo: 'S' session, 'E' event" })
  kind!: string;

  @Field(() => Int, { description: 'nasisevento: people attending (1 for a session)' })
  eventAttendees!: number;

  @Field({ description: 'asistencia' })
  attended!: boolean;

  @Field({ description: 'pagado' })
  paid!: boolean;
}

@ObjectType('EnrolmentRow', {
  description: 'A member of the enrolment table (listAlum)',
  simpleResolvers: true,
})
export class EnrolmentRowType {
  @Field(() => Int, { description: 'idAso' })
  memberId!: number;

  @Field(() => String, { nullable: true, description: 'numAcae' })
  number!: string | null;

  @Field({ description: 'nombre' })
  firstName!: string;

  @Field({ description: 'apellido' })
  lastName!: string;

  @Field({ description: 'dojo' })
  dojoName!: string;

  @Field(() => Int, { description: "The member's dojo (the table's row menu leads to it)" })
  dojoId!: number;

  @Field(() => Int, { description: "The member's association" })
  associationId!: number;

  @Field({ description: 'adulto: 18 or older today' })
  adult!: boolean;

  @Field(() => Int, { nullable: true, description: 'ultima_cuota: latest year paid' })
  lastFeeYear!: number | null;

  @Field({ description: 'avatar: file name under /avatars/' })
  avatar!: string;

  @Field({ description: 'inscrito' })
  enrolled!: boolean;

  @Field({ description: 'pagado' })
  paid!: boolean;

  @Field({ description: 'asistencia' })
  attended!: boolean;

  @Field({ description: 'clausulaAceptada' })
  clauseAccepted!: boolean;

  @Field(() => [EnrolmentEntryType], { description: 'sesiones, in session order' })
  @Extensions({ listSize: COURSE_MAX_SESSIONS })
  entries!: EnrolmentEntryType[];

  @Field({ description: 'editable: the caller may change this row now' })
  editable!: boolean;
}

@ObjectType('EventTotal', {
  description: 'People attending an event, summed over the enrolled',
  simpleResolvers: true,
})
export class EventTotalType {
  @Field(() => Int, { description: 'idsesion' })
  sessionId!: number;

  @Field(() => Int)
  total!: number;
}

@ObjectType('EnrolmentPage', {
  description: 'A page of the enrolment table (GET /v1/cursos/listAlum) and the course-wide counters',
})
export class EnrolmentPageType {
  @Field(() => [EnrolmentRowType])
  items!: EnrolmentRowType[];

  @Field(() => Int, { description: 'Rows in this page (nRes)' })
  returned!: number;

  @Field(() => Int, {
    description: 'Rows matching the filter (nTot); at least this many when not totalIsExact',
  })
  total!: number;

  @Field({
    description:
      'nTotExacto: false when more than `total` rows match (a count stopped at a round bound, asked by boundedTotal)',
  })
  totalIsExact!: boolean;

  @Field(() => Int, { description: 'inscritos (0 without the enrolment tools)' })
  enrolled!: number;

  @Field(() => Int, { description: 'pagados' })
  paid!: number;

  @Field(() => Int, { description: 'asistidos' })
  attended!: number;

  @Field(() => [EventTotalType], { description: 'eventos: per event, the sum of nasisevento' })
  @Extensions({ listSize: COURSE_MAX_SESSIONS })
  eventTotals!: EventTotalType[];
}

export const EnrolmentConnectionType = Connection(
  EnrolmentRowType,
  'EnrolmentRow',
  'The enrolment table by cursor pages (enrolmentConnection): the rows of courseEnrolment, in its order',
);
export type EnrolmentConnectionType = InstanceType<typeof EnrolmentConnectionType>;
