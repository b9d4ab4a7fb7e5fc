import { Migration } from '@mikro-orm/migrations';

/**
 * Bank statements (issue 30): each imported file (extracto), one account's period known by the
 * hash of its bytes, and its movements (extracto_linea) with what became of each: a credit that
 * paid a charge, one waiting for a person, one set aside, a returned debit. The import is audited
 * by its statement's row; the lines only when they change (a match, a dismissal): a statement of
 * 100,000 lines writes one audit entry, not 100,001.
 */
export class Migration20261128140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "extracto" (
      "id" serial primary key,
      "formato" text check ("formato" in ('NORMA43', 'CAMT053')) not null,
      "banco" varchar(35) not null,
      "cuenta" varchar(34) not null,
      "divisa" varchar(3) not null,
      "desde" date not null,
      "hasta" date not null,
      "saldo_inicial_cent" bigint null,
      "saldo_final_cent" bigint null,
      "abonos_cent" bigint not null,
      "cargos_cent" bigint not null,
      "huella" varchar(64) not null,
      "bytes" int not null,
      "lineas" int not null,
      "conciliadas" int not null,
      "pendientes" int not null,
      "descartadas" int not null,
      "devoluciones" int not null,
      "cf_autor" int null,
      "importado" timestamptz not null default now(),
      "cf_asoc" int null,
      "cf_dojo" int null,
      constraint extracto_cuentas check ((lineas = (((conciliadas + pendientes) + descartadas) + devoluciones)) AND (conciliadas >= 0) AND (pendientes >= 0) AND (descartadas >= 0) AND (devoluciones >= 0)));`);
    this.addSql(`alter table "extracto" add constraint "extracto_huella_unique" unique ("huella");`);
    this.addSql(`create index "extracto_asoc_index" on "extracto" ("cf_asoc", "id");`);
    this.addSql(`create index "extracto_autor_index" on "extracto" ("cf_autor");`);
    this.addSql(`create index "extracto_dojo_index" on "extracto" ("cf_dojo");`);
    this.addSql(`alter table "extracto" add constraint "extracto_cf_autor_foreign" foreign key ("cf_autor")
      references "asociado" ("id_aso") on update cascade on delete set null;`);
    this.addSql(`alter table "extracto" add constraint "extracto_cf_asoc_foreign" foreign key ("cf_asoc")
      references "asociacion" ("id_asoc") on update cascade on delete restrict;`);
    this.addSql(`alter table "extracto" add constraint "extracto_cf_dojo_foreign" foreign key ("cf_dojo")
      references "dojo" ("id_dojo") on update cascade on delete restrict;`);

    this.addSql(`create table "extracto_linea" (
      "id" serial primary key,
      "cf_extracto" int not null,
      "linea" int not null,
      "fecha" date not null,
      "fecha_valor" date null,
      "importe_cent" bigint not null,
      "signo" text check ("signo" in ('CREDIT', 'DEBIT')) not null,
      "concepto" varchar(500) not null,
      "referencia" varchar(40) null,
      "referencia_banco" varchar(64) null,
      "id_extremo" varchar(35) null,
      "motivo" varchar(35) null,
      "estado" text check ("estado" in ('PENDING', 'MATCHED', 'DISMISSED', 'RETURN')) not null,
      "cf_cargo" int null,
      "cf_pago" int null,
      "cf_autor" int null,
      "resuelto" timestamptz null,
      "cf_asoc" int null,
      "cf_dojo" int null,
      constraint extracto_linea_importe_positivo check (importe_cent > 0));`);
    this.addSql(
      `alter table "extracto_linea" add constraint "extracto_linea_pago_unique" unique ("cf_pago");`,
    );
    this.addSql(
      `create index "extracto_linea_extracto_index" on "extracto_linea" ("cf_extracto", "estado", "id");`,
    );
    this.addSql(`create index "extracto_linea_asoc_index" on "extracto_linea" ("cf_asoc", "estado", "id");`);
    this.addSql(`create index "extracto_linea_cargo_index" on "extracto_linea" ("cf_cargo");`);
    this.addSql(`create index "extracto_linea_autor_index" on "extracto_linea" ("cf_autor");`);
    this.addSql(`create index "extracto_linea_dojo_index" on "extracto_linea" ("cf_dojo");`);
    for (const [column, table, key, onDelete] of [
      ['cf_extracto', 'extracto', 'id', 'restrict'],
      ['cf_cargo', 'cargo', 'id', 'restrict'],
      ['cf_pago', 'pago', 'id', 'restrict'],
      ['cf_autor', 'asociado', 'id_aso', 'set null'],
      ['cf_asoc', 'asociacion', 'id_asoc', 'restrict'],
      ['cf_dojo', 'dojo', 'id_dojo', 'restrict'],
    ])
      this
        .addSql(`alter table "extracto_linea" add constraint "extracto_linea_${column}_foreign" foreign key ("${column}")
        references "${table}" ("${key}") on update cascade on delete ${onDelete};`);

    this.addSql(`create trigger "extracto_auditoria" after insert or delete on "extracto"
      for each row execute function auditar();`);
    this.addSql(`create trigger "extracto_linea_auditoria" after update or delete on "extracto_linea"
      for each row execute function auditar();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "extracto_linea" cascade;`);
    this.addSql(`drop table if exists "extracto" cascade;`);
  }
}
