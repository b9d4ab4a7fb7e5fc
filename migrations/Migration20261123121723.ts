import { Migration } from '@mikro-orm/migrations';

const KEY = `f_unaccent(lower(btrim("nombre")))`;

/**
 * Names are unique the way the duplicate checks compare them (issue 9): ignoring case, accents
 * and surrounding spaces, so that two saves racing past the check cannot store "Kyoto" and
 * "kyoto". The constraints keep their names, now over the normalised text.
 *
 * A database saved before may already hold such pairs, which the indexes cannot be built over.
 * Which one to keep is the federation's decision, not the migration's: it stops, before changing
 * anything, with every clash named (README, "Upgrading"), instead of Postgres's bare
 * "could not create unique index".
 */
export class Migration20261123121723 extends Migration {
  override async up(): Promise<void> {
    const clashes = [
      ...(await this.clashes(
        `select string_agg(format('"%s" (id %s)', nombre, id_asoc), ', ' order by id_asoc) as names
           from asociacion group by ${KEY} having count(*) > 1 order by min(id_asoc)`,
        (names) => `associations ${names}`,
      )),
      ...(await this.clashes(
        `select string_agg(format('"%s" (id %s)', d.nombre, d.id_dojo), ', ' order by d.id_dojo) as names,
                min(a.nombre) as association
           from dojo d join asociacion a on a.id_asoc = d.cf_asoc
          group by d.cf_asoc, f_unaccent(lower(btrim(d.nombre))) having count(*) > 1
          order by min(d.id_dojo)`,
        (names, association) => `dojos ${names} of the association "${association}"`,
      )),
    ];
    if (clashes.length) {
      throw new Error(
        'Names that differ only in case, accents or surrounding spaces must be made distinct ' +
          `before upgrading (see README, "Upgrading"): ${clashes.join('; ')}.`,
      );
    }
    this.addSql(`alter table "asociacion" drop constraint "asociacion_nombre_unique";`);
    this.addSql(`create unique index "asociacion_nombre_unique" on "asociacion" (${KEY});`);
    this.addSql(`alter table "dojo" drop constraint "dojo_asoc_nombre_unique";`);
    this.addSql(`create unique index "dojo_asoc_nombre_unique" on "dojo" ("cf_asoc", ${KEY});`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "dojo_asoc_nombre_unique";`);
    this.addSql(`alter table "dojo" add constraint "dojo_asoc_nombre_unique" unique ("cf_asoc", "nombre");`);
    this.addSql(`drop index "asociacion_nombre_unique";`);
    this.addSql(`alter table "asociacion" add constraint "asociacion_nombre_unique" unique ("nombre");`);
  }

  private async clashes(
    sql: string,
    describe: (names: string, association: string) => string,
  ): Promise<string[]> {
    const rows = (await this.execute(sql)) as { names: string; association: string }[];
    return rows.map((row) => describe(row.names, row.association));
  }
}
