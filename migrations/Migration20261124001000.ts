import { Migration } from '@mikro-orm/migrations';

/**
 * Report templates become each administrator's own (issue 14): names unique per author and view,
 * one default per author (the screen opens on it and it sets the view, part 3 §2), and an
 * author's templates go with the author. Templates without an author belong to nobody who could
 * load them; the demo has none. An author who had a default in several views (one per view was
 * the rule before) keeps the newest as their default.
 */
export class Migration20261124001000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from "plantilla" where "cf_autor" is null;`);
    this.addSql(`alter table "plantilla" drop constraint "plantilla_app_nombre_unique";`);
    this.addSql(`drop index "plantilla_un_defecto_por_vista";`);
    this.addSql(`drop index "plantilla_autor_index";`);
    this.addSql(`alter table "plantilla" drop constraint "plantilla_cf_autor_foreign";`);
    this.addSql(`alter table "plantilla" alter column "cf_autor" set not null;`);
    this.addSql(`alter table "plantilla" add constraint "plantilla_cf_autor_foreign" foreign key ("cf_autor")
      references "asociado" ("id_aso") on update cascade on delete cascade;`);
    this.addSql(
      `alter table "plantilla" add constraint "plantilla_autor_app_nombre_unique" unique ("cf_autor", "app", "nombre");`,
    );
    this.addSql(`update "plantilla" p set "defecto" = false where p."defecto" and exists (
      select 1 from "plantilla" q where q."cf_autor" = p."cf_autor" and q."defecto"
        and (q."fecha", q."id") > (p."fecha", p."id"));`);
    this.addSql(
      `create unique index "plantilla_un_defecto_por_autor" on "plantilla" ("cf_autor") where "defecto";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "plantilla_un_defecto_por_autor";`);
    this.addSql(`alter table "plantilla" drop constraint "plantilla_autor_app_nombre_unique";`);
    this.addSql(`alter table "plantilla" drop constraint "plantilla_cf_autor_foreign";`);
    this.addSql(`alter table "plantilla" alter column "cf_autor" drop not null;`);
    this.addSql(`alter table "plantilla" add constraint "plantilla_cf_autor_foreign" foreign key ("cf_autor")
      references "asociado" ("id_aso") on update cascade on delete set null;`);
    this.addSql(`create index "plantilla_autor_index" on "plantilla" ("cf_autor");`);
    this.addSql(
      `create unique index "plantilla_un_defecto_por_vista" on "plantilla" ("app") where "defecto";`,
    );
    this.addSql(
      `alter table "plantilla" add constraint "plantilla_app_nombre_unique" unique ("app", "nombre");`,
    );
  }
}
