import { Field, Int, ObjectType } from 'type-graphql';
import { Connection } from '../common/list/list.types';

@ObjectType('MemberCard', {
  description: 'One row of the cards list, and what a printed card needs (part 2 §3, §9)',
  simpleResolvers: true,
})
export class MemberCardType {
  @Field(() => Int, { description: 'idAso' }) id!: number;
  @Field(() => String, { nullable: true, description: 'numAcae' }) memberNumber!: string | null;
  @Field({ description: 'nombre' }) firstName!: string;
  @Field({ description: 'apellido' }) lastName!: string;
  @Field({ description: 'The name as a card prints it (part 2 §5), at most 30 characters' })
  cardName!: string;
  @Field(() => String, { nullable: true, description: "mail; null: not printable, '(*) Asociado sin email'" })
  mail!: string | null;
  @Field({ description: 'imprimible: has a mail (the QR code carries it)' }) printable!: boolean;
  @Field(() => Int) dojoId!: number;
  @Field() dojoName!: string;
  @Field() associationName!: string;
  @Field({ description: 'File name under /avatars/' }) avatar!: string;
  @Field(() => Int, { nullable: true, description: 'ultima_cuota: the year of the last fee (sortable)' })
  lastFeeYear!: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'cuota_validada: the year of the last fee in a nationally validated batch (printed on the card)',
  })
  validatedFeeYear!: number | null;
  @Field({ description: "edad: 'A' adult, 'N' child" }) age!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "enlace: the QR's address, /{lang}/app/asociados/usuario/{numAcae}?mail=…&valCode=<card code> " +
      '(the card check code, never the validation code); null when not printable or without a number',
  })
  checkLink!: string | null;
}

/** Page(...) with one more count: the printable rows (nPrint). */
@ObjectType('MemberCardPage', {
  description: 'A page of the cards list (GET /v1/asociados/asociadosCarnets)',
})
export class MemberCardPageType {
  @Field(() => [MemberCardType]) items!: MemberCardType[];
  @Field(() => Int, { description: 'Rows in this page (nRes)' }) returned!: number;
  @Field(() => Int, { description: 'Rows matching the filter (nTot)' }) total!: number;
  @Field(() => Int, { description: 'Printable rows (with a mail) matching the filter (nPrint)' })
  printable!: number;
  @Field({
    description:
      'nTotExacto: false when more than `total` rows match (a bounded count, asked by boundedTotal)',
  })
  totalIsExact!: boolean;
}

export const MemberCardConnectionType = Connection(
  MemberCardType,
  'MemberCard',
  'Cards in list order by cursor pages: the list (memberCardsConnection) or its printable rows (memberCardsToPrint)',
);
export type MemberCardConnectionType = InstanceType<typeof MemberCardConnectionType>;

@ObjectType('CardCheck', {
  description: 'What an unsigned card check shows: nothing private',
  simpleResolvers: true,
})
export class CardCheckType {
  @Field() memberNumber!: string;
  @Field() fullName!: string;
  @Field() cardName!: string;
  @Field() dojoName!: string;
  @Field() associationName!: string;
  @Field() avatar!: string;
  @Field(() => Int, { description: "The federation's year today" }) currentYear!: number;
  @Field({ description: 'A fee of currentYear in a nationally validated batch' })
  feeValidatedThisYear!: boolean;
  @Field(() => Int, { nullable: true }) validatedFeeYear!: number | null;
  @Field(() => String, { nullable: true, description: "The highest validated belt's description" })
  grade!: string | null;
  @Field(() => Int, { nullable: true, description: 'Its valor (colour on the web)' }) gradeValue!:
    number | null;
  @Field(() => String, { nullable: true, description: "The highest validated title's description" })
  title!: string | null;
}
