import { Migration } from '@mikro-orm/migrations';

/**
 * The member search (filtro) over one column: number, name, surname, mail and the dojo's name,
 * lower-case and unaccented, kept by triggers. At a million members a one- or two-letter word
 * (which no trigram index can serve) then costs one LIKE per member instead of five calls of
 * f_unaccent, and longer words one trigram index instead of four plus a join to the dojo.
 */
export class Migration20261122144643 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function federa_busqueda_asociado(
        num_acae text, nombre text, apellido text, mail text, dojo text) returns text
      language sql immutable parallel safe
      as $$ select f_unaccent(lower(coalesce(num_acae, '') || ' ' || coalesce(nombre, '') || ' '
        || coalesce(apellido, '') || ' ' || coalesce(mail, '') || ' ' || coalesce(dojo, ''))) $$;`);

    this.addSql(`alter table "asociado" add column "busqueda" text not null default '';`);
    this
      .addSql(`update asociado a set busqueda = federa_busqueda_asociado(a.num_acae, a.nombre, a.apellido, a.mail, d.nombre)
      from dojo d where d.id_dojo = a.cf_dojo;`);

    this.addSql(`create or replace function federa_asociado_busqueda() returns trigger language plpgsql as $$
      begin
        new.busqueda := federa_busqueda_asociado(new.num_acae, new.nombre, new.apellido, new.mail,
          (select d.nombre from dojo d where d.id_dojo = new.cf_dojo));
        return new;
      end $$;`);
    this
      .addSql(`create trigger asociado_busqueda before insert or update of num_acae, nombre, apellido, mail, cf_dojo, busqueda
      on asociado for each row execute function federa_asociado_busqueda();`);
    this
      .addSql(`create or replace function federa_dojo_busqueda_asociados() returns trigger language plpgsql as $$
      begin
        update asociado a set busqueda = federa_busqueda_asociado(a.num_acae, a.nombre, a.apellido, a.mail, new.nombre)
          where a.cf_dojo = new.id_dojo;
        return null;
      end $$;`);
    this.addSql(`create trigger dojo_busqueda_asociados after update of nombre on dojo
      for each row when (old.nombre is distinct from new.nombre)
      execute function federa_dojo_busqueda_asociados();`);

    this.addSql(`drop index "asociado_num_acae_trgm";`);
    this.addSql(`drop index "asociado_mail_trgm";`);
    this.addSql(`drop index "asociado_apellido_trgm";`);
    this.addSql(`drop index "asociado_nombre_trgm";`);
    this.addSql(`create index "asociado_busqueda_trgm" on "asociado" using gin ("busqueda" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists dojo_busqueda_asociados on dojo;');
    this.addSql('drop trigger if exists asociado_busqueda on asociado;');
    this.addSql('drop function if exists federa_dojo_busqueda_asociados();');
    this.addSql('drop function if exists federa_asociado_busqueda();');
    this.addSql(`drop index "asociado_busqueda_trgm";`);
    this.addSql(`alter table "asociado" drop column "busqueda";`);
    this.addSql('drop function if exists federa_busqueda_asociado(text, text, text, text, text);');
    for (const column of ['num_acae', 'mail', 'apellido', 'nombre']) {
      this.addSql(
        `create index "asociado_${column}_trgm" on "asociado" using gin (f_unaccent(lower("${column}")) gin_trgm_ops);`,
      );
    }
  }
}
