import { Migration } from '@mikro-orm/migrations';

/**
 * Contact messages (issue 15): read or not by the national administrator (the sidebar's badge
 * counts the unread ones through a partial index), and a keyed hash of the sender's IP, so that
 * floods are refused per address and per IP without keeping anybody's IP.
 */
export class Migration20261124030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mensaje_contacto" add column "leido" boolean not null default false,
      add column "ip_hash" varchar(64) null;`);
    this.addSql(
      `create index "mensaje_contacto_email_fecha_index" on "mensaje_contacto" (lower("email"), "fecha");`,
    );
    this.addSql(`create index "mensaje_contacto_ip_fecha_index" on "mensaje_contacto" ("ip_hash", "fecha");`);
    this.addSql(
      `create index "mensaje_contacto_no_leido_index" on "mensaje_contacto" ("fecha") where not "leido";`,
    );
    this.addSql(`create index "mensaje_contacto_fecha_index" on "mensaje_contacto" ("fecha", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "mensaje_contacto_fecha_index";`);
    this.addSql(`drop index "mensaje_contacto_no_leido_index";`);
    this.addSql(`drop index "mensaje_contacto_ip_fecha_index";`);
    this.addSql(`drop index "mensaje_contacto_email_fecha_index";`);
    this.addSql(`alter table "mensaje_contacto" drop column "ip_hash", drop column "leido";`);
  }
}
