import { Field, InputType, Int } from 'type-graphql';
import type { RawListRequest } from './list';

@InputType({ description: 'A page of a list: the REST ini, pag, orden and filtro' })
export class ListInput {
  @Field(() => Int, { nullable: true, description: 'Rows to skip (ini); 0 by default' })
  offset?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Page size (pag): 15 (default), 50, 100, or 1000 for dropdowns',
  })
  limit?: number;

  @Field({ nullable: true, description: 'Every row (pag=ALL), where the list allows it' })
  all?: boolean;

  @Field({ nullable: true, description: 'A column name, optionally followed by " DESC" (orden)' })
  orderBy?: string;

  @Field({
    nullable: true,
    description: 'Words searched in the visible columns, ignoring case and accents (filtro)',
  })
  filter?: string;
}

export function rawList(input: ListInput | undefined): RawListRequest {
  return {
    ini: input?.offset ?? undefined,
    pag: input?.all ? 'ALL' : (input?.limit ?? undefined),
    orden: input?.orderBy ?? undefined,
    filtro: input?.filter ?? undefined,
  };
}
