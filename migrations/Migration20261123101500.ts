import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-ins ended by sign-out before their tokens expire (issue 8): every request's authentication
 * looks its token's sign-in (`sid`) up here, and sign-outs purge the rows past `caduca`.
 */
export class Migration20261123101500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sesion_cerrada" ("sesion" uuid not null, "caduca" timestamptz not null, constraint "sesion_cerrada_pkey" primary key ("sesion"));`,
    );
    this.addSql(`create index "sesion_cerrada_caduca_index" on "sesion_cerrada" ("caduca");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sesion_cerrada" cascade;`);
  }
}
