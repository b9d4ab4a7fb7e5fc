import { Migration } from '@mikro-orm/migrations';

/**
 * The member's dojo and association by the member's id, in a narrow index (issue 29): a grouped
 * report of grades, titles or enrolments by dojo or association, or an association's or dojo's
 * administrator's report over them, joins a million members through this index alone (about a
 * tenth of the table's pages) instead of reading every member row.
 */
export class Migration20261128070000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "asociado_id_lugar_index" on "asociado" ("id_aso") include ("cf_dojo", "cf_asoc");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "asociado_id_lugar_index";');
  }
}
