import { Migration } from '@mikro-orm/migrations';

/**
 * The pending belts by key, with what a page of the hours filter sorts and scopes by (issue 29):
 * the filter reads its few thousand kept belts by key, and from this index alone, rather than
 * from as many pages of grado.
 */
export class Migration20261128030300 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "grado_pendiente_index" on "grado" ("idgrado")
      include ("fecha", "cf_asociado", "cf_cinturon") where estado < 0;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "grado_pendiente_index";');
  }
}
