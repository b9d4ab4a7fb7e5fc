import { Migration } from '@mikro-orm/migrations';

/**
 * Grades and titles kept counted per dojo and association of their member (grado_cuenta), so that
 * the validation list's total without a search is a sum of kept rows rather than a count of the
 * whole union (1.85 million entries at a million members). Inserts, deletes and entries moved to
 * another member are counted per statement (one grouped upsert); a member moving dojo or
 * association carries their entries' count with them, per row, only when either changed. Rows are
 * upserted in key order so that two transactions cannot deadlock on them.
 */
export class Migration20261123161700 extends Migration {
  override async up(): Promise<void> {
    this
      .addSql(`create table "grado_cuenta" ("cf_dojo" int not null, "cf_asoc" int not null, "n" int not null,
      constraint "grado_cuenta_pkey" primary key ("cf_dojo", "cf_asoc"));`);
    this.addSql(`create index "grado_cuenta_cf_asoc_index" on "grado_cuenta" ("cf_asoc");`);

    // Adds signed counts per member (cf_asociado, n): grouped by the member's dojo and association.
    this.addSql(`create or replace function federa_grado_cuenta_suma(cambios jsonb) returns void
      language plpgsql as $$
      begin
        -- An update that moved no entry (a validation) changes nothing.
        if cambios = '[]'::jsonb then return; end if;
        with c as (select (e->>0)::int as cf_asociado, (e->>1)::int as n from jsonb_array_elements(cambios) e),
             g as (select a.cf_dojo, a.cf_asoc, sum(c.n)::int as n from c join asociado a on a.id_aso = c.cf_asociado
                   group by 1, 2 having sum(c.n) <> 0)
        insert into grado_cuenta as t (cf_dojo, cf_asoc, n)
          select * from g order by 1, 2
          on conflict (cf_dojo, cf_asoc) do update set n = t.n + excluded.n;
        -- Only the rows just touched: a scan of every dojo's row per statement would cost more.
        delete from grado_cuenta t using jsonb_array_elements(cambios) e join asociado a on a.id_aso = (e->>0)::int
          where t.cf_dojo = a.cf_dojo and t.cf_asoc = a.cf_asoc and t.n = 0;
      end $$;`);
    // The counts from scratch: the migration's first fill, the demo load's, after a truncate.
    this.addSql(`create or replace function federa_grado_cuenta_contada()
      returns table (cf_dojo int, cf_asoc int, n int) language sql stable as $$
        select a.cf_dojo, a.cf_asoc, count(*)::int
          from (select cf_asociado from grado union all select cf_asociado from asociado_titulo) e
          join asociado a on a.id_aso = e.cf_asociado
         group by 1, 2 $$;`);
    this
      .addSql(`create or replace function federa_grado_cuenta_recuenta() returns trigger language plpgsql as $$
      begin
        delete from grado_cuenta;
        insert into grado_cuenta (cf_dojo, cf_asoc, n) select * from federa_grado_cuenta_contada();
        return null;
      end $$;`);
    // One function for both tables and every statement kind: the transition tables it is given.
    this.addSql(`create or replace function federa_grado_cuenta_alta() returns trigger language plpgsql as $$
      begin
        perform federa_grado_cuenta_suma(coalesce((select jsonb_agg(jsonb_build_array(cf_asociado, n))
          from (select cf_asociado, count(*) as n from entradas_nuevas group by 1) g), '[]'));
        return null;
      end $$;`);
    this.addSql(`create or replace function federa_grado_cuenta_baja() returns trigger language plpgsql as $$
      begin
        perform federa_grado_cuenta_suma(coalesce((select jsonb_agg(jsonb_build_array(cf_asociado, -n))
          from (select cf_asociado, count(*) as n from entradas_viejas group by 1) g), '[]'));
        return null;
      end $$;`);
    this
      .addSql(`create or replace function federa_grado_cuenta_cambia() returns trigger language plpgsql as $$
      begin
        perform federa_grado_cuenta_suma(coalesce((select jsonb_agg(jsonb_build_array(cf_asociado, n))
          from (select cf_asociado, sum(n) as n from (
                  select cf_asociado, 1 as n from entradas_nuevas
                  union all select cf_asociado, -1 from entradas_viejas) x group by 1 having sum(n) <> 0) g), '[]'));
        return null;
      end $$;`);
    for (const table of ['grado', 'asociado_titulo']) {
      this.addSql(`create trigger ${table}_cuenta_alta after insert on ${table}
        referencing new table as entradas_nuevas
        for each statement execute function federa_grado_cuenta_alta();`);
      this.addSql(`create trigger ${table}_cuenta_baja after delete on ${table}
        referencing old table as entradas_viejas
        for each statement execute function federa_grado_cuenta_baja();`);
      this.addSql(`create trigger ${table}_cuenta_cambia after update on ${table}
        referencing old table as entradas_viejas new table as entradas_nuevas
        for each statement execute function federa_grado_cuenta_cambia();`);
      this.addSql(`create trigger ${table}_cuenta_vacia after truncate on ${table}
        for each statement execute function federa_grado_cuenta_recuenta();`);
    }

    // A member moving dojo or association takes their entries' count along.
    this.addSql(`create or replace function federa_grado_cuenta_mueve() returns trigger language plpgsql as $$
      declare
        cuantas int := (select count(*) from grado where cf_asociado = new.id_aso)
               + (select count(*) from asociado_titulo where cf_asociado = new.id_aso);
      begin
        if cuantas = 0 then return null; end if;
        insert into grado_cuenta as t (cf_dojo, cf_asoc, n)
          select * from (values (old.cf_dojo, old.cf_asoc, -cuantas), (new.cf_dojo, new.cf_asoc, cuantas)) v order by 1, 2
          on conflict (cf_dojo, cf_asoc) do update set n = t.n + excluded.n;
        delete from grado_cuenta where cf_dojo = old.cf_dojo and cf_asoc = old.cf_asoc and n = 0;
        return null;
      end $$;`);
    this.addSql(`create trigger asociado_grado_cuenta_mueve after update of cf_dojo, cf_asoc on asociado
      for each row when (old.cf_dojo is distinct from new.cf_dojo or old.cf_asoc is distinct from new.cf_asoc)
      execute function federa_grado_cuenta_mueve();`);

    this.addSql(
      `insert into grado_cuenta (cf_dojo, cf_asoc, n) select * from federa_grado_cuenta_contada();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists asociado_grado_cuenta_mueve on asociado;');
    for (const table of ['grado', 'asociado_titulo']) {
      for (const kind of ['alta', 'baja', 'cambia', 'vacia']) {
        this.addSql(`drop trigger if exists ${table}_cuenta_${kind} on ${table};`);
      }
    }
    for (const fn of ['mueve', 'alta', 'baja', 'cambia', 'recuenta']) {
      this.addSql(`drop function if exists federa_grado_cuenta_${fn}();`);
    }
    this.addSql('drop function if exists federa_grado_cuenta_contada();');
    this.addSql('drop function if exists federa_grado_cuenta_suma(jsonb);');
    this.addSql('drop table if exists "grado_cuenta";');
  }
}
