import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Association } from '../associations/association.entity';
import { Dojo } from '../dojos/dojo.entity';
import { Member } from '../members/member.entity';

export const TARIFF_LEVELS = ['NACIONAL', 'ASOCIACION', 'DOJO'] as const;
export type TariffLevelCode = (typeof TARIFF_LEVELS)[number];

/**
 * What one share of a year's fee costs an adult and a child: the national federation's licence,
 * an association's fee, or a dojo's own. A dojo's tariff names its association too, so that the
 * audit log files it there.
 */
@Entity({ tableName: 'tarifa' })
@Index({
  name: 'tarifa_unica',
  expression:
    'create unique index "tarifa_unica" on "tarifa" ("anio", "nivel", coalesce("cf_asoc", 0), coalesce("cf_dojo", 0))',
})
@Check({ name: 'tarifa_anio_rango', expression: '(anio >= 1900) AND (anio <= 2200)' })
@Check({
  name: 'tarifa_importes',
  expression:
    '(adulto_cent >= 0) AND (adulto_cent <= 10000000) AND (nino_cent >= 0) AND (nino_cent <= 10000000)',
})
@Check({
  name: 'tarifa_lugar',
  expression:
    "((nivel = 'NACIONAL') AND (cf_asoc IS NULL) AND (cf_dojo IS NULL)) OR ((nivel = 'ASOCIACION') AND (cf_asoc IS NOT NULL) AND (cf_dojo IS NULL)) OR ((nivel = 'DOJO') AND (cf_asoc IS NOT NULL) AND (cf_dojo IS NOT NULL))",
})
export class Tariff {
  @PrimaryKey()
  id!: number;

  @Property({ fieldName: 'anio', columnType: 'smallint' })
  year!: number;

  @Enum({ fieldName: 'nivel', items: [...TARIFF_LEVELS] })
  level!: TariffLevelCode;

  @ManyToOne(() => Association, { fieldName: 'cf_asoc', nullable: true, deleteRule: 'cascade' })
  association?: Association | null;

  @ManyToOne(() => Dojo, { fieldName: 'cf_dojo', nullable: true, deleteRule: 'cascade' })
  @Index({ name: 'tarifa_dojo_index' })
  dojo?: Dojo | null;

  @Property({ fieldName: 'adulto_cent' })
  adultCents!: number;

  @Property({ fieldName: 'nino_cent' })
  childCents!: number;

  @ManyToOne(() => Member, { fieldName: 'cf_autor', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'tarifa_autor_index' })
  author?: Member | null;

  @Property({ fieldName: 'cambiado', columnType: 'timestamptz', defaultRaw: 'now()' })
  changedAt: Date = new Date();
}
