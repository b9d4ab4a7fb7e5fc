import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { VALIDATION_KINDS, type ValidationKind } from './validation.queries';

export const ValidationKindEnum = Object.fromEntries(VALIDATION_KINDS.map((k) => [k, k])) as {
  [K in ValidationKind]: K;
};
registerEnumType(ValidationKindEnum, {
  name: 'ValidationKind',
  description:
    'What waits: a fee batch, a grade, a title or a course (REST tipo remesa, grado, titulo, curso)',
});

@ObjectType('ValidationItem', {
  description: 'One row of the validations inbox: something waiting for a validation level the caller holds',
  simpleResolvers: true,
})
export class ValidationItemType {
  @Field(() => ValidationKindEnum, { description: 'tipo' })
  kind!: ValidationKind;

  @Field(() => Int, { description: 'The idReg of its screen: idRem, idGrado, idasoc_titulo or idCurso' })
  id!: number;

  @Field({ description: "titulo: a batch's dojo, a grade's or title's member, a course's title" })
  title!: string;

  @Field({ description: 'detalle: dojo · year, the belt, the title, or the city' })
  detail!: string;

  @Field(() => String, { nullable: true, description: 'dojo: of the batch, the member or the organiser' })
  dojoName!: string | null;

  @Field(() => String, { nullable: true, description: 'numAcae of the member (grades and titles)' })
  memberNumber!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'fecha, ISO date: batch creation, grade or title date, first session of a course',
  })
  date!: string | null;

  @Field({ description: "nivel: the level it waits for, 'dojo', 'association' or 'national'" })
  level!: string;
}

@ObjectType('ValidationInbox', {
  description: 'A page of the validations inbox with the counts of the sidebar badges',
  simpleResolvers: true,
})
export class ValidationInboxType {
  @Field(() => [ValidationItemType])
  items!: ValidationItemType[];

  @Field(() => Int, { description: 'Rows in this page (nRes)' })
  returned!: number;

  @Field(() => Int, { description: 'Rows of the asked kind, or of every kind (nTot)' })
  total!: number;

  @Field(() => Int, { description: 'remesas: fee batches waiting (warnings.fees)' })
  fees!: number;

  @Field(() => Int, { description: 'grados: grades and titles waiting (warnings.grades)' })
  grades!: number;

  @Field(() => Int, { description: 'cursos: courses waiting (warnings.courses)' })
  courses!: number;
}
