import { Migration } from '@mikro-orm/migrations';

/**
 * Every change that can end a session notifies `federa_sesion` when it commits, so that each
 * server process's session cache (graph/src/modules/auth/session-cache.ts) forgets what it knew:
 * a member's token version (bumped by asociado_token_version for roles, dojo, password, `activo`)
 * or `activo`, a dojo moved to another association, a sign-out, a member or dojo deleted. The
 * payload is always empty: PostgreSQL sends one notification per transaction however many rows
 * changed, and the cache forgets everything.
 */
export class Migration20261128020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function federa_sesion_cambio() returns trigger language plpgsql as $$
      begin
        perform pg_notify('federa_sesion', '');
        return null;
      end $$;`);
    this.addSql(`create trigger asociado_sesion_cambio after update on asociado for each row
      when (old.token_version is distinct from new.token_version or old.activo is distinct from new.activo)
      execute function federa_sesion_cambio();`);
    this.addSql(`create trigger asociado_sesion_fin after delete or truncate on asociado
      for each statement execute function federa_sesion_cambio();`);
    this.addSql(`create trigger dojo_sesion_cambio after update on dojo for each row
      when (old.cf_asoc is distinct from new.cf_asoc) execute function federa_sesion_cambio();`);
    this.addSql(`create trigger dojo_sesion_fin after delete or truncate on dojo
      for each statement execute function federa_sesion_cambio();`);
    this.addSql(`create trigger sesion_cerrada_cambio after insert on sesion_cerrada
      for each statement execute function federa_sesion_cambio();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists sesion_cerrada_cambio on sesion_cerrada;');
    this.addSql('drop trigger if exists dojo_sesion_fin on dojo;');
    this.addSql('drop trigger if exists dojo_sesion_cambio on dojo;');
    this.addSql('drop trigger if exists asociado_sesion_fin on asociado;');
    this.addSql('drop trigger if exists asociado_sesion_cambio on asociado;');
    this.addSql('drop function if exists federa_sesion_cambio();');
  }
}
