import { Extensions, Field, Int, ObjectType } from 'type-graphql';
import { REPORT_LIMITS, REPORT_PAGE_SIZES } from '@federa/schema/validation/reports';

/** A page's rows at most (num), and the columns a report may have: the query cost's sizes. */
const MAX_ROWS = Math.max(...REPORT_PAGE_SIZES);
const MAX_COLUMNS = REPORT_LIMITS.fields + REPORT_LIMITS.groupBy + 1;

@ObjectType('ReportView', {
  description: 'A report subject the caller may use (permisos_vista)',
  simpleResolvers: true,
})
export class ReportViewType {
  @Field({ description: 'codigo' }) code!: string;
  @Field({ description: "nombre, in the caller's language" }) name!: string;
}

@ObjectType('ReportField', {
  description: 'A field of a view (campos_filtrar, part 3 §3)',
  simpleResolvers: true,
})
export class ReportFieldType {
  @Field({ description: 'nombre: the key a configuration names it by' }) key!: string;
  @Field({ description: "Its label in the caller's language" }) name!: string;
  @Field({
    description:
      'tfiltro: texto, null_distinc, bool, edad, entero, cinturon, titulo, tiempo, distinc, numero, moneda',
  })
  type!: string;
  @Field({ description: 'agregaciones: may group rows' }) groupable!: boolean;
  @Field({ description: 'funcAgregado: may be aggregated' }) aggregatable!: boolean;
  @Field(() => [String], { description: 'funciones: sum, max, min, avg as allowed' }) functions!: string[];
}

@ObjectType('ReportColumn', { simpleResolvers: true })
export class ReportColumnType {
  @Field({ description: "The column's key: a field key, max.<key>…, or count" }) key!: string;
  @Field({ description: "Its heading in the caller's language" }) name!: string;
  @Field({ description: "Its tfiltro ('entero' for count, 'numero' for avg)" }) type!: string;
}

@ObjectType('ReportResult', { simpleResolvers: true })
export class ReportResultType {
  @Extensions({ listSize: MAX_COLUMNS })
  @Field(() => [ReportColumnType])
  columns!: ReportColumnType[];
  @Extensions({ listSize: MAX_ROWS * MAX_COLUMNS })
  @Field(() => [[String]], {
    nullable: 'items',
    description: 'The rows, cells as text in column order (null: empty)',
  })
  rows!: (string | null)[][];
  @Field(() => Int, { description: 'nRes' }) returned!: number;
  @Field(() => Int, { description: 'nTot: rows, or groups when grouping' }) total!: number;
}

@ObjectType('ReportValue', {
  description: 'One value of a listed field (distim_custom)',
  simpleResolvers: true,
})
export class ReportValueType {
  @Field({ description: "What a condition compares with (cinturon/titulo: the ladder's valor)" })
  value!: string;
  @Field({ description: 'What people read' }) label!: string;
}
