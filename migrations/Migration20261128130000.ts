import { Migration } from '@mikro-orm/migrations';

/** The audit function's hidden columns begin here; a new one goes first in the list. */
const HIDDEN_START = `$q$ocultas text[] := array[$q$`;
const WITH_IBAN = `$q$ocultas text[] := array['iban', $q$`;

const AUDITED = ['acreedor_sepa', 'mandato', 'remesa_sepa', 'adeudo'];

/**
 * SEPA Core direct debit (issue 30): associations' creditors, mandates, remittances and their
 * debits. A debtor's IBAN (`mandato.iban`, and `adeudo.iban` as presented) never enters the audit
 * log: the function's hidden columns gain `iban`, edited in place as issue 29 did, so that it
 * keeps whatever the other migrations made of it. The creditor's own account is `iban_cobro`,
 * which the log shows: a changed collection account is a money event.
 */
export class Migration20261128130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "acreedor_sepa" (
      "id" serial primary key,
      "cf_asoc" int not null,
      "identificador" varchar(35) not null,
      "nombre" varchar(70) not null,
      "iban_cobro" varchar(34) not null,
      "bic" varchar(11) null,
      "cf_autor" int null,
      "cambiado" timestamptz not null default now());`);
    this.addSql(`alter table "acreedor_sepa" add constraint "acreedor_sepa_asoc_unique" unique ("cf_asoc");`);
    this.addSql(`create index "acreedor_sepa_autor_index" on "acreedor_sepa" ("cf_autor");`);
    this
      .addSql(`alter table "acreedor_sepa" add constraint "acreedor_sepa_cf_asoc_foreign" foreign key ("cf_asoc")
      references "asociacion" ("id_asoc") on update cascade on delete cascade;`);
    this
      .addSql(`alter table "acreedor_sepa" add constraint "acreedor_sepa_cf_autor_foreign" foreign key ("cf_autor")
      references "asociado" ("id_aso") on update cascade on delete set null;`);

    this.addSql(`create table "mandato" (
      "id" serial primary key,
      "acreedor_asoc" int null,
      "pagador_asoc" int null,
      "pagador_dojo" int null,
      "pagador_asociado" int null,
      "titular" varchar(70) not null,
      "iban" varchar(34) not null,
      "bic" varchar(11) null,
      "referencia" varchar(35) not null,
      "firmado" date not null,
      "secuencia" text check ("secuencia" in ('FRST', 'RCUR')) not null default 'FRST',
      "activo" boolean not null default true,
      "cf_asoc" int not null,
      "cf_dojo" int null,
      "cf_autor" int null,
      "creado" timestamptz not null default now(),
      "cambiado" timestamptz not null default now(),
      constraint mandato_un_pagador check ((((pagador_asoc IS NOT NULL))::integer + ((pagador_dojo IS NOT NULL))::integer + ((pagador_asociado IS NOT NULL))::integer) = 1));`);
    this.addSql(`create index "mandato_asoc_index" on "mandato" ("cf_asoc", "id");`);
    this.addSql(`create index "mandato_dojo_index" on "mandato" ("cf_dojo", "id");`);
    this.addSql(`create index "mandato_acreedor_index" on "mandato" ("acreedor_asoc", "id");`);
    this.addSql(`create index "mandato_pagador_asoc_index" on "mandato" ("pagador_asoc");`);
    this.addSql(`create index "mandato_pagador_dojo_index" on "mandato" ("pagador_dojo");`);
    this.addSql(`create index "mandato_pagador_asociado_index" on "mandato" ("pagador_asociado");`);
    this.addSql(`create index "mandato_autor_index" on "mandato" ("cf_autor");`);
    // A reference is unique per creditor (EPC); one active mandate per payer and creditor, so
    // that a charge meets one mandate at most.
    this.addSql(
      `create unique index "mandato_referencia_unica" on "mandato" (coalesce("acreedor_asoc", 0), "referencia");`,
    );
    this.addSql(`create unique index "mandato_activo_unico" on "mandato" (coalesce("acreedor_asoc", 0),
      coalesce("pagador_asoc", 0), coalesce("pagador_dojo", 0), coalesce("pagador_asociado", 0)) where "activo";`);
    for (const [column, table, key, rule] of [
      ['acreedor_asoc', 'asociacion', 'id_asoc', 'restrict'],
      ['pagador_asoc', 'asociacion', 'id_asoc', 'restrict'],
      ['pagador_dojo', 'dojo', 'id_dojo', 'restrict'],
      ['pagador_asociado', 'asociado', 'id_aso', 'restrict'],
      ['cf_asoc', 'asociacion', 'id_asoc', 'restrict'],
      ['cf_dojo', 'dojo', 'id_dojo', 'restrict'],
      ['cf_autor', 'asociado', 'id_aso', 'set null'],
    ])
      this.addSql(`alter table "mandato" add constraint "mandato_${column}_foreign" foreign key ("${column}")
        references "${table}" ("${key}") on update cascade on delete ${rule};`);

    this.addSql(`create table "remesa_sepa" (
      "id" serial primary key,
      "cf_asoc" int null,
      "identificador" varchar(35) not null,
      "acreedor" varchar(70) not null,
      "iban_cobro" varchar(34) not null,
      "bic" varchar(11) null,
      "fecha_cobro" date not null,
      "n_adeudos" int not null,
      "importe_cent" bigint not null,
      "cf_autor" int null,
      "creado" timestamptz not null default now(),
      constraint remesa_sepa_cuentas check ((n_adeudos >= 0) AND (importe_cent >= 0)));`);
    this.addSql(`create index "remesa_sepa_asoc_index" on "remesa_sepa" ("cf_asoc", "id");`);
    this.addSql(`create index "remesa_sepa_autor_index" on "remesa_sepa" ("cf_autor");`);
    this
      .addSql(`alter table "remesa_sepa" add constraint "remesa_sepa_cf_asoc_foreign" foreign key ("cf_asoc")
      references "asociacion" ("id_asoc") on update cascade on delete restrict;`);
    this
      .addSql(`alter table "remesa_sepa" add constraint "remesa_sepa_cf_autor_foreign" foreign key ("cf_autor")
      references "asociado" ("id_aso") on update cascade on delete set null;`);

    this.addSql(`create table "adeudo" (
      "id" serial primary key,
      "cf_remesa" int not null,
      "cf_cargo" int not null,
      "cf_mandato" int not null,
      "cf_pago" int null,
      "importe_cent" int not null,
      "secuencia" text check ("secuencia" in ('FRST', 'RCUR')) not null,
      "extremo" varchar(35) not null,
      "titular" varchar(70) not null,
      "iban" varchar(34) not null,
      "bic" varchar(11) null,
      "referencia" varchar(35) not null,
      "firmado" date not null,
      "estado" text check ("estado" in ('PRESENTED', 'RETURNED')) not null default 'PRESENTED',
      "motivo" varchar(4) null,
      "devuelto" timestamptz null,
      "cf_asoc" int not null,
      "cf_dojo" int null,
      constraint adeudo_importe_positivo check (importe_cent > 0));`);
    this.addSql(`alter table "adeudo" add constraint "adeudo_extremo_unique" unique ("extremo");`);
    this.addSql(`create index "adeudo_remesa_index" on "adeudo" ("cf_remesa", "secuencia", "id");`);
    for (const [column, index] of [
      ['cf_cargo', 'adeudo_cargo_index'],
      ['cf_mandato', 'adeudo_mandato_index'],
      ['cf_pago', 'adeudo_pago_index'],
      ['cf_asoc', 'adeudo_asoc_index'],
      ['cf_dojo', 'adeudo_dojo_index'],
    ])
      this.addSql(`create index "${index}" on "adeudo" ("${column}");`);
    for (const [column, table, key, rule] of [
      ['cf_remesa', 'remesa_sepa', 'id', 'restrict'],
      ['cf_cargo', 'cargo', 'id', 'restrict'],
      ['cf_mandato', 'mandato', 'id', 'restrict'],
      ['cf_pago', 'pago', 'id', 'set null'],
      ['cf_asoc', 'asociacion', 'id_asoc', 'restrict'],
      ['cf_dojo', 'dojo', 'id_dojo', 'restrict'],
    ])
      this.addSql(`alter table "adeudo" add constraint "adeudo_${column}_foreign" foreign key ("${column}")
        references "${table}" ("${key}") on update cascade on delete ${rule};`);

    this.addSql(`do $$ declare body text := pg_get_functiondef('auditar'::regproc); begin
        if position(${HIDDEN_START} in body) = 0 then raise exception 'auditar: hidden columns not found'; end if;
        execute replace(body, ${HIDDEN_START}, ${WITH_IBAN});
      end $$;`);
    for (const table of AUDITED)
      this.addSql(`create trigger "${table}_auditoria" after insert or update or delete on "${table}"
        for each row execute function auditar();`);
  }

  override async down(): Promise<void> {
    for (const table of AUDITED) this.addSql(`drop trigger if exists "${table}_auditoria" on "${table}";`);
    this.addSql(
      `do $$ begin execute replace(pg_get_functiondef('auditar'::regproc), ${WITH_IBAN}, ${HIDDEN_START}); end $$;`,
    );
    for (const table of ['adeudo', 'remesa_sepa', 'mandato', 'acreedor_sepa'])
      this.addSql(`drop table "${table}";`);
  }
}
