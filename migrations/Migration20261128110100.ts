import { Migration } from '@mikro-orm/migrations';

/**
 * Events priced per person (issue 30): a course's event (tipo E) may cost each person who attends
 * it; a plain session never does. A charge's line may name the event it is for.
 */
export class Migration20261128110100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "cargo_linea" drop constraint if exists "cargo_linea_concepto_check";`);

    this.addSql(`alter table "curso_sesion" add column "precio_cent" int not null default 0;`);
    this.addSql(
      `alter table "curso_sesion" add constraint curso_sesion_precio check((precio_cent >= 0) AND (precio_cent <= 10000000) AND ((tipo = 'E') OR (precio_cent = 0)));`,
    );

    this.addSql(`alter table "cargo_linea" add column "cf_sesion" int null;`);
    this.addSql(
      `alter table "cargo_linea" add constraint "cargo_linea_cf_sesion_foreign" foreign key ("cf_sesion") references "curso_sesion" ("id_ses") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "cargo_linea" add constraint "cargo_linea_concepto_check" check("concepto" in ('NACIONAL', 'ASOCIACION', 'DOJO', 'CURSO', 'EVENTO', 'LIQUIDACION'));`,
    );
    this.addSql(`create index "cargo_linea_sesion_index" on "cargo_linea" ("cf_sesion");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "cargo_linea" drop constraint if exists "cargo_linea_concepto_check";`);

    this.addSql(`alter table "cargo_linea" drop constraint "cargo_linea_cf_sesion_foreign";`);

    this.addSql(`drop index "cargo_linea_sesion_index";`);
    this.addSql(`alter table "cargo_linea" drop column "cf_sesion";`);

    this.addSql(
      `alter table "cargo_linea" add constraint "cargo_linea_concepto_check" check("concepto" in ('NACIONAL', 'ASOCIACION', 'DOJO', 'CURSO', 'LIQUIDACION'));`,
    );

    this.addSql(`alter table "curso_sesion" drop constraint curso_sesion_precio;`);
    this.addSql(`alter table "curso_sesion" drop column "precio_cent";`);
  }
}
