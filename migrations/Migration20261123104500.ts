import { Migration } from '@mikro-orm/migrations';

/**
 * Member totals kept by the database (issue 8): per association, dojo and tramo (asociado_cuenta)
 * and per tramo (asociado_tramo), changed in the same transaction as the members they count.
 * Inserts and deletes are counted per statement (a bulk insert costs one grouped upsert); moves
 * and numbering per row, only when the dojo, association or number changed. Rows are locked in
 * key order so that two transactions moving members in opposite directions cannot deadlock.
 */
export class Migration20261123104500 extends Migration {
  override async up(): Promise<void> {
    // Numbered members by their serie as typed (three characters), numberless ones by id block:
    // tramos sort in the database's collation as the default order sorts their members.
    this.addSql(`create or replace function federa_tramo(num_acae text, id_aso int) returns text
      language sql immutable parallel safe
      as $$ select case when num_acae is null then '1' || lpad((id_aso / 10000)::text, 6, '0')
                        else '0' || left(num_acae, 3) end $$;`);

    this.addSql(`create table "asociado_cuenta" ("cf_dojo" int not null, "cf_asoc" int not null,
      "tramo" text not null, "n" int not null,
      constraint "asociado_cuenta_pkey" primary key ("cf_dojo", "cf_asoc", "tramo"));`);
    this.addSql(`create index "asociado_cuenta_asoc_tramo_index" on "asociado_cuenta" ("cf_asoc", "tramo");`);
    this.addSql(`create table "asociado_tramo" ("tramo" text not null, "n" int not null,
      constraint "asociado_tramo_pkey" primary key ("tramo"));`);

    // Adds signed counts (cf_dojo, cf_asoc, tramo, n) to both tables; rows left at zero go.
    this.addSql(`create or replace function federa_cuenta_suma(cambios jsonb) returns void
      language plpgsql as $$
      begin
        with c as (select (e->>0)::int as cf_dojo, (e->>1)::int as cf_asoc, e->>2 as tramo, (e->>3)::int as n
                   from jsonb_array_elements(cambios) e),
             g as (select cf_dojo, cf_asoc, tramo, sum(n)::int as n from c group by 1, 2, 3 having sum(n) <> 0)
        insert into asociado_cuenta as t (cf_dojo, cf_asoc, tramo, n)
          select * from g order by 1, 2, 3
          on conflict (cf_dojo, cf_asoc, tramo) do update set n = t.n + excluded.n;
        with c as (select e->>2 as tramo, (e->>3)::int as n from jsonb_array_elements(cambios) e),
             g as (select tramo, sum(n)::int as n from c group by 1 having sum(n) <> 0)
        insert into asociado_tramo as t (tramo, n)
          select * from g order by 1
          on conflict (tramo) do update set n = t.n + excluded.n;
        delete from asociado_cuenta t using jsonb_array_elements(cambios) e
          where t.cf_dojo = (e->>0)::int and t.cf_asoc = (e->>1)::int and t.tramo = e->>2 and t.n = 0;
        delete from asociado_tramo t using jsonb_array_elements(cambios) e
          where t.tramo = e->>2 and t.n = 0;
      end $$;`);

    this
      .addSql(`create or replace function federa_asociado_cuenta_alta() returns trigger language plpgsql as $$
      begin
        perform federa_cuenta_suma(coalesce((select jsonb_agg(jsonb_build_array(cf_dojo, cf_asoc, tramo, n))
          from (select cf_dojo, cf_asoc, federa_tramo(num_acae, id_aso) as tramo, count(*) as n
                from asociado_nuevos group by 1, 2, 3) g), '[]'));
        return null;
      end $$;`);
    this
      .addSql(`create or replace function federa_asociado_cuenta_baja() returns trigger language plpgsql as $$
      begin
        perform federa_cuenta_suma(coalesce((select jsonb_agg(jsonb_build_array(cf_dojo, cf_asoc, tramo, -n))
          from (select cf_dojo, cf_asoc, federa_tramo(num_acae, id_aso) as tramo, count(*) as n
                from asociado_viejos group by 1, 2, 3) g), '[]'));
        return null;
      end $$;`);
    this
      .addSql(`create or replace function federa_asociado_cuenta_mueve() returns trigger language plpgsql as $$
      begin
        perform federa_cuenta_suma(jsonb_build_array(
          jsonb_build_array(old.cf_dojo, old.cf_asoc, federa_tramo(old.num_acae, old.id_aso), -1),
          jsonb_build_array(new.cf_dojo, new.cf_asoc, federa_tramo(new.num_acae, new.id_aso), 1)));
        return null;
      end $$;`);
    this.addSql(`create trigger asociado_cuenta_alta after insert on asociado
      referencing new table as asociado_nuevos
      for each statement execute function federa_asociado_cuenta_alta();`);
    this.addSql(`create trigger asociado_cuenta_baja after delete on asociado
      referencing old table as asociado_viejos
      for each statement execute function federa_asociado_cuenta_baja();`);
    this
      .addSql(`create trigger asociado_cuenta_mueve after update of cf_dojo, cf_asoc, num_acae, id_aso on asociado
      for each row when (old.cf_dojo is distinct from new.cf_dojo or old.cf_asoc is distinct from new.cf_asoc
        or old.num_acae is distinct from new.num_acae or old.id_aso is distinct from new.id_aso)
      execute function federa_asociado_cuenta_mueve();`);
    // Truncating members empties their totals too.
    this
      .addSql(`create or replace function federa_asociado_cuenta_vacia() returns trigger language plpgsql as $$
      begin
        delete from asociado_cuenta;
        delete from asociado_tramo;
        return null;
      end $$;`);
    this.addSql(`create trigger asociado_cuenta_vacia after truncate on asociado
      for each statement execute function federa_asociado_cuenta_vacia();`);

    this.addSql(`insert into asociado_cuenta (cf_dojo, cf_asoc, tramo, n)
      select cf_dojo, cf_asoc, federa_tramo(num_acae, id_aso), count(*) from asociado group by 1, 2, 3;`);
    this.addSql(
      `insert into asociado_tramo (tramo, n) select tramo, sum(n) from asociado_cuenta group by 1;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists asociado_cuenta_vacia on asociado;');
    this.addSql('drop trigger if exists asociado_cuenta_mueve on asociado;');
    this.addSql('drop trigger if exists asociado_cuenta_baja on asociado;');
    this.addSql('drop trigger if exists asociado_cuenta_alta on asociado;');
    this.addSql('drop function if exists federa_asociado_cuenta_vacia();');
    this.addSql('drop function if exists federa_asociado_cuenta_mueve();');
    this.addSql('drop function if exists federa_asociado_cuenta_baja();');
    this.addSql('drop function if exists federa_asociado_cuenta_alta();');
    this.addSql('drop function if exists federa_cuenta_suma(jsonb);');
    this.addSql('drop table if exists "asociado_tramo";');
    this.addSql('drop table if exists "asociado_cuenta";');
    this.addSql('drop function if exists federa_tramo(text, int);');
  }
}
