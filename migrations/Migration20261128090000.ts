import { Migration } from '@mikro-orm/migrations';

/**
 * Each grade and title keeps its member's dojo and association (issue 29), so that a report of
 * grades or titles grouped or filtered by dojo or association reads the entry table alone instead
 * of meeting 1.85 M grades with their members. The database keeps them: an entry takes its
 * member's place when written or given to another member, and a member's entries follow the
 * member to another dojo or association (a dojo moving association moves its members through
 * `dojo_mueve_asociados`, and so their entries too).
 */
/** The audit's hidden columns, as SQL text literals: before and with the kept places. */
const HIDDEN = `$q$'num_ni'];$q$`;
const KEPT = `$q$'num_ni', 'lugar_dojo', 'lugar_asoc'];$q$`;

export class Migration20261128090000 extends Migration {
  override async up(): Promise<void> {
    // A new or reassigned entry takes its member's place.
    this.addSql(`create or replace function federa_entrada_lugar() returns trigger language plpgsql as $$
      begin
        select a.cf_dojo, a.cf_asoc into new.lugar_dojo, new.lugar_asoc from asociado a where a.id_aso = new.cf_asociado;
        return new;
      end $$;`);
    // A member's entries follow the member to another dojo or association.
    this
      .addSql(`create or replace function federa_asociado_lugar_entradas() returns trigger language plpgsql as $$
      begin
        update grado set lugar_dojo = new.cf_dojo, lugar_asoc = new.cf_asoc where cf_asociado = new.id_aso;
        update asociado_titulo set lugar_dojo = new.cf_dojo, lugar_asoc = new.cf_asoc where cf_asociado = new.id_aso;
        return null;
      end $$;`);
    this.addSql(`create trigger asociado_lugar_entradas after update of cf_dojo, cf_asoc on asociado
      for each row when ((old.cf_dojo, old.cf_asoc) is distinct from (new.cf_dojo, new.cf_asoc))
      execute function federa_asociado_lugar_entradas();`);
    // Derived columns stay out of the audit log (as `busqueda` does): a member's move records the
    // member's change, not one change per entry.
    this.addSql(`do $$ declare body text := pg_get_functiondef('auditar'::regproc); begin
        if position(${HIDDEN} in body) = 0 then raise exception 'auditar: hidden columns not found'; end if;
        execute replace(body, ${HIDDEN}, ${KEPT});
      end $$;`);
    // The backfill is not an edit of anyone's entries: not audited row by row (as a bulk load).
    this.addSql(`select set_config('federa.sin_auditoria', 'on', true);`);
    for (const table of ['grado', 'asociado_titulo']) {
      this.addSql(
        `alter table "${table}" add column "lugar_dojo" int null, add column "lugar_asoc" int null;`,
      );
      this.addSql(`update "${table}" x set lugar_dojo = a.cf_dojo, lugar_asoc = a.cf_asoc
        from asociado a where a.id_aso = x.cf_asociado;`);
      this.addSql(`create trigger ${table}_lugar before insert or update of cf_asociado on "${table}"
        for each row execute function federa_entrada_lugar();`);
    }
    this.addSql(`select set_config('federa.sin_auditoria', 'off', true);`);
    // The update left every row's old version behind: rewritten (in the key order they were
    // stored in), a report's scan reads 17,000 pages of grades at a million members, not 31,000.
    for (const table of ['grado', 'asociado_titulo']) {
      this.addSql(`cluster "${table}" using "${table}_pkey";`);
      this.addSql(`alter table "${table}" set without cluster;`);
    }
    this.addSql(`analyze "grado", "asociado_titulo";`);
  }

  override async down(): Promise<void> {
    for (const table of ['grado', 'asociado_titulo']) {
      this.addSql(`drop trigger if exists ${table}_lugar on "${table}";`);
      this.addSql(`alter table "${table}" drop column "lugar_dojo", drop column "lugar_asoc";`);
    }
    this.addSql('drop trigger if exists asociado_lugar_entradas on asociado;');
    this.addSql('drop function if exists federa_asociado_lugar_entradas();');
    this.addSql('drop function if exists federa_entrada_lugar();');
    this.addSql(
      `do $$ begin execute replace(pg_get_functiondef('auditar'::regproc), ${KEPT}, ${HIDDEN}); end $$;`,
    );
  }
}
