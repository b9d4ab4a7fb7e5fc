import { Migration } from '@mikro-orm/migrations';

/** A batch's search text from its dojo's and association's names. */
const TEXT = (dojo: string, association: string) => `federa_busqueda_remesa(${dojo}, ${association})`;

/**
 * The fee batch search (issue 29): a word must appear in the batch's dojo name, association name
 * or year. Matching it against the names found every dojo of a common word ("aikido" names 10,731
 * of 16,667 dojos) through the trigram index, then unaccented each of them to recheck it (92 ms
 * of the 163 ms count). Each batch now keeps both names, unaccented and lower-case, in one text
 * under a trigram index (the year is matched through its own index: fee-batch.list.ts). They are
 * separated by a line break, which no searched word holds (words are split at white space, and
 * unaccenting never yields one), so a word still matches one name or none: the same batches.
 */
export class Migration20261128050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function federa_busqueda_remesa(dojo text, asociacion text)
      returns text language sql immutable parallel safe
      as $$ select f_unaccent(lower(dojo)) || E'\\n' || f_unaccent(lower(asociacion)) $$;`);
    this.addSql(`alter table "remesa" add column "busqueda" text not null default '';`);
    this.addSql(`update remesa r set busqueda = ${TEXT('d.nombre', 's.nombre')}
      from dojo d, asociacion s where d.id_dojo = r.cf_dojo and s.id_asoc = r.cf_asoc;`);
    // After remesa_asoc_del_dojo (triggers fire by name), which sets the association on insert.
    this.addSql(`create or replace function federa_remesa_busqueda() returns trigger language plpgsql as $$
      begin
        new.busqueda := ${TEXT(
          '(select d.nombre from dojo d where d.id_dojo = new.cf_dojo)',
          '(select s.nombre from asociacion s where s.id_asoc = new.cf_asoc)',
        )};
        return new;
      end $$;`);
    this.addSql(`create trigger remesa_busqueda before insert or update of cf_dojo, cf_asoc, busqueda
      on remesa for each row execute function federa_remesa_busqueda();`);
    // A renamed dojo or association renames its batches' text (a few per dojo and year).
    this
      .addSql(`create or replace function federa_nombre_busqueda_remesas() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'dojo' then
          update remesa set busqueda = '' where cf_dojo = new.id_dojo;
        else
          update remesa set busqueda = '' where cf_asoc = new.id_asoc;
        end if;
        return null;
      end $$;`);
    for (const table of ['dojo', 'asociacion']) {
      this.addSql(`create trigger ${table}_busqueda_remesas after update of nombre on ${table}
        for each row when (old.nombre is distinct from new.nombre)
        execute function federa_nombre_busqueda_remesas();`);
    }
    this.addSql(`create index "remesa_busqueda_trgm" on "remesa" using gin ("busqueda" gin_trgm_ops);`);
    // The national administrator's queue in the validations inbox, newest first: a few thousand
    // batches, read from their own small index instead of sorting every batch not yet national.
    this.addSql(`create index "remesa_espera_nacional_index" on "remesa" ("creado" desc, "id_rem" desc)
      where cf_asoc_val_asoc is not null and cf_asoc_val_admi is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists dojo_busqueda_remesas on dojo;');
    this.addSql('drop trigger if exists asociacion_busqueda_remesas on asociacion;');
    this.addSql('drop function if exists federa_nombre_busqueda_remesas();');
    this.addSql('drop trigger if exists remesa_busqueda on remesa;');
    this.addSql('drop function if exists federa_remesa_busqueda();');
    this.addSql('drop index if exists "remesa_espera_nacional_index";');
    this.addSql('drop index if exists "remesa_busqueda_trgm";');
    this.addSql('alter table "remesa" drop column if exists "busqueda";');
    this.addSql('drop function if exists federa_busqueda_remesa(text, text);');
  }
}
