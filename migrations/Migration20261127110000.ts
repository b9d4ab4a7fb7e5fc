import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log (issue 16): every create, change and delete of the federation's records, and each
 * validation, written by triggers in the same transaction as the change itself (a change and its
 * record commit or fail together, whatever door or script made it). Who made it and for which
 * request come from the transaction's settings `federa.autor` and `federa.peticion`, set by the
 * server at the start of each transaction (database/audit-subscriber.ts). Secrets (password hash,
 * validation and card codes) and columns the database derives never enter it.
 * Sign-ins of administrators are written by the server (accion 'acceso').
 * Bulk loads (the demo generator) set `federa.sin_auditoria` and are not recorded row by row.
 */
export class Migration20261127110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "auditoria" (
      "id" bigserial primary key,
      "momento" timestamptz not null default now(),
      "id_autor" int null,
      "accion" text check ("accion" in ('alta', 'cambio', 'baja', 'validacion', 'acceso')) not null,
      "tabla" varchar(40) not null,
      "id_registro" varchar(40) not null,
      "id_asoc" int null,
      "id_dojo" int null,
      "antes" jsonb null,
      "despues" jsonb null,
      "id_peticion" varchar(64) null);`);
    this.addSql(`alter table "auditoria" add constraint "auditoria_id_autor_foreign" foreign key ("id_autor")
      references "asociado" ("id_aso") on update cascade on delete set null;`);
    this.addSql(`create index "auditoria_momento_index" on "auditoria" ("momento" desc, "id" desc);`);
    this.addSql(`create index "auditoria_asoc_index" on "auditoria" ("id_asoc", "momento" desc, "id" desc);`);
    this.addSql(`create index "auditoria_dojo_index" on "auditoria" ("id_dojo", "momento" desc, "id" desc);`);
    this.addSql(`create index "auditoria_registro_index" on "auditoria" ("tabla", "id_registro");`);
    this.addSql(`create index "auditoria_autor_index" on "auditoria" ("id_autor", "momento" desc);`);

    this.addSql(`create function auditar() returns trigger language plpgsql as $$
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
      registro := coalesce(fila ->> 'id', '');
  end case;
  insert into auditoria (id_autor, accion, tabla, id_registro, id_asoc, id_dojo, antes, despues, id_peticion)
  values (nullif(current_setting('federa.autor', true), '')::int, accion, tg_table_name, registro, asoc, dojo,
    antes, despues, nullif(current_setting('federa.peticion', true), ''));
  return null;
end $$;`);
    for (const table of AUDITED)
      this.addSql(`create trigger "${table}_auditoria" after insert or update or delete on "${table}"
        for each row execute function auditar();`);
  }

  override async down(): Promise<void> {
    for (const table of AUDITED) this.addSql(`drop trigger "${table}_auditoria" on "${table}";`);
    this.addSql(`drop function auditar();`);
    this.addSql(`drop table "auditoria";`);
  }
}

/** The federation's records. Fee rows, sessions and attendance are parts of a batch or course. */
const AUDITED = [
  'asociacion',
  'dojo',
  'asociado',
  'remesa',
  'remesa_validacion',
  'curso',
  'inscripcion',
  'grado',
  'asociado_titulo',
];
