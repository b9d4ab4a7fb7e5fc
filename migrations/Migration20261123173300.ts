import { Migration } from '@mikro-orm/migrations';

/**
 * Private calendar feeds (issue 12): the version of each member's feed URL, bumped when they renew
 * it. A member without a row has version 0.
 */
export class Migration20261123173300 extends Migration {
  override async up(): Promise<void> {
    this
      .addSql(`create table "calendario_asociado" ("cf_asociado" int not null, "version" int not null default 1,
      "renovado" timestamptz not null default now(),
      constraint "calendario_asociado_pkey" primary key ("cf_asociado"),
      constraint calendario_asociado_version check (version >= 1));`);
    this.addSql(`alter table "calendario_asociado" add constraint "calendario_asociado_cf_asociado_foreign"
      foreign key ("cf_asociado") references "asociado" ("id_aso") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "calendario_asociado" cascade;`);
  }
}
