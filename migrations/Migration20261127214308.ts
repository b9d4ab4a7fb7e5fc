import { Migration } from '@mikro-orm/migrations';

/**
 * Contact messages: the member who sent one signed in (issue 26), the only tie between a message
 * and a member's export and erasure. Earlier messages belong to no member: nothing proves who sent
 * them.
 */
export class Migration20261127214308 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mensaje_contacto" add column "cf_asociado" int null;`);
    this.addSql(
      `alter table "mensaje_contacto" add constraint "mensaje_contacto_cf_asociado_foreign" foreign key ("cf_asociado") references "asociado" ("id_aso") on update cascade on delete set null;`,
    );
    this.addSql(
      `create index "mensaje_contacto_cf_asociado_index" on "mensaje_contacto" ("cf_asociado", "fecha");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mensaje_contacto" drop constraint "mensaje_contacto_cf_asociado_foreign";`);

    this.addSql(`drop index "mensaje_contacto_cf_asociado_index";`);
    this.addSql(`alter table "mensaje_contacto" drop column "cf_asociado";`);
  }
}
