import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the grade validation list at a million members (issue 29): members by name, so
 * that the list sorted by name walks the members in order and reads each one's entries, rather
 * than joining all 1.87 million entries to their members to sort them; belts and titles by
 * their catalogue entry, so that a search for a belt ("shodan": one of 20 belts) reads its
 * holders through an index instead of testing every entry; a title by its list key (its
 * negated id), so that reading a page's rows by key finds its titles through an index rather
 * than reading all of them.
 */
export class Migration20261128030100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "asociado_nombre_apellido_index" on "asociado" ("nombre", "apellido");`);
    this.addSql(`create index "grado_cinturon_index" on "grado" ("cf_cinturon");`);
    this.addSql(`create index "asociado_titulo_titulo_index" on "asociado_titulo" ("cf_titulo");`);
    this.addSql(`create index "asociado_titulo_clave_index" on "asociado_titulo" ((-"idasoc_titulo"));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "asociado_nombre_apellido_index";');
    this.addSql('drop index if exists "grado_cinturon_index";');
    this.addSql('drop index if exists "asociado_titulo_titulo_index";');
    this.addSql('drop index if exists "asociado_titulo_clave_index";');
  }
}
