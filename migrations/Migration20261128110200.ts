import { Migration } from '@mikro-orm/migrations';

/**
 * Migration20261128110000 replaced `auditar()` from its first version to file the money's tables
 * under their place, and so dropped the hidden columns issue 29 had added in place (`lugar_dojo`,
 * `lugar_asoc`): a member's move showed again as one change per grade and title. They go back,
 * edited in place as issue 29 did, so that later edits (SEPA's `iban`) keep them.
 */
const HIDDEN = `$q$'num_ni'];$q$`;
const KEPT = `$q$'num_ni', 'lugar_dojo', 'lugar_asoc'];$q$`;

export class Migration20261128110200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`do $$ declare body text := pg_get_functiondef('auditar'::regproc); begin
        if position(${KEPT} in body) > 0 then return; end if;
        if position(${HIDDEN} in body) = 0 then raise exception 'auditar: hidden columns not found'; end if;
        execute replace(body, ${HIDDEN}, ${KEPT});
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`do $$ declare body text := pg_get_functiondef('auditar'::regproc); begin
        execute replace(body, ${KEPT}, ${HIDDEN});
      end $$;`);
  }
}
