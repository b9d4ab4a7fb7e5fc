import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Page } from '../common/list/list.types';

export enum GradeEntryKind {
  GRADE = 'grade',
  TITLE = 'title',
}
registerEnumType(GradeEntryKind, { name: 'GradeEntryKind', description: 'A belt (grado) or a title' });

@ObjectType('Belt', { description: 'A belt of the ladder (cinturon)', simpleResolvers: true })
export class BeltType {
  @Field(() => Int, { description: 'idcinturon' }) id!: number;
  @Field({ description: 'descripcion' }) description!: string;
  @Field({ description: 'color_primario' }) primaryColour!: string;
  @Field(() => Int, { description: 'valor: < 0 kyu, odd intermediate, multiples of 10 full belts' })
  value!: number;
  @Field(() => Int, { description: 'nhoras: hours of practice expected before it' }) hours!: number;
}

@ObjectType('Title', { description: 'An instructor title (titulo)', simpleResolvers: true })
export class TitleType {
  @Field(() => Int, { description: 'idtitulo' }) id!: number;
  @Field({ description: 'descripcion' }) description!: string;
  @Field(() => Int, { description: 'valor' }) value!: number;
}

@ObjectType('HeldGrade', {
  description: 'A belt or title a member holds (gradoactual, tituloactual)',
  simpleResolvers: true,
})
export class HeldEntryType {
  @Field(() => Int, { description: 'idgrado or idasoc_titulo' }) id!: number;
  @Field(() => Int, { description: 'idcinturon or idtitulo' }) refId!: number;
  @Field() description!: string;
  @Field(() => Int) value!: number;
  @Field({ description: 'fecha, YYYY-MM-DD' }) date!: string;
  @Field(() => Int, { description: 'nhoras (0 for titles)' }) hours!: number;
  @Field(() => Int, { description: 'estado: < 0 Pendiente, 0 Regulado, > 0 Examinado' }) status!: number;
  @Field(() => Int, { nullable: true }) validatorId!: number | null;
  @Field(() => String, { nullable: true }) validatorName!: string | null;
  @Field(() => String, { nullable: true, description: 'When it was validated (ISO time)' }) validatedAt!:
    string | null;
  @Field({ description: 'Whether the caller may not change or remove it' }) locked!: boolean;
}

@ObjectType('GradeReadiness', {
  description: 'How far a member is from the next full belt',
  simpleResolvers: true,
})
export class GradeReadinessType {
  @Field(() => Int) memberId!: number;
  @Field(() => Int, { nullable: true, description: 'The highest validated belt' }) currentBeltId!:
    number | null;
  @Field(() => String, { nullable: true }) currentBelt!: string | null;
  @Field(() => String, { nullable: true, description: 'Date of the current belt' }) since!: string | null;
  @Field(() => Int, { nullable: true }) daysInGrade!: number | null;
  @Field(() => Int, { nullable: true, description: 'The next full belt of the ladder' }) nextBeltId!:
    number | null;
  @Field(() => String, { nullable: true }) nextBelt!: string | null;
  @Field(() => Int, { nullable: true, description: "The next belt's nhoras" }) hoursNeeded!: number | null;
  @Field(() => Float, { description: 'Hours of attended course sessions since the current belt' })
  hoursAttended!: number;
  @Field() meetsHours!: boolean;
}

@ObjectType('GradeRecord', { description: "A member's belts and titles" })
export class GradeRecordType {
  @Field(() => Int) memberId!: number;
  @Field(() => [HeldEntryType]) belts!: HeldEntryType[];
  @Field(() => [HeldEntryType]) titles!: HeldEntryType[];
}

@ObjectType('GradeEntry', {
  description: 'A row of the grade validation list (grados)',
  simpleResolvers: true,
})
export class GradeEntryType {
  @Field(() => GradeEntryKind) kind!: GradeEntryKind;
  @Field(() => Int, { description: 'idgrado or idasoc_titulo' }) id!: number;
  @Field(() => Int) memberId!: number;
  @Field(() => String, { nullable: true, description: 'numacae' }) memberNumber!: string | null;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() description!: string;
  @Field() date!: string;
  @Field(() => Int, { description: 'validacion: < 0 Pendiente, 0 Regulado, > 0 Examinado' }) status!: number;
  @Field(() => Int, { description: 'valor of the belt or title' }) value!: number;
  @Field(() => Int, { nullable: true, description: 'cfvalidador' }) validatorId!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Shown as validator: 'Administradores de ACAE' when valor > 0, else the validator's name",
  })
  validatedBy!: string | null;
  @Field(() => String, { nullable: true, description: 'When it was validated (ISO time)' }) validatedAt!:
    string | null;
  @Field() canValidate!: boolean;
  @Field() canDelete!: boolean;
}

export const GradeEntryPageType = Page(
  GradeEntryType,
  'GradeEntryPage',
  'A page of the grade validation list',
);
