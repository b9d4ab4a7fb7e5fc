import { Field, InputType, Int } from 'type-graphql';

@InputType('CourseSessionInput', { description: 'A session or event (aSesion item)' })
export class CourseSessionInputType {
  @Field(() => Int, {
    nullable: true,
    description: 'idses: an existing session of the course; none for a new one',
  })
  id?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'fecha (YYYY-MM-DD); not before today unless unchanged',
  })
  date?: string | null;

  @Field(() => String, { nullable: true, description: 'horaini (HH:MM), 00:00 by default' })
  startTime?: string | null;

  @Field(() => String, { nullable: true, description: 'horafin (HH:MM), 23:00 by default' })
  endTime?: string | null;

  @Field(() => String, { nullable: true, description: 'descripcion (at most 80 characters)' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: "tipo: 'S' or 'E'" })
  kind?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "precio: an event's price per person, euro cents (0 free)",
  })
  priceCents?: number | null;
}

@InputType('CourseInput', {
  description: 'POST /v1/cursos/ins and /mod; on update, omitted fields are left as they are (modificar)',
})
export class CourseInputType {
  @Field(() => String, { nullable: true, description: 'titulo (at most 100 characters)' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'ciudad (at most 50 characters)' })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'obs' })
  details?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'actClau' })
  clausesActive?: boolean | null;

  @Field(() => String, { nullable: true, description: 'clau: required when the clauses are on' })
  clauses?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "imagen: a PNG or JPEG data URL (re-encoded portrait); '' removes the poster",
  })
  image?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'precioSocio: euro cents a federation member pays; 0 free',
  })
  memberPriceCents?: number | null;

  @Field(() => Int, { nullable: true, description: 'precioOtros: euro cents anyone else pays; 0 free' })
  otherPriceCents?: number | null;

  @Field(() => [CourseSessionInputType], {
    nullable: true,
    description: 'aSesion: the whole list (at least one); sessions left out are removed',
  })
  sessions?: CourseSessionInputType[] | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "idDojo: the organising dojo, on creation only: the session's by default; another only for the national administrator",
  })
  dojoId?: number | null;
}
