import { Migration } from '@mikro-orm/migrations';

/**
 * Rate limits shared by every server process on the database (issue 16): the sign-in limiter's
 * and the member form's checks' counts move out of each process's memory, so that replicas
 * behind one proxy count together.
 */
export class Migration20261127100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "limite_uso" ("id" bigserial primary key, "clave" varchar(320) not null,
      "momento" bigint not null);`);
    this.addSql(`create index "limite_uso_clave_momento_index" on "limite_uso" ("clave", "momento");`);
    this.addSql(`create index "limite_uso_momento_index" on "limite_uso" ("momento");`);
    this.addSql(`create table "limite_valor" ("clave" varchar(320) not null, "valor" bigint not null,
      "caduca" bigint not null, constraint "limite_valor_pkey" primary key ("clave"));`);
    this.addSql(`create index "limite_valor_caduca_index" on "limite_valor" ("caduca");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "limite_valor";`);
    this.addSql(`drop table "limite_uso";`);
  }
}
