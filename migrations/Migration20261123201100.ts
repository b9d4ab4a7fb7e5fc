import { Migration } from '@mikro-orm/migrations';

/**
 * Membership cards (issue 13). `cod_carnet`: the code a card's QR carries, of its own so that a
 * lost card never carries the validation code (which sets a password); a volatile default gives
 * every existing member a distinct one as the column is added.
 *
 * `asociado_imprimible`: members with a mail (printable cards) per dojo and association, kept by
 * triggers as asociado_cuenta is (Migration20261123104500), so that the cards list's printable
 * count without a search sums a few rows per dojo instead of counting a million members.
 */
export class Migration20261123201100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "asociado" add column "cod_carnet" varchar(32) not null
      default replace(gen_random_uuid()::text, '-', '');`);

    this.addSql(`create table "asociado_imprimible" ("cf_dojo" int not null, "cf_asoc" int not null,
      "n" int not null, constraint "asociado_imprimible_pkey" primary key ("cf_dojo", "cf_asoc"));`);
    this.addSql(`create index "asociado_imprimible_cf_asoc_index" on "asociado_imprimible" ("cf_asoc");`);

    // Adds signed counts (cf_dojo, cf_asoc, n) in key order (no deadlock between two moves); rows left at zero go.
    this.addSql(`create or replace function federa_imprimible_suma(cambios jsonb) returns void
      language plpgsql as $$
      begin
        with c as (select (e->>0)::int as cf_dojo, (e->>1)::int as cf_asoc, (e->>2)::int as n
                   from jsonb_array_elements(cambios) e),
             g as (select cf_dojo, cf_asoc, sum(n)::int as n from c group by 1, 2 having sum(n) <> 0)
        insert into asociado_imprimible as t (cf_dojo, cf_asoc, n)
          select * from g order by 1, 2
          on conflict (cf_dojo, cf_asoc) do update set n = t.n + excluded.n;
        delete from asociado_imprimible t using jsonb_array_elements(cambios) e
          where t.cf_dojo = (e->>0)::int and t.cf_asoc = (e->>1)::int and t.n = 0;
      end $$;`);
    this.addSql(`create or replace function federa_imprimible_alta() returns trigger language plpgsql as $$
      begin
        perform federa_imprimible_suma(coalesce((select jsonb_agg(jsonb_build_array(cf_dojo, cf_asoc, n))
          from (select cf_dojo, cf_asoc, count(*) as n from asociado_nuevos
                where mail is not null group by 1, 2) g), '[]'));
        return null;
      end $$;`);
    this.addSql(`create or replace function federa_imprimible_baja() returns trigger language plpgsql as $$
      begin
        perform federa_imprimible_suma(coalesce((select jsonb_agg(jsonb_build_array(cf_dojo, cf_asoc, -n))
          from (select cf_dojo, cf_asoc, count(*) as n from asociado_viejos
                where mail is not null group by 1, 2) g), '[]'));
        return null;
      end $$;`);
    this.addSql(`create or replace function federa_imprimible_mueve() returns trigger language plpgsql as $$
      begin
        perform federa_imprimible_suma(jsonb_build_array(
          jsonb_build_array(old.cf_dojo, old.cf_asoc, case when old.mail is null then 0 else -1 end),
          jsonb_build_array(new.cf_dojo, new.cf_asoc, case when new.mail is null then 0 else 1 end)));
        return null;
      end $$;`);
    this.addSql(`create trigger asociado_imprimible_alta after insert on asociado
      referencing new table as asociado_nuevos
      for each statement execute function federa_imprimible_alta();`);
    this.addSql(`create trigger asociado_imprimible_baja after delete on asociado
      referencing old table as asociado_viejos
      for each statement execute function federa_imprimible_baja();`);
    this.addSql(`create trigger asociado_imprimible_mueve after update of cf_dojo, cf_asoc, mail on asociado
      for each row when ((old.mail is null) is distinct from (new.mail is null)
        or (new.mail is not null and (old.cf_dojo is distinct from new.cf_dojo
                                      or old.cf_asoc is distinct from new.cf_asoc)))
      execute function federa_imprimible_mueve();`);
    this.addSql(`create or replace function federa_imprimible_vacia() returns trigger language plpgsql as $$
      begin
        delete from asociado_imprimible;
        return null;
      end $$;`);
    this.addSql(`create trigger asociado_imprimible_vacia after truncate on asociado
      for each statement execute function federa_imprimible_vacia();`);
    this.addSql(`insert into asociado_imprimible (cf_dojo, cf_asoc, n)
      select cf_dojo, cf_asoc, count(*) from asociado where mail is not null group by 1, 2;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists asociado_imprimible_vacia on asociado;');
    this.addSql('drop trigger if exists asociado_imprimible_mueve on asociado;');
    this.addSql('drop trigger if exists asociado_imprimible_baja on asociado;');
    this.addSql('drop trigger if exists asociado_imprimible_alta on asociado;');
    this.addSql('drop function if exists federa_imprimible_vacia();');
    this.addSql('drop function if exists federa_imprimible_mueve();');
    this.addSql('drop function if exists federa_imprimible_baja();');
    this.addSql('drop function if exists federa_imprimible_alta();');
    this.addSql('drop function if exists federa_imprimible_suma(jsonb);');
    this.addSql('drop table if exists "asociado_imprimible";');
    this.addSql('alter table "asociado" drop column if exists "cod_carnet";');
  }
}
