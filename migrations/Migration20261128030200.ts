import { Migration } from '@mikro-orm/migrations';

/** Adds a statement's change per day (`rows`: fecha and +1 or -1 per row) to the kept counts. */
const ADD = (rows: string) => `insert into grado_fecha_cuenta as c (fecha, n)
          select fecha, sum(n) from (${rows}) x group by 1 having sum(n) <> 0
          on conflict (fecha) do update set n = c.n + excluded.n;`;

/**
 * Grades and titles per day (issue 29): the federation's validation list by date places an
 * entry (gradeEntryPosition) by the entries dated after it, which were counted over the date
 * indexes, up to 1.87 million rows (668 ms). Each day's count is kept by statement triggers on
 * grado and asociado_titulo, so that a position sums at most one row per day (12,086 days at a
 * million members) and counts the entry's own day.
 */
export class Migration20261128030200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "grado_fecha_cuenta" ("fecha" date not null, "n" int not null,
      constraint "grado_fecha_cuenta_pkey" primary key ("fecha"));`);
    this.addSql(`insert into grado_fecha_cuenta (fecha, n) select fecha, count(*) from (
      select fecha from grado union all select fecha from asociado_titulo) e group by 1;`);
    // A day whose entries all went keeps its row at 0: a position sums it as nothing.
    this.addSql(`create or replace function federa_grado_fecha_cuenta() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${ADD('select fecha, 1 as n from nuevas')}
        elsif tg_op = 'DELETE' then
          ${ADD('select fecha, -1 as n from viejas')}
        else
          ${ADD('select fecha, 1 as n from nuevas union all select fecha, -1 from viejas')}
        end if;
        return null;
      end $$;`);
    this
      .addSql(`create or replace function federa_grado_fecha_recuenta() returns trigger language plpgsql as $$
      begin
        delete from grado_fecha_cuenta;
        insert into grado_fecha_cuenta (fecha, n) select fecha, count(*) from (
          select fecha from grado union all select fecha from asociado_titulo) e group by 1;
        return null;
      end $$;`);
    for (const table of ['grado', 'asociado_titulo']) {
      const ops: [op: string, referencing: string][] = [
        ['insert', 'new table as nuevas'],
        ['update', 'old table as viejas new table as nuevas'],
        ['delete', 'old table as viejas'],
      ];
      for (const [op, referencing] of ops) {
        this.addSql(`create trigger "${table}_fecha_cuenta_${op}" after ${op} on "${table}"
          referencing ${referencing} for each statement execute function federa_grado_fecha_cuenta();`);
      }
      this.addSql(`create trigger "${table}_fecha_cuenta_vacia" after truncate on "${table}"
        for each statement execute function federa_grado_fecha_recuenta();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['grado', 'asociado_titulo']) {
      for (const op of ['insert', 'update', 'delete', 'vacia']) {
        this.addSql(`drop trigger if exists "${table}_fecha_cuenta_${op}" on "${table}";`);
      }
    }
    this.addSql('drop function if exists federa_grado_fecha_cuenta();');
    this.addSql('drop function if exists federa_grado_fecha_recuenta();');
    this.addSql('drop table if exists "grado_fecha_cuenta";');
  }
}
