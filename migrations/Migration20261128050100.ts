import { Migration } from '@mikro-orm/migrations';

/**
 * The member's latest paid year (ultima_cuota) moves off the member row into `cuota_ultima`, one
 * narrow row per member (issue 29). On the member row it was indexed for the member list's sort,
 * so each national validation rewrote every one of its members' rows with all their indexes and
 * audit trigger, holding those members' locks for seconds (6.4 s for 200 batches). Now a
 * validation writes this table alone and locks no member row.
 *
 * Every member has a row (added by a trigger on insert, gone with the member), so that lists
 * join it without losing anybody. It also keeps whether the member has a number (`sin_numero`),
 * the key every member list order starts with: joined on it as well, the planner sees that the
 * member list's order by (num_acae is null), ultima_cuota, id_aso is this table's index order
 * and walks the index, as it walked the member row's before.
 */
export class Migration20261128050100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "cuota_ultima" ("cf_asociado" int not null primary key,
      "sin_numero" boolean not null, "anio" smallint null);`);
    this.addSql(`alter table "cuota_ultima" add constraint "cuota_ultima_cf_asociado_foreign"
      foreign key ("cf_asociado") references "asociado" ("id_aso") on update cascade on delete cascade;`);
    this.addSql(`insert into cuota_ultima (cf_asociado, sin_numero, anio)
      select id_aso, num_acae is null, ultima_cuota from asociado order by id_aso;`);
    this.addSql(
      `create index "cuota_ultima_orden_index" on "cuota_ultima" ("sin_numero", "anio", "cf_asociado");`,
    );
    this.addSql(
      `create index "cuota_ultima_orden_desc_index" on "cuota_ultima" ("sin_numero", "anio" desc, "cf_asociado" desc);`,
    );
    this.addSql(`drop index "asociado_numless_ultima_cuota_index";`);
    this.addSql(`drop index "asociado_numless_ultima_cuota_desc_index";`);
    this.addSql(`alter table "asociado" drop column "ultima_cuota";`);

    // A new member gets a row; a number given or taken moves it between the numbered and not.
    this.addSql(`create or replace function federa_cuota_ultima_alta() returns trigger language plpgsql as $$
      begin
        insert into cuota_ultima (cf_asociado, sin_numero) select id_aso, num_acae is null from asociado_nuevos;
        return null;
      end $$;`);
    this.addSql(`create trigger asociado_cuota_ultima_alta after insert on asociado
      referencing new table as asociado_nuevos for each statement execute function federa_cuota_ultima_alta();`);
    this
      .addSql(`create or replace function federa_cuota_ultima_numero() returns trigger language plpgsql as $$
      begin
        update cuota_ultima set sin_numero = new.num_acae is null where cf_asociado = new.id_aso;
        return null;
      end $$;`);
    this.addSql(`create trigger asociado_cuota_ultima_numero after update of num_acae on asociado
      for each row when ((old.num_acae is null) <> (new.num_acae is null))
      execute function federa_cuota_ultima_numero();`);

    // The rules of Migration20261123150000, now writing this table. A recomputation locks the
    // rows in id order first, so that it reads (with a snapshot taken after any other transaction
    // recomputing them has committed) what that one wrote; the years are then found in one
    // grouped join rather than a subquery per member. Planned for the members at hand each time:
    // a plan cached for "a few members" joined that grouping once per member (minutes for 8,549).
    this
      .addSql(`create or replace function federa_recalcula_ultima_cuota(socios int[]) returns void language plpgsql
      set plan_cache_mode = force_custom_plan as $$
      begin
        perform 1 from cuota_ultima where cf_asociado = any(socios) order by cf_asociado for update;
        with nuevo as materialized (
          select t.id, p.anio from unnest(socios) as t(id)
          left join (select c.cf_asociado, max(c.anio) as anio from cuota c join remesa r on r.id_rem = c.cf_remesa
                     where c.cf_asociado = any(socios) and r.cf_asoc_val_admi is not null group by 1) p
            on p.cf_asociado = t.id)
        update cuota_ultima u set anio = n.anio from nuevo n
          where u.cf_asociado = any(socios) and u.cf_asociado = n.id and u.anio is distinct from n.anio;
      end $$;`);
    this
      .addSql(`create or replace function federa_cuota_ultima_insert() returns trigger language plpgsql as $$
      begin
        update cuota_ultima u set anio = n.anio
          from (select c.cf_asociado, max(c.anio) as anio from cuota_nuevas c
                join remesa r on r.id_rem = c.cf_remesa
                where r.cf_asoc_val_admi is not null group by c.cf_asociado) n
          where u.cf_asociado = n.cf_asociado and (u.anio is null or u.anio < n.anio);
        return null;
      end $$;`);
    // A national validation can only raise its members' year to the batch's: one statement per
    // year (a bulk has one), whose condition is checked again on a row another transaction changed
    // meanwhile, so nothing needs recomputing; it reaches the rows through the key in id order,
    // the order recomputations lock in. An undo recomputes its members.
    this
      .addSql(`create or replace function federa_remesa_ultima_cuota() returns trigger language plpgsql as $$
      declare
        y int;
      begin
        for y in select distinct n.anio from remesa_nuevas n join remesa_viejas o on o.id_rem = n.id_rem
                 where o.cf_asoc_val_admi is null and n.cf_asoc_val_admi is not null loop
          update cuota_ultima set anio = y
            where cf_asociado = any(array(select distinct c.cf_asociado from cuota c
                    where c.cf_remesa = any(array(select n.id_rem from remesa_nuevas n join remesa_viejas o on o.id_rem = n.id_rem
                      where o.cf_asoc_val_admi is null and n.cf_asoc_val_admi is not null and n.anio = y))
                    order by 1))
              and (anio is null or anio < y);
        end loop;
        perform federa_recalcula_ultima_cuota(array(select distinct c.cf_asociado from cuota c
          where c.cf_remesa = any(array(select n.id_rem from remesa_nuevas n join remesa_viejas o on o.id_rem = n.id_rem
                                        where o.cf_asoc_val_admi is not null and n.cf_asoc_val_admi is null))));
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists asociado_cuota_ultima_numero on asociado;');
    this.addSql('drop trigger if exists asociado_cuota_ultima_alta on asociado;');
    this.addSql('drop function if exists federa_cuota_ultima_numero();');
    this.addSql('drop function if exists federa_cuota_ultima_alta();');
    this.addSql(`alter table "asociado" add column "ultima_cuota" smallint null;`);
    this.addSql(`update asociado a set ultima_cuota = u.anio from cuota_ultima u
      where u.cf_asociado = a.id_aso and u.anio is not null;`);
    this.addSql(
      `create index "asociado_numless_ultima_cuota_desc_index" on "asociado" (("num_acae" is null), "ultima_cuota" desc, "id_aso" desc) include ("num_acae");`,
    );
    this.addSql(
      `create index "asociado_numless_ultima_cuota_index" on "asociado" (("num_acae" is null), "ultima_cuota", "id_aso") include ("num_acae");`,
    );
    this
      .addSql(`create or replace function federa_recalcula_ultima_cuota(socios int[]) returns void language plpgsql as $$
      begin
        perform 1 from asociado where id_aso = any(socios) order by id_aso for update;
        update asociado a set ultima_cuota = m.anio
          from (select t.id, (select max(c.anio) from cuota c join remesa r on r.id_rem = c.cf_remesa
                              where c.cf_asociado = t.id and r.cf_asoc_val_admi is not null) as anio
                from unnest(socios) as t(id)) m
          where a.id_aso = m.id and a.ultima_cuota is distinct from m.anio;
      end $$;`);
    this
      .addSql(`create or replace function federa_cuota_ultima_insert() returns trigger language plpgsql as $$
      begin
        update asociado a set ultima_cuota = n.anio
          from (select c.cf_asociado, max(c.anio) as anio from cuota_nuevas c
                join remesa r on r.id_rem = c.cf_remesa
                where r.cf_asoc_val_admi is not null group by c.cf_asociado) n
          where a.id_aso = n.cf_asociado and (a.ultima_cuota is null or a.ultima_cuota < n.anio);
        return null;
      end $$;`);
    this
      .addSql(`create or replace function federa_remesa_ultima_cuota() returns trigger language plpgsql as $$
      begin
        perform federa_recalcula_ultima_cuota(array(select distinct c.cf_asociado from cuota c
          where c.cf_remesa = any(array(select n.id_rem from remesa_nuevas n join remesa_viejas o on o.id_rem = n.id_rem
                                        where (o.cf_asoc_val_admi is null) <> (n.cf_asoc_val_admi is null)))));
        return null;
      end $$;`);
    this.addSql('drop table if exists "cuota_ultima";');
  }
}
