import { Migration } from '@mikro-orm/migrations';

/**
 * An association's members in the member list's default order, both directions (issue 29). A
 * member's number begins with their association's code, so one association's members lie together
 * at one end of the federation-wide index: walking it and skipping the others' rows read 994,776
 * entries (12.6 s) before association 1's first page by number descending. Led by the association,
 * the page is the first 15 entries of its own range (0.06 ms). The member, card and enrolment
 * lists share this scope and order. A dojo's members are few and sorted after their own index.
 */
export class Migration20261128100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "asociado_asoc_numless_num_acae_index" on "asociado" ("cf_asoc", ("num_acae" is null), "num_acae", "id_aso");`,
    );
    this.addSql(
      `create index "asociado_asoc_numless_num_acae_desc_index" on "asociado" ("cf_asoc", ("num_acae" is null), "num_acae" desc, "id_aso" desc);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "asociado_asoc_numless_num_acae_index";');
    this.addSql('drop index if exists "asociado_asoc_numless_num_acae_desc_index";');
  }
}
