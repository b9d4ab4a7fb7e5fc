import { Migration } from '@mikro-orm/migrations';

/**
 * Money (issue 30): tariffs, charges and their items, invoices with gapless numbers, payments; the
 * courses' prices. A charge's bank reference is the ISO 11649 creditor reference of its id, set by
 * a trigger, so every insert (one charge, or a validation's set of them) gets it. The money's
 * tables are audited, filed under the association and dojo they name.
 */
export class Migration20261128110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "factura_contador" ("emisor" varchar(12) not null, "anio" smallint not null, "serie" varchar(1) not null, "ultimo" int not null, constraint "factura_contador_pkey" primary key ("emisor", "anio", "serie"));`,
    );

    this.addSql(
      `create table "cargo" ("id" serial primary key, "tipo" text check ("tipo" in ('CUOTAS', 'CUOTA_DOJO', 'CURSO', 'LIQUIDACION')) not null, "anio" smallint not null, "emisor_asoc" int null, "emisor_dojo" int null, "pagador_asoc" int null, "pagador_dojo" int null, "pagador_asociado" int null, "cf_asoc" int not null, "cf_dojo" int null, "cf_remesa" int null, "cf_inscripcion" int null, "importe_cent" int not null, "estado" text check ("estado" in ('OPEN', 'PAID', 'CANCELLED', 'RETURNED')) not null default 'OPEN', "referencia" varchar(40) not null default '', "vence" date null, "pagado_en" timestamptz null, "motivo" text null, "cf_liquidacion" int null, "creado" timestamptz not null default now(), constraint cargo_un_pagador check ((((pagador_asoc IS NOT NULL))::integer + ((pagador_dojo IS NOT NULL))::integer + ((pagador_asociado IS NOT NULL))::integer) = 1), constraint cargo_importe_positivo check (importe_cent >= 0));`,
    );
    this.addSql(`create index "cargo_emisor_asoc_index" on "cargo" ("emisor_asoc");`);
    this.addSql(`create index "cargo_emisor_dojo_index" on "cargo" ("emisor_dojo");`);
    this.addSql(`create index "cargo_pagador_asoc_index" on "cargo" ("pagador_asoc");`);
    this.addSql(`create index "cargo_pagador_dojo_index" on "cargo" ("pagador_dojo");`);
    this.addSql(`alter table "cargo" add constraint "cargo_referencia_unique" unique ("referencia");`);
    this.addSql(`create index "cargo_liquidacion_index" on "cargo" ("cf_liquidacion");`);
    this.addSql(`create index "cargo_inscripcion_index" on "cargo" ("cf_inscripcion");`);
    this.addSql(`create index "cargo_remesa_index" on "cargo" ("cf_remesa");`);
    this.addSql(`create index "cargo_pagador_asociado_index" on "cargo" ("pagador_asociado", "id");`);
    this.addSql(`create index "cargo_dojo_index" on "cargo" ("cf_dojo", "id");`);
    this.addSql(`create index "cargo_asoc_index" on "cargo" ("cf_asoc", "id");`);

    this.addSql(
      `create table "pago" ("id" serial primary key, "cf_cargo" int not null, "metodo" text check ("metodo" in ('CARD', 'BIZUM', 'SEPA', 'TRANSFER')) not null, "importe_cent" int not null, "estado" text check ("estado" in ('PENDING', 'DONE', 'FAILED', 'REFUNDED', 'RETURNED')) not null default 'PENDING', "pedido" varchar(12) null, "cf_autor" int null, "creado" timestamptz not null default now(), "confirmado" timestamptz null, "respuesta" jsonb null, "motivo" text null, "cf_asoc" int not null, "cf_dojo" int null, constraint pago_importe_positivo check (importe_cent >= 0));`,
    );
    this.addSql(`create index "pago_cargo_index" on "pago" ("cf_cargo");`);
    this.addSql(`alter table "pago" add constraint "pago_pedido_unique" unique ("pedido");`);
    this.addSql(`create index "pago_autor_index" on "pago" ("cf_autor");`);
    this.addSql(`create index "pago_asoc_index" on "pago" ("cf_asoc");`);
    this.addSql(`create index "pago_dojo_index" on "pago" ("cf_dojo");`);

    this.addSql(
      `create table "factura" ("id" serial primary key, "cf_cargo" int not null, "emisor" varchar(12) not null, "anio" smallint not null, "serie" text check ("serie" in ('F', 'R')) not null, "numero" int not null, "importe_cent" int not null, "emitida" timestamptz not null default now(), "cf_asoc" int not null, "cf_dojo" int null, constraint factura_numero_positivo check (numero > 0));`,
    );
    this.addSql(`create index "factura_cargo_index" on "factura" ("cf_cargo");`);
    this.addSql(
      `alter table "factura" add constraint "factura_numero_unique" unique ("emisor", "anio", "serie", "numero");`,
    );

    this.addSql(
      `create table "cargo_linea" ("id" serial primary key, "cf_cargo" int not null, "cf_asociado" int null, "concepto" text check ("concepto" in ('NACIONAL', 'ASOCIACION', 'DOJO', 'CURSO', 'LIQUIDACION')) not null, "tipo_persona" text check ("tipo_persona" in ('A', 'N')) null, "importe_cent" int not null, "cf_cargo_origen" int null, constraint cargo_linea_importe_positivo check (importe_cent >= 0));`,
    );
    this.addSql(`create index "cargo_linea_cargo_index" on "cargo_linea" ("cf_cargo");`);
    this.addSql(`create index "cargo_linea_asociado_index" on "cargo_linea" ("cf_asociado");`);
    this.addSql(`create index "cargo_linea_origen_index" on "cargo_linea" ("cf_cargo_origen");`);

    this.addSql(
      `create table "tarifa" ("id" serial primary key, "anio" smallint not null, "nivel" text check ("nivel" in ('NACIONAL', 'ASOCIACION', 'DOJO')) not null, "cf_asoc" int null, "cf_dojo" int null, "adulto_cent" int not null, "nino_cent" int not null, "cf_autor" int null, "cambiado" timestamptz not null default now(), constraint tarifa_lugar check (((nivel = 'NACIONAL') AND (cf_asoc IS NULL) AND (cf_dojo IS NULL)) OR ((nivel = 'ASOCIACION') AND (cf_asoc IS NOT NULL) AND (cf_dojo IS NULL)) OR ((nivel = 'DOJO') AND (cf_asoc IS NOT NULL) AND (cf_dojo IS NOT NULL))), constraint tarifa_importes check ((adulto_cent >= 0) AND (adulto_cent <= 10000000) AND (nino_cent >= 0) AND (nino_cent <= 10000000)), constraint tarifa_anio_rango check ((anio >= 1900) AND (anio <= 2200)));`,
    );
    this.addSql(`create index "tarifa_dojo_index" on "tarifa" ("cf_dojo");`);
    this.addSql(`create index "tarifa_autor_index" on "tarifa" ("cf_autor");`);
    this.addSql(
      `create unique index "tarifa_unica" on "tarifa" ("anio", "nivel", coalesce("cf_asoc", 0), coalesce("cf_dojo", 0));`,
    );

    this.addSql(
      `alter table "cargo" add constraint "cargo_emisor_asoc_foreign" foreign key ("emisor_asoc") references "asociacion" ("id_asoc") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "cargo" add constraint "cargo_emisor_dojo_foreign" foreign key ("emisor_dojo") references "dojo" ("id_dojo") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "cargo" add constraint "cargo_pagador_asoc_foreign" foreign key ("pagador_asoc") references "asociacion" ("id_asoc") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "cargo" add constraint "cargo_pagador_dojo_foreign" foreign key ("pagador_dojo") references "dojo" ("id_dojo") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "cargo" add constraint "cargo_pagador_asociado_foreign" foreign key ("pagador_asociado") references "asociado" ("id_aso") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "cargo" add constraint "cargo_cf_asoc_foreign" foreign key ("cf_asoc") references "asociacion" ("id_asoc") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "cargo" add constraint "cargo_cf_dojo_foreign" foreign key ("cf_dojo") references "dojo" ("id_dojo") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "cargo" add constraint "cargo_cf_remesa_foreign" foreign key ("cf_remesa") references "remesa" ("id_rem") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "cargo" add constraint "cargo_cf_inscripcion_foreign" foreign key ("cf_inscripcion") references "inscripcion" ("id_inscripcion") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "cargo" add constraint "cargo_cf_liquidacion_foreign" foreign key ("cf_liquidacion") references "cargo" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "pago" add constraint "pago_cf_cargo_foreign" foreign key ("cf_cargo") references "cargo" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "pago" add constraint "pago_cf_autor_foreign" foreign key ("cf_autor") references "asociado" ("id_aso") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "pago" add constraint "pago_cf_asoc_foreign" foreign key ("cf_asoc") references "asociacion" ("id_asoc") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "pago" add constraint "pago_cf_dojo_foreign" foreign key ("cf_dojo") references "dojo" ("id_dojo") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "factura" add constraint "factura_cf_cargo_foreign" foreign key ("cf_cargo") references "cargo" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "factura" add constraint "factura_cf_asoc_foreign" foreign key ("cf_asoc") references "asociacion" ("id_asoc") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "factura" add constraint "factura_cf_dojo_foreign" foreign key ("cf_dojo") references "dojo" ("id_dojo") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "cargo_linea" add constraint "cargo_linea_cf_cargo_foreign" foreign key ("cf_cargo") references "cargo" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cargo_linea" add constraint "cargo_linea_cf_asociado_foreign" foreign key ("cf_asociado") references "asociado" ("id_aso") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "cargo_linea" add constraint "cargo_linea_cf_cargo_origen_foreign" foreign key ("cf_cargo_origen") references "cargo" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "tarifa" add constraint "tarifa_cf_asoc_foreign" foreign key ("cf_asoc") references "asociacion" ("id_asoc") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tarifa" add constraint "tarifa_cf_dojo_foreign" foreign key ("cf_dojo") references "dojo" ("id_dojo") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tarifa" add constraint "tarifa_cf_autor_foreign" foreign key ("cf_autor") references "asociado" ("id_aso") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "curso" add column "precio_socio_cent" int not null default 0, add column "precio_otros_cent" int not null default 0;`,
    );
    this.addSql(
      `alter table "curso" add constraint curso_precios check((precio_socio_cent >= 0) AND (precio_socio_cent <= 10000000) AND (precio_otros_cent >= 0) AND (precio_otros_cent <= 10000000));`,
    );

    // ISO 11649: RF, two check digits (98 - the reference + "RF00", letters as 10..35, mod 97), then FED<id>.
    this.addSql(`create function cargo_referencia(id int) returns text language sql immutable as $$
      select 'RF' || lpad((98 - (('151413' || id::text || '271500')::numeric % 97))::int::text, 2, '0') || 'FED' || id::text
    $$;`);
    this.addSql(`create function cargo_poner_referencia() returns trigger language plpgsql as $$
begin
  new.referencia := cargo_referencia(new.id);
  return new;
end $$;`);
    this.addSql(`create trigger "cargo_referencia" before insert on "cargo"
      for each row execute function cargo_poner_referencia();`);
    this.addSql(`create or replace function auditar() returns trigger language plpgsql as $$
declare
  fila jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  antes jsonb;
  despues jsonb;
  accion text := case tg_op when 'INSERT' then 'alta' when 'DELETE' then 'baja' else 'cambio' end;
  ocultas text[] := array['psw_hash', 'codvalidacion', 'cod_carnet', 'token_version', 'busqueda',
    'ultima_cuota', 'num_ad', 'num_ni'];
  validacion text[] := array['cf_asoc_val_dojo', 'cf_asoc_val_asoc', 'cf_asoc_val_admi', 'cf_val_admi',
    'cf_val_dojo', 'estado', 'cf_validador', 'validado_en'];
  cambiadas text[];
  registro text;
  asoc int;
  dojo int;
begin
  if coalesce(current_setting('federa.sin_auditoria', true), '') = 'on' then return null; end if;
  if tg_op <> 'INSERT' then antes := to_jsonb(old) - ocultas; end if;
  if tg_op <> 'DELETE' then despues := to_jsonb(new) - ocultas; end if;
  if tg_op = 'UPDATE' then
    if antes = despues then return null; end if;
    select array_agg(k) into cambiadas from jsonb_object_keys(despues) k
      where antes -> k is distinct from despues -> k;
    if cambiadas <@ validacion then accion := 'validacion'; end if;
  end if;
  case tg_table_name
    when 'asociado' then
      registro := fila ->> 'id_aso'; asoc := (fila ->> 'cf_asoc')::int; dojo := (fila ->> 'cf_dojo')::int;
    when 'dojo' then
      registro := fila ->> 'id_dojo'; asoc := (fila ->> 'cf_asoc')::int; dojo := (fila ->> 'id_dojo')::int;
    when 'asociacion' then
      registro := fila ->> 'id_asoc'; asoc := (fila ->> 'id_asoc')::int;
    when 'remesa' then
      registro := fila ->> 'id_rem'; asoc := (fila ->> 'cf_asoc')::int; dojo := (fila ->> 'cf_dojo')::int;
    when 'remesa_validacion' then
      registro := fila ->> 'cf_remesa'; accion := 'validacion';
      select r.cf_asoc, r.cf_dojo into asoc, dojo from remesa r where r.id_rem = (fila ->> 'cf_remesa')::int;
    when 'curso' then
      registro := fila ->> 'id_curso'; dojo := (fila ->> 'cf_organiz')::int;
      select d.cf_asoc into asoc from dojo d where d.id_dojo = dojo;
    when 'grado', 'asociado_titulo', 'inscripcion' then
      registro := coalesce(fila ->> 'idgrado', fila ->> 'idasoc_titulo', fila ->> 'id_inscripcion');
      select a.cf_asoc, a.cf_dojo into asoc, dojo from asociado a where a.id_aso = (fila ->> 'cf_asociado')::int;
    else
      -- Tables keyed by id that name their place (the money's, issue 30) are filed under it.
      registro := coalesce(fila ->> 'id', '');
      asoc := (fila ->> 'cf_asoc')::int; dojo := (fila ->> 'cf_dojo')::int;
  end case;
  insert into auditoria (id_autor, accion, tabla, id_registro, id_asoc, id_dojo, antes, despues, id_peticion)
  values (nullif(current_setting('federa.autor', true), '')::int, accion, tg_table_name, registro, asoc, dojo,
    antes, despues, nullif(current_setting('federa.peticion', true), ''));
  return null;
end $$;`);
    for (const table of ['tarifa', 'cargo', 'factura', 'pago'])
      this.addSql(`create trigger "${table}_auditoria" after insert or update or delete on "${table}"
        for each row execute function auditar();`);
  }

  override async down(): Promise<void> {
    for (const table of ['tarifa', 'cargo', 'factura', 'pago'])
      this.addSql(`drop trigger if exists "${table}_auditoria" on "${table}";`);
    this.addSql(`drop trigger if exists "cargo_referencia" on "cargo";`);
    this.addSql(`drop function if exists cargo_poner_referencia();`);
    this.addSql(`drop function if exists cargo_referencia(int);`);
    this.addSql(`alter table "cargo" drop constraint "cargo_cf_liquidacion_foreign";`);

    this.addSql(`alter table "pago" drop constraint "pago_cf_cargo_foreign";`);

    this.addSql(`alter table "factura" drop constraint "factura_cf_cargo_foreign";`);

    this.addSql(`alter table "cargo_linea" drop constraint "cargo_linea_cf_cargo_foreign";`);

    this.addSql(`alter table "cargo_linea" drop constraint "cargo_linea_cf_cargo_origen_foreign";`);

    this.addSql(`drop table if exists "factura_contador" cascade;`);

    this.addSql(`drop table if exists "cargo" cascade;`);

    this.addSql(`drop table if exists "pago" cascade;`);

    this.addSql(`drop table if exists "factura" cascade;`);

    this.addSql(`drop table if exists "cargo_linea" cascade;`);

    this.addSql(`drop table if exists "tarifa" cascade;`);

    this.addSql(`alter table "curso" drop constraint curso_precios;`);
    this.addSql(`alter table "curso" drop column "precio_socio_cent", drop column "precio_otros_cent";`);
  }
}
