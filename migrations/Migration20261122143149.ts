import { Migration } from '@mikro-orm/migrations';

/**
 * The member list at a million members (issue 3): every order it offers walks an index with the
 * id as tiebreaker, and the latest fee year (ultima_cuota) becomes a column kept by statement
 * triggers on cuota, so that sorting by it is an index walk rather than an aggregate per member.
 */
export class Migration20261122143149 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "asociado_apellido_index";`);
    this.addSql(`drop index "asociado_fecha_nacimiento_index";`);
    this.addSql(`drop index "asociado_nombre_index";`);

    this.addSql(`alter table "asociado" add column "ultima_cuota" smallint null;`);
    this.addSql(`update asociado a set ultima_cuota = c.anio
      from (select cf_asociado, max(anio) as anio from cuota group by cf_asociado) c
      where a.id_aso = c.cf_asociado;`);

    this.addSql(`create index "asociado_ultima_cuota_id_index" on "asociado" ("ultima_cuota", "id_aso");`);
    this.addSql(
      `create index "asociado_fecha_nacimiento_id_index" on "asociado" ("fecha_nacimiento", "id_aso");`,
    );
    this.addSql(`create index "asociado_mail_id_index" on "asociado" ("mail", "id_aso");`);
    this.addSql(`create index "asociado_apellido_id_index" on "asociado" ("apellido", "id_aso");`);
    this.addSql(`create index "asociado_nombre_id_index" on "asociado" ("nombre", "id_aso");`);
    this.addSql(
      `create index "asociado_num_acae_desc_id_index" on "asociado" ("num_acae" desc nulls last, "id_aso" desc);`,
    );
    this.addSql(
      `create index "asociado_num_acae_id_index" on "asociado" ("num_acae" asc nulls last, "id_aso");`,
    );

    // Statement triggers with transition tables: a fee batch of thousands of rows costs one
    // grouped update, not one per fee. Inserts can only raise the year; updates and deletes
    // recompute it for the members they touched.
    this
      .addSql(`create or replace function federa_cuota_ultima_insert() returns trigger language plpgsql as $$
      begin
        update asociado a set ultima_cuota = n.anio
          from (select cf_asociado, max(anio) as anio from cuota_nuevas group by cf_asociado) n
          where a.id_aso = n.cf_asociado and (a.ultima_cuota is null or a.ultima_cuota < n.anio);
        return null;
      end $$;`);
    this
      .addSql(`create or replace function federa_cuota_ultima_recalcula() returns trigger language plpgsql as $$
      begin
        update asociado a set ultima_cuota = m.anio
          from (select t.cf_asociado, (select max(c.anio) from cuota c where c.cf_asociado = t.cf_asociado) as anio
                from (select cf_asociado from cuota_viejas
                      union select cf_asociado from cuota_nuevas) t) m
          where a.id_aso = m.cf_asociado and a.ultima_cuota is distinct from m.anio;
        return null;
      end $$;`);
    this
      .addSql(`create or replace function federa_cuota_ultima_delete() returns trigger language plpgsql as $$
      begin
        update asociado a set ultima_cuota = m.anio
          from (select t.cf_asociado, (select max(c.anio) from cuota c where c.cf_asociado = t.cf_asociado) as anio
                from (select distinct cf_asociado from cuota_viejas) t) m
          where a.id_aso = m.cf_asociado and a.ultima_cuota is distinct from m.anio;
        return null;
      end $$;`);
    this.addSql(`create trigger cuota_ultima_insert after insert on cuota
      referencing new table as cuota_nuevas
      for each statement execute function federa_cuota_ultima_insert();`);
    this.addSql(`create trigger cuota_ultima_update after update on cuota
      referencing old table as cuota_viejas new table as cuota_nuevas
      for each statement execute function federa_cuota_ultima_recalcula();`);
    this.addSql(`create trigger cuota_ultima_delete after delete on cuota
      referencing old table as cuota_viejas
      for each statement execute function federa_cuota_ultima_delete();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists cuota_ultima_insert on cuota;');
    this.addSql('drop trigger if exists cuota_ultima_update on cuota;');
    this.addSql('drop trigger if exists cuota_ultima_delete on cuota;');
    this.addSql('drop function if exists federa_cuota_ultima_insert();');
    this.addSql('drop function if exists federa_cuota_ultima_recalcula();');
    this.addSql('drop function if exists federa_cuota_ultima_delete();');
    this.addSql(`drop index "asociado_ultima_cuota_id_index";`);
    this.addSql(`drop index "asociado_fecha_nacimiento_id_index";`);
    this.addSql(`drop index "asociado_mail_id_index";`);
    this.addSql(`drop index "asociado_apellido_id_index";`);
    this.addSql(`drop index "asociado_nombre_id_index";`);
    this.addSql(`drop index "asociado_num_acae_desc_id_index";`);
    this.addSql(`drop index "asociado_num_acae_id_index";`);
    this.addSql(`alter table "asociado" drop column "ultima_cuota";`);

    this.addSql(`create index "asociado_apellido_index" on "asociado" ("apellido");`);
    this.addSql(`create index "asociado_fecha_nacimiento_index" on "asociado" ("fecha_nacimiento");`);
    this.addSql(`create index "asociado_nombre_index" on "asociado" ("nombre");`);
  }
}
