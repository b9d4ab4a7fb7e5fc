import { Migration } from '@mikro-orm/migrations';

/**
 * Names are unique the way the duplicate checks compare them (issue 9): ignoring case, accents
 * and surrounding spaces, so that two saves racing past the check cannot store "Kyoto" and
 * "kyoto". The constraints keep their names, now over the normalised text.
 */
export class Migration20261123121723 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "asociacion" drop constraint "asociacion_nombre_unique";`);
    this.addSql(
      `create unique index "asociacion_nombre_unique" on "asociacion" (f_unaccent(lower(btrim("nombre"))));`,
    );
    this.addSql(`alter table "dojo" drop constraint "dojo_asoc_nombre_unique";`);
    this.addSql(
      `create unique index "dojo_asoc_nombre_unique" on "dojo" ("cf_asoc", f_unaccent(lower(btrim("nombre"))));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "dojo_asoc_nombre_unique";`);
    this.addSql(`alter table "dojo" add constraint "dojo_asoc_nombre_unique" unique ("cf_asoc", "nombre");`);
    this.addSql(`drop index "asociacion_nombre_unique";`);
    this.addSql(`alter table "asociacion" add constraint "asociacion_nombre_unique" unique ("nombre");`);
  }
}
