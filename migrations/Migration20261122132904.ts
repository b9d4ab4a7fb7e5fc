import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132904 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "asociacion" ("id_asoc" serial primary key, "nombre" varchar(100) not null, "zona" varchar(100) null, "serie" varchar(5) not null, constraint asociacion_nombre_no_vacio check (btrim(nombre) <> ''), constraint asociacion_serie_formato check (serie ~ '^[0-9]{2}[A-Z]\$'));`);
    this.addSql(`alter table "asociacion" add constraint "asociacion_nombre_unique" unique ("nombre");`);
    this.addSql(`create index "asociacion_zona_index" on "asociacion" ("zona");`);
    this.addSql(`alter table "asociacion" add constraint "asociacion_serie_unique" unique ("serie");`);

    this.addSql(`create table "cinturon" ("idcinturon" serial primary key, "descripcion" varchar(50) not null, "color_primario" varchar(7) not null, "valor" int not null, "nhoras" int not null, constraint cinturon_nhoras check (nhoras >= 0), constraint cinturon_color check (color_primario ~ '^#[0-9A-Fa-f]{6}\$'));`);
    this.addSql(`alter table "cinturon" add constraint "cinturon_descripcion_unique" unique ("descripcion");`);
    this.addSql(`alter table "cinturon" add constraint "cinturon_valor_unique" unique ("valor");`);

    this.addSql(`create table "mensaje_contacto" ("id" serial primary key, "nombre" varchar(100) not null, "email" varchar(254) not null, "mensaje" text not null, "idioma" varchar(2) not null default 'es', "fecha" timestamptz not null default now(), constraint mensaje_contacto_longitud check (char_length(mensaje) <= 5000), constraint mensaje_contacto_no_vacio check (btrim(nombre) <> '' AND btrim(email) <> '' AND btrim(mensaje) <> ''));`);

    this.addSql(`create table "pais" ("id_pais" serial primary key, "codigo" char(2) not null, "nombre" varchar(60) not null, "lat" double precision not null, "lon" double precision not null);`);
    this.addSql(`alter table "pais" add constraint "pais_codigo_unique" unique ("codigo");`);

    this.addSql(`create table "provincia" ("id_provincia" serial primary key, "cf_pais" int not null, "codigo" char(2) not null, "nombre" varchar(60) not null, "lat" double precision not null, "lon" double precision not null);`);
    this.addSql(`alter table "provincia" add constraint "provincia_pais_codigo_unique" unique ("cf_pais", "codigo");`);

    this.addSql(`create table "dojo" ("id_dojo" serial primary key, "nombre" varchar(50) not null, "ciudad" varchar(50) not null, "cf_asoc" int not null, "cf_pais" int not null, "cf_provincia" int not null, "web" varchar(255) null, "maps" varchar(500) null, "direccion" varchar(50) null, "telfcont" varchar(9) null, "persocont" varchar(50) null, "correo_e" varchar(50) null, "horario" varchar(150) null, "avatar" varchar(100) null, "visible" boolean not null default false, constraint dojo_maps_url check (maps IS NULL OR maps ~ '^https?://'), constraint dojo_web_url check (web IS NULL OR web ~ '^https?://'), constraint dojo_ciudad_no_vacia check (btrim(ciudad) <> ''), constraint dojo_nombre_no_vacio check (btrim(nombre) <> ''));`);
    this.addSql(`create index "dojo_nombre_index" on "dojo" ("nombre");`);
    this.addSql(`create index "dojo_ciudad_index" on "dojo" ("ciudad");`);
    this.addSql(`create index "dojo_visible_index" on "dojo" ("visible");`);
    this.addSql(`create index "dojo_pais_provincia_index" on "dojo" ("cf_pais", "cf_provincia");`);
    this.addSql(`alter table "dojo" add constraint "dojo_asoc_nombre_unique" unique ("cf_asoc", "nombre");`);

    this.addSql(`create table "asociado" ("id_aso" serial primary key, "dni" varchar(20) not null, "nombre" varchar(50) not null, "apellido" varchar(50) not null, "mail" varchar(50) null, "num_acae" varchar(15) null, "fecha_nacimiento" date not null, "domicilio" varchar(150) null, "ciudad" varchar(50) null, "provincia" varchar(50) null, "telefono" varchar(9) null, "obs" varchar(250) null, "es_admin" boolean not null default false, "es_admin_asoc" boolean not null default false, "es_admin_dojo" boolean not null default false, "cf_dojo" int not null, "cf_asoc" int not null, "avatar" varchar(100) not null default 'default.jpg', "codvalidacion" varchar(64) null, "validado" boolean not null default false, "psw_hash" varchar(100) null, "token_version" int not null default 0, "activo" boolean not null default true, "creado" timestamptz not null default now(), constraint asociado_token_version check (token_version >= 0), constraint asociado_validado_con_clave check (NOT validado OR psw_hash IS NOT NULL), constraint asociado_mail_formato check (mail IS NULL OR mail ~ '^[^[:space:]@]+@[^[:space:]@]+\\.[^[:space:]@]{2,}\$'), constraint asociado_fecha_nacimiento_rango check (fecha_nacimiento >= '1900-01-01'::date), constraint asociado_nombre_no_vacio check (btrim(nombre) <> '' AND btrim(apellido) <> ''), constraint asociado_dni_mayusculas check (dni = upper(dni) AND btrim(dni) <> ''), constraint asociado_num_acae_formato check (num_acae IS NULL OR num_acae ~ '^[0-9]{2}[A-Z][0-9]{4}\$'));`);
    this.addSql(`create index "asociado_nombre_index" on "asociado" ("nombre");`);
    this.addSql(`create index "asociado_apellido_index" on "asociado" ("apellido");`);
    this.addSql(`alter table "asociado" add constraint "asociado_num_acae_unique" unique ("num_acae");`);
    this.addSql(`create index "asociado_fecha_nacimiento_index" on "asociado" ("fecha_nacimiento");`);
    this.addSql(`create unique index "asociado_mail_lower_unique" on "asociado" (lower("mail"));`);
    this.addSql(`create index "asociado_apellido_nombre_index" on "asociado" ("apellido", "nombre");`);
    this.addSql(`create index "asociado_dojo_num_acae_index" on "asociado" ("cf_dojo", "num_acae");`);

    this.addSql(`create table "grado" ("idgrado" serial primary key, "cf_asociado" int not null, "cf_cinturon" int not null, "fecha" date not null, "nhoras" int not null default 0, "estado" smallint not null default -1, "cf_validador" int null, constraint grado_fecha_rango check (fecha >= '1900-01-01'::date), constraint grado_nhoras check (nhoras >= 0));`);
    this.addSql(`create index "grado_estado_fecha_index" on "grado" ("estado", "fecha");`);
    this.addSql(`create index "grado_fecha_index" on "grado" ("fecha");`);
    this.addSql(`alter table "grado" add constraint "grado_asociado_cinturon_unique" unique ("cf_asociado", "cf_cinturon");`);

    this.addSql(`create table "remesa" ("id_rem" serial primary key, "cf_dojo" int not null, "cf_asoc" int not null, "anio" smallint not null, "cf_asoc_val_dojo" int null, "cf_asoc_val_asoc" int null, "cf_asoc_val_admi" int null, "creado" timestamptz not null default now(), constraint remesa_validacion_en_orden check ((cf_asoc_val_asoc IS NULL OR cf_asoc_val_dojo IS NOT NULL) AND (cf_asoc_val_admi IS NULL OR cf_asoc_val_asoc IS NOT NULL)), constraint remesa_anio_rango check ((anio >= 1900) AND (anio <= 2200)));`);
    this.addSql(`create index "remesa_asoc_index" on "remesa" ("cf_asoc");`);
    this.addSql(`create index "remesa_dojo_anio_index" on "remesa" ("cf_dojo", "anio");`);
    this.addSql(`create index "remesa_anio_index" on "remesa" ("anio");`);

    this.addSql(`create table "cuota" ("id_cuota" serial primary key, "cf_remesa" int not null, "cf_asociado" int not null, "anio" smallint not null, "tipo" text check ("tipo" in ('A', 'N')) not null);`);
    this.addSql(`create index "cuota_remesa_index" on "cuota" ("cf_remesa");`);
    this.addSql(`alter table "cuota" add constraint "cuota_asociado_anio_unique" unique ("cf_asociado", "anio");`);

    this.addSql(`create table "curso" ("id_curso" serial primary key, "titulo" varchar(100) not null, "ciudad" varchar(50) not null, "obs" text not null, "act_clau" boolean not null default false, "clau" text null, "imagen" varchar(100) null, "cf_organiz" int not null, "cf_val_admi" int null, "cf_val_dojo" int null, "fecha_ini" date null, "fecha_fin" date null, "creado" timestamptz not null default now(), constraint curso_fechas check (fecha_ini IS NULL OR fecha_fin IS NULL OR fecha_ini <= fecha_fin), constraint curso_clausulas check (NOT act_clau OR (clau IS NOT NULL AND btrim(clau) <> '')), constraint curso_detalles_no_vacios check (btrim(obs) <> ''), constraint curso_ciudad_no_vacia check (btrim(ciudad) <> ''), constraint curso_titulo_no_vacio check (btrim(titulo) <> ''));`);
    this.addSql(`create index "curso_titulo_index" on "curso" ("titulo");`);
    this.addSql(`create index "curso_organiz_index" on "curso" ("cf_organiz");`);
    this.addSql(`create index "curso_fecha_fin_index" on "curso" ("fecha_fin");`);
    this.addSql(`create index "curso_fecha_ini_index" on "curso" ("fecha_ini");`);

    this.addSql(`create table "inscripcion" ("id_inscripcion" serial primary key, "cf_curso" int not null, "cf_asociado" int not null, "pagado" boolean not null default false, "asistencia" boolean not null default false, "clausula_aceptada" boolean not null default false, "creado" timestamptz not null default now());`);
    this.addSql(`create index "inscripcion_asociado_index" on "inscripcion" ("cf_asociado");`);
    this.addSql(`alter table "inscripcion" add constraint "inscripcion_curso_asociado_unique" unique ("cf_curso", "cf_asociado");`);

    this.addSql(`create table "curso_sesion" ("id_ses" serial primary key, "cf_curso" int not null, "fecha" date not null, "hora_ini" time(0) not null default '00:00:00', "hora_fin" time(0) not null default '23:00:00', "descripcion" varchar(80) not null, "tipo" text check ("tipo" in ('S', 'E')) not null, constraint curso_sesion_descripcion_no_vacia check (btrim(descripcion) <> ''));`);
    this.addSql(`create index "curso_sesion_curso_fecha_index" on "curso_sesion" ("cf_curso", "fecha");`);

    this.addSql(`create table "inscripcion_sesion" ("id_inscripcion_sesion" serial primary key, "cf_inscripcion" int not null, "cf_sesion" int not null, "nasisevento" smallint not null default 1, "asistencia" boolean not null default false, "pagado" boolean not null default false, constraint inscripcion_sesion_nasisevento check (nasisevento >= 1));`);
    this.addSql(`create index "inscripcion_sesion_sesion_index" on "inscripcion_sesion" ("cf_sesion");`);
    this.addSql(`alter table "inscripcion_sesion" add constraint "inscripcion_sesion_unique" unique ("cf_inscripcion", "cf_sesion");`);

    this.addSql(`create table "plantilla" ("id" serial primary key, "app" varchar(30) not null, "nombre" varchar(50) not null, "descripcion" varchar(50) null, "defecto" boolean not null default false, "fecha" timestamptz not null default now(), "plantilla" jsonb not null, "cf_autor" int null, constraint plantilla_nombre_no_vacio check (btrim(nombre) <> ''));`);
    this.addSql(`create index "plantilla_app_index" on "plantilla" ("app");`);
    this.addSql(`create unique index "plantilla_un_defecto_por_vista" on "plantilla" ("app") where "defecto";`);
    this.addSql(`alter table "plantilla" add constraint "plantilla_app_nombre_unique" unique ("app", "nombre");`);

    this.addSql(`create table "titulo" ("idtitulo" serial primary key, "descripcion" varchar(50) not null, "valor" int not null);`);
    this.addSql(`alter table "titulo" add constraint "titulo_descripcion_unique" unique ("descripcion");`);
    this.addSql(`alter table "titulo" add constraint "titulo_valor_unique" unique ("valor");`);

    this.addSql(`create table "asociado_titulo" ("idasoc_titulo" serial primary key, "cf_asociado" int not null, "cf_titulo" int not null, "fecha" date not null, "estado" smallint not null default -1, "cf_validador" int null, constraint asociado_titulo_fecha_rango check (fecha >= '1900-01-01'::date));`);
    this.addSql(`create index "asociado_titulo_estado_fecha_index" on "asociado_titulo" ("estado", "fecha");`);
    this.addSql(`create index "asociado_titulo_fecha_index" on "asociado_titulo" ("fecha");`);
    this.addSql(`alter table "asociado_titulo" add constraint "asociado_titulo_unique" unique ("cf_asociado", "cf_titulo");`);

    this.addSql(`alter table "provincia" add constraint "provincia_cf_pais_foreign" foreign key ("cf_pais") references "pais" ("id_pais") on update cascade on delete restrict;`);

    this.addSql(`alter table "dojo" add constraint "dojo_cf_asoc_foreign" foreign key ("cf_asoc") references "asociacion" ("id_asoc") on update cascade on delete restrict;`);
    this.addSql(`alter table "dojo" add constraint "dojo_cf_pais_foreign" foreign key ("cf_pais") references "pais" ("id_pais") on update cascade on delete restrict;`);
    this.addSql(`alter table "dojo" add constraint "dojo_cf_provincia_foreign" foreign key ("cf_provincia") references "provincia" ("id_provincia") on update cascade on delete restrict;`);

    this.addSql(`alter table "asociado" add constraint "asociado_cf_dojo_foreign" foreign key ("cf_dojo") references "dojo" ("id_dojo") on update cascade on delete restrict;`);
    this.addSql(`alter table "asociado" add constraint "asociado_cf_asoc_foreign" foreign key ("cf_asoc") references "asociacion" ("id_asoc") on update cascade on delete restrict;`);

    this.addSql(`alter table "grado" add constraint "grado_cf_asociado_foreign" foreign key ("cf_asociado") references "asociado" ("id_aso") on update cascade on delete restrict;`);
    this.addSql(`alter table "grado" add constraint "grado_cf_cinturon_foreign" foreign key ("cf_cinturon") references "cinturon" ("idcinturon") on update cascade on delete restrict;`);
    this.addSql(`alter table "grado" add constraint "grado_cf_validador_foreign" foreign key ("cf_validador") references "asociado" ("id_aso") on update cascade on delete restrict;`);

    this.addSql(`alter table "remesa" add constraint "remesa_cf_dojo_foreign" foreign key ("cf_dojo") references "dojo" ("id_dojo") on update cascade on delete restrict;`);
    this.addSql(`alter table "remesa" add constraint "remesa_cf_asoc_foreign" foreign key ("cf_asoc") references "asociacion" ("id_asoc") on update cascade on delete restrict;`);
    this.addSql(`alter table "remesa" add constraint "remesa_cf_asoc_val_dojo_foreign" foreign key ("cf_asoc_val_dojo") references "asociado" ("id_aso") on update cascade on delete restrict;`);
    this.addSql(`alter table "remesa" add constraint "remesa_cf_asoc_val_asoc_foreign" foreign key ("cf_asoc_val_asoc") references "asociado" ("id_aso") on update cascade on delete restrict;`);
    this.addSql(`alter table "remesa" add constraint "remesa_cf_asoc_val_admi_foreign" foreign key ("cf_asoc_val_admi") references "asociado" ("id_aso") on update cascade on delete restrict;`);

    this.addSql(`alter table "cuota" add constraint "cuota_cf_remesa_foreign" foreign key ("cf_remesa") references "remesa" ("id_rem") on update cascade on delete cascade;`);
    this.addSql(`alter table "cuota" add constraint "cuota_cf_asociado_foreign" foreign key ("cf_asociado") references "asociado" ("id_aso") on update cascade on delete restrict;`);

    this.addSql(`alter table "curso" add constraint "curso_cf_organiz_foreign" foreign key ("cf_organiz") references "dojo" ("id_dojo") on update cascade on delete restrict;`);
    this.addSql(`alter table "curso" add constraint "curso_cf_val_admi_foreign" foreign key ("cf_val_admi") references "asociado" ("id_aso") on update cascade on delete restrict;`);
    this.addSql(`alter table "curso" add constraint "curso_cf_val_dojo_foreign" foreign key ("cf_val_dojo") references "asociado" ("id_aso") on update cascade on delete restrict;`);

    this.addSql(`alter table "inscripcion" add constraint "inscripcion_cf_curso_foreign" foreign key ("cf_curso") references "curso" ("id_curso") on update cascade on delete restrict;`);
    this.addSql(`alter table "inscripcion" add constraint "inscripcion_cf_asociado_foreign" foreign key ("cf_asociado") references "asociado" ("id_aso") on update cascade on delete restrict;`);

    this.addSql(`alter table "curso_sesion" add constraint "curso_sesion_cf_curso_foreign" foreign key ("cf_curso") references "curso" ("id_curso") on update cascade on delete cascade;`);

    this.addSql(`alter table "inscripcion_sesion" add constraint "inscripcion_sesion_cf_inscripcion_foreign" foreign key ("cf_inscripcion") references "inscripcion" ("id_inscripcion") on update cascade on delete cascade;`);
    this.addSql(`alter table "inscripcion_sesion" add constraint "inscripcion_sesion_cf_sesion_foreign" foreign key ("cf_sesion") references "curso_sesion" ("id_ses") on update cascade on delete cascade;`);

    this.addSql(`alter table "plantilla" add constraint "plantilla_cf_autor_foreign" foreign key ("cf_autor") references "asociado" ("id_aso") on update cascade on delete set null;`);

    this.addSql(`alter table "asociado_titulo" add constraint "asociado_titulo_cf_asociado_foreign" foreign key ("cf_asociado") references "asociado" ("id_aso") on update cascade on delete restrict;`);
    this.addSql(`alter table "asociado_titulo" add constraint "asociado_titulo_cf_titulo_foreign" foreign key ("cf_titulo") references "titulo" ("idtitulo") on update cascade on delete restrict;`);
    this.addSql(`alter table "asociado_titulo" add constraint "asociado_titulo_cf_validador_foreign" foreign key ("cf_validador") references "asociado" ("id_aso") on update cascade on delete restrict;`);
  }

}
