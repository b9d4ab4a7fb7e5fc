import { Migration } from '@mikro-orm/migrations';

/**
 * Search indexes (trigram over unaccented, lower-case text, as `filtro` compares), and the rule
 * that any change to what a session token carries (roles, dojo, association) or proves (the
 * password, the account being active) raises the member's token version, ending older sessions
 * whatever door or script made the change.
 */
export class Migration20261122141415 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "asociacion_zona_trgm" on "asociacion" using gin (f_unaccent(lower("zona")) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "asociacion_nombre_trgm" on "asociacion" using gin (f_unaccent(lower("nombre")) gin_trgm_ops);`,
    );

    this.addSql(
      `create index "dojo_ciudad_trgm" on "dojo" using gin (f_unaccent(lower("ciudad")) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "dojo_nombre_trgm" on "dojo" using gin (f_unaccent(lower("nombre")) gin_trgm_ops);`,
    );

    this.addSql(
      `create index "asociado_num_acae_trgm" on "asociado" using gin (f_unaccent(lower("num_acae")) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "asociado_mail_trgm" on "asociado" using gin (f_unaccent(lower("mail")) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "asociado_apellido_trgm" on "asociado" using gin (f_unaccent(lower("apellido")) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "asociado_nombre_trgm" on "asociado" using gin (f_unaccent(lower("nombre")) gin_trgm_ops);`,
    );

    this.addSql(
      `create index "curso_ciudad_trgm" on "curso" using gin (f_unaccent(lower("ciudad")) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "curso_titulo_trgm" on "curso" using gin (f_unaccent(lower("titulo")) gin_trgm_ops);`,
    );

    this
      .addSql(`create or replace function federa_asociado_token_version() returns trigger language plpgsql as $$
      begin
        if new.token_version = old.token_version and (
          new.es_admin is distinct from old.es_admin or new.es_admin_asoc is distinct from old.es_admin_asoc
          or new.es_admin_dojo is distinct from old.es_admin_dojo or new.cf_dojo is distinct from old.cf_dojo
          or new.cf_asoc is distinct from old.cf_asoc or new.psw_hash is distinct from old.psw_hash
          or new.activo is distinct from old.activo
        ) then
          new.token_version := old.token_version + 1;
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger asociado_token_version before update on asociado
      for each row execute function federa_asociado_token_version();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists asociado_token_version on asociado;');
    this.addSql('drop function if exists federa_asociado_token_version();');
    this.addSql(`drop index "asociacion_zona_trgm";`);
    this.addSql(`drop index "asociacion_nombre_trgm";`);

    this.addSql(`drop index "asociado_num_acae_trgm";`);
    this.addSql(`drop index "asociado_mail_trgm";`);
    this.addSql(`drop index "asociado_apellido_trgm";`);
    this.addSql(`drop index "asociado_nombre_trgm";`);

    this.addSql(`drop index "curso_ciudad_trgm";`);
    this.addSql(`drop index "curso_titulo_trgm";`);

    this.addSql(`drop index "dojo_ciudad_trgm";`);
    this.addSql(`drop index "dojo_nombre_trgm";`);
  }
}
