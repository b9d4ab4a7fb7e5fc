import { Migration } from '@mikro-orm/migrations';

/**
 * Grades and titles get their service (issue 11): when an entry was validated is kept beside who
 * validated it, and shown on the validation list. Entries validated before are left without a time
 * (it was never recorded); a pending entry has neither.
 */
export class Migration20261123161100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "grado" add column "validado_en" timestamptz null;`);
    this.addSql(`alter table "asociado_titulo" add column "validado_en" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "grado" drop column "validado_en";`);
    this.addSql(`alter table "asociado_titulo" drop column "validado_en";`);
  }
}
