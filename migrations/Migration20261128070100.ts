import { Migration } from '@mikro-orm/migrations';

/**
 * Statistics on the year of a grade's and a title's date, the expression reports group by
 * (issue 29). Without them PostgreSQL guessed a million groups for grades by association and
 * year (4,860 in truth) and aggregated them in one process, spilling to disk; knowing the years,
 * it aggregates in parallel workers in memory.
 */
export class Migration20261128070100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create statistics "grado_anio_stats" on ((extract(year from "fecha"))::int) from "grado";`);
    this.addSql(
      `create statistics "asociado_titulo_anio_stats" on ((extract(year from "fecha"))::int) from "asociado_titulo";`,
    );
    this.addSql(`analyze "grado", "asociado_titulo";`);
  }

  override async down(): Promise<void> {
    this.addSql('drop statistics if exists "grado_anio_stats";');
    this.addSql('drop statistics if exists "asociado_titulo_anio_stats";');
  }
}
