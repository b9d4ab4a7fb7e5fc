import { Migration } from '@mikro-orm/migrations';

/**
 * A charge has one invoice and at most one credit note: two downloads of its receipt at once, or a
 * download racing its payment, could both find it without one and take two numbers.
 */
export class Migration20261128110300 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "factura" add constraint "factura_cargo_serie_unique" unique ("cf_cargo", "serie");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "factura" drop constraint "factura_cargo_serie_unique";`);
  }
}
