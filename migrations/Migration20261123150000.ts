import { Migration } from '@mikro-orm/migrations';

/** The fraction of a set of fees (transition table `t`) per batch: adults and children. */
const COUNTS = (t: string) => `select cf_remesa, count(*) filter (where tipo = 'A') as ad,
  count(*) filter (where tipo <> 'A') as ni from ${t} group by cf_remesa`;

/** The batches whose national validation a statement on remesa gave or took back. */
const FLIPPED = `select n.id_rem from remesa_nuevas n join remesa_viejas o on o.id_rem = n.id_rem
  where (o.cf_asoc_val_admi is null) <> (n.cf_asoc_val_admi is null)`;

/**
 * Fee batches get their service (issue 10):
 * - adults and children of each batch (numAd, numNi), which the list shows and sorts by, are kept
 *   on the batch by statement triggers on cuota rather than counted per page;
 * - every validation and undo is recorded: who, when, which level, which direction;
 * - a fee counts as paid once its batch is validated nationally (README, "Who may do what"): the member's
 *   latest fee year (ultima_cuota) now reads only those, and follows national validations.
 */
export class Migration20261123150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "remesa" add column "num_ad" int not null default 0,
      add column "num_ni" int not null default 0,
      add constraint remesa_cuentas_positivas check (num_ad >= 0 and num_ni >= 0);`);
    this.addSql(`update remesa r set num_ad = c.ad, num_ni = c.ni from (${COUNTS('cuota')}) c
      where r.id_rem = c.cf_remesa;`);
    this.addSql(`create or replace function federa_remesa_cuentas() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update remesa r set num_ad = r.num_ad - c.ad, num_ni = r.num_ni - c.ni
            from (${COUNTS('cuota_viejas')}) c where r.id_rem = c.cf_remesa;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          update remesa r set num_ad = r.num_ad + c.ad, num_ni = r.num_ni + c.ni
            from (${COUNTS('cuota_nuevas')}) c where r.id_rem = c.cf_remesa;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger cuota_cuentas_insert after insert on cuota
      referencing new table as cuota_nuevas
      for each statement execute function federa_remesa_cuentas();`);
    this.addSql(`create trigger cuota_cuentas_update after update on cuota
      referencing old table as cuota_viejas new table as cuota_nuevas
      for each statement execute function federa_remesa_cuentas();`);
    this.addSql(`create trigger cuota_cuentas_delete after delete on cuota
      referencing old table as cuota_viejas
      for each statement execute function federa_remesa_cuentas();`);
    // Sorted columns of the fee list, each walking an index with the key as tiebreaker.
    this.addSql(`create index "remesa_anio_id_index" on "remesa" ("anio", "id_rem");`);
    this.addSql(`drop index "remesa_anio_index";`);
    this.addSql(`create index "remesa_num_ad_id_index" on "remesa" ("num_ad", "id_rem");`);
    this.addSql(`create index "remesa_num_ni_id_index" on "remesa" ("num_ni", "id_rem");`);

    this.addSql(`create table "remesa_validacion" ("id" serial primary key, "cf_remesa" int not null,
      "nivel" smallint not null, "valida" boolean not null, "cf_asociado" int not null,
      "fecha" timestamptz not null default now(),
      constraint remesa_validacion_nivel check (nivel between 1 and 3));`);
    this.addSql(`create index "remesa_validacion_remesa_index" on "remesa_validacion" ("cf_remesa");`);
    this.addSql(`create index "remesa_validacion_asociado_index" on "remesa_validacion" ("cf_asociado");`);
    this.addSql(`alter table "remesa_validacion" add constraint "remesa_validacion_cf_remesa_foreign"
      foreign key ("cf_remesa") references "remesa" ("id_rem") on update cascade on delete cascade;`);
    this.addSql(`alter table "remesa_validacion" add constraint "remesa_validacion_cf_asociado_foreign"
      foreign key ("cf_asociado") references "asociado" ("id_aso") on update cascade on delete restrict;`);

    // The latest fee year reads nationally validated batches only. One function recomputes it for
    // a set of members: it locks them first, in id order, so that its update reads with a snapshot
    // taken after any other transaction recomputing them has committed (two national validations
    // at once, of a member's 2014 and 2015 batches, each computed from a snapshot missing the
    // other's, and the last to write won with the older year); one order also keeps overlapping
    // validations from deadlocking. Members come as an int[] so that each is found by its key.
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
    // An insert can only raise the year: the update re-reads a row another transaction changed.
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
      .addSql(`create or replace function federa_cuota_ultima_recalcula() returns trigger language plpgsql as $$
      begin
        perform federa_recalcula_ultima_cuota(array(select cf_asociado from cuota_viejas
                                                    union select cf_asociado from cuota_nuevas));
        return null;
      end $$;`);
    this
      .addSql(`create or replace function federa_cuota_ultima_delete() returns trigger language plpgsql as $$
      begin
        perform federa_recalcula_ultima_cuota(array(select distinct cf_asociado from cuota_viejas));
        return null;
      end $$;`);
    // A national validation given or undone moves the latest fee year of the batch's members.
    // (Statement triggers with transition tables cannot name columns: the function looks for the
    // flips itself; the batches found first, their fees then read through cuota's batch index.)
    this
      .addSql(`create or replace function federa_remesa_ultima_cuota() returns trigger language plpgsql as $$
      begin
        perform federa_recalcula_ultima_cuota(array(select distinct c.cf_asociado from cuota c
                                                    where c.cf_remesa = any(array(${FLIPPED}))));
        return null;
      end $$;`);
    this.addSql(`create trigger remesa_ultima_cuota after update on remesa
      referencing old table as remesa_viejas new table as remesa_nuevas
      for each statement execute function federa_remesa_ultima_cuota();`);
    // Set-wise, and only the rows that change (this year's fees of batches not yet validated
    // nationally): a million members cost one grouped join, not a subquery and a rewrite each.
    this.addSql(`update asociado a set ultima_cuota = p.anio
      from (select c.cf_asociado, max(c.anio) filter (where r.cf_asoc_val_admi is not null) as anio
            from cuota c join remesa r on r.id_rem = c.cf_remesa group by c.cf_asociado) p
      where a.id_aso = p.cf_asociado and a.ultima_cuota is distinct from p.anio;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists remesa_ultima_cuota on remesa;');
    this.addSql('drop function if exists federa_remesa_ultima_cuota();');
    this.addSql('drop function if exists federa_recalcula_ultima_cuota(int[]);');
    this.addSql('drop table if exists "remesa_validacion";');
    for (const op of ['insert', 'update', 'delete']) {
      this.addSql(`drop trigger if exists cuota_cuentas_${op} on cuota;`);
    }
    this.addSql('drop function if exists federa_remesa_cuentas();');
    this.addSql(`drop index "remesa_num_ad_id_index";`);
    this.addSql(`drop index "remesa_num_ni_id_index";`);
    this.addSql(`create index "remesa_anio_index" on "remesa" ("anio");`);
    this.addSql(`drop index "remesa_anio_id_index";`);
    this.addSql(`alter table "remesa" drop constraint remesa_cuentas_positivas,
      drop column "num_ad", drop column "num_ni";`);
    // The latest fee year counts every fee again, validated or not.
    this
      .addSql(`create or replace function federa_cuota_ultima_insert() returns trigger language plpgsql as $$
      begin
        update asociado a set ultima_cuota = n.anio
          from (select cf_asociado, max(anio) as anio from cuota_nuevas group by cf_asociado) n
          where a.id_aso = n.cf_asociado and (a.ultima_cuota is null or a.ultima_cuota < n.anio);
        return null;
      end $$;`);
    for (const [fn, source] of [
      [
        'federa_cuota_ultima_recalcula',
        'select cf_asociado from cuota_viejas union select cf_asociado from cuota_nuevas',
      ],
      ['federa_cuota_ultima_delete', 'select distinct cf_asociado from cuota_viejas'],
    ]) {
      this.addSql(`create or replace function ${fn}() returns trigger language plpgsql as $$
      begin
        update asociado a set ultima_cuota = m.anio
          from (select t.cf_asociado, (select max(c.anio) from cuota c where c.cf_asociado = t.cf_asociado) as anio
                from (${source}) t) m
          where a.id_aso = m.cf_asociado and a.ultima_cuota is distinct from m.anio;
        return null;
      end $$;`);
    }
    this.addSql(
      `update asociado a set ultima_cuota = (select max(c.anio) from cuota c where c.cf_asociado = a.id_aso);`,
    );
  }
}
