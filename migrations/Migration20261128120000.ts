import { Migration } from '@mikro-orm/migrations';

/**
 * The notifications Redsys's server sends (issue 30), every one kept with its outcome: the trail
 * that a forged, refused or replayed notification changed nothing. Not audited: it is itself a
 * log nobody edits, and the payment it changes is audited.
 */
export class Migration20261128120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "pago_notificacion" ("id" serial primary key, "recibida" timestamptz not null default now(), "pedido" varchar(12) null, "cf_pago" int null, "resultado" text check ("resultado" in ('PAID', 'FAILED', 'REPLAYED', 'IGNORED', 'ALREADY_PAID', 'FORGED', 'MALFORMED', 'WRONG_MERCHANT', 'UNKNOWN_ORDER', 'WRONG_AMOUNT', 'WRONG_CURRENCY')) not null, "motivo" text null, "codigo_respuesta" varchar(4) null, "datos" jsonb null, "ip" varchar(45) null, constraint pago_notificacion_motivo_corto check (char_length(motivo) <= 200));`,
    );
    this.addSql(`create index "pago_notificacion_pedido_index" on "pago_notificacion" ("pedido");`);
    this.addSql(`create index "pago_notificacion_pago_index" on "pago_notificacion" ("cf_pago");`);
    this.addSql(`create index "pago_notificacion_recibida_index" on "pago_notificacion" ("recibida", "id");`);
    this.addSql(
      `alter table "pago_notificacion" add constraint "pago_notificacion_cf_pago_foreign" foreign key ("cf_pago") references "pago" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "pago_notificacion" cascade;');
  }
}
