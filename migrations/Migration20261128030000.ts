import { Migration } from '@mikro-orm/migrations';

/** Hours of course sessions a member attended from a day on (grade.readiness ATTENDED_HOURS). */
const ATTENDED = (member: string, since: string) => `(select coalesce(sum(
    greatest(extract(epoch from (s.hora_fin - s.hora_ini)), 0)), 0) / 3600.0
  from inscripcion i
  join inscripcion_sesion x on x.cf_inscripcion = i.id_inscripcion and x.asistencia
  join curso_sesion s on s.id_ses = x.cf_sesion and s.tipo = 'S'
  where i.cf_asociado = ${member} and s.fecha >= coalesce(${since}, '-infinity'::date))`;

/** The date of the member's highest validated belt below `valor`: where the hours count from. */
const BELOW = (member: string, value: string) => `(select p.fecha from grado p
  join cinturon pc on pc.idcinturon = p.cf_cinturon
  where p.cf_asociado = ${member} and p.estado >= 0 and pc.valor < ${value}
  order by pc.valor desc limit 1)`;

/** A statement trigger's members, from the transition tables its operation has. */
const MEMBERS_OF = (column: string, from: (table: string) => string) => `
        if tg_op in ('INSERT', 'UPDATE') then
          socios := socios || array(select ${column} from ${from('nuevas')});
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          socios := socios || array(select ${column} from ${from('viejas')});
        end if;`;

/**
 * "Meets the hours" kept (issue 29): the grade validation list's filter summed the attended
 * hours of each of the 78,757 pending belts on every page (486 ms at a million members). The
 * pending belts whose member attended their nhoras of course sessions since the belt below are
 * now kept in grado_horas_cumplidas, recomputed for the members a statement touches: their
 * belts (grado), their attendance (inscripcion_sesion), their enrolments (inscripcion), the
 * sessions they attended (curso_sesion: times, type, day) and the belts' hours and order
 * (cinturon). A separate table, so that the audit log never records a kept value as a change
 * of a belt. Statement triggers, so that a bulk load or a session's attendance sheet recomputes
 * its members once, set-wise.
 */
export class Migration20261128030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "grado_horas_cumplidas" ("idgrado" int not null,
      constraint "grado_horas_cumplidas_pkey" primary key ("idgrado"));`);
    this.addSql(`alter table "grado_horas_cumplidas" add constraint "grado_horas_cumplidas_idgrado_foreign"
      foreign key ("idgrado") references "grado" ("idgrado") on update cascade on delete cascade;`);
    this.addSql(`create or replace function federa_grado_horas_recalcula(socios int[]) returns void
      language plpgsql as $$
      begin
        delete from grado_horas_cumplidas h using grado g
          where g.idgrado = h.idgrado and g.cf_asociado = any(socios);
        insert into grado_horas_cumplidas (idgrado)
          select g.idgrado from grado g join cinturon c on c.idcinturon = g.cf_cinturon
          where g.cf_asociado = any(socios) and g.estado < 0
            and ${ATTENDED('g.cf_asociado', BELOW('g.cf_asociado', 'c.valor'))} >= c.nhoras
          on conflict do nothing;
      end $$;`);
    const triggers: [table: string, members: string][] = [
      ['grado', MEMBERS_OF('cf_asociado', (t) => t)],
      ['inscripcion', MEMBERS_OF('cf_asociado', (t) => t)],
      [
        'inscripcion_sesion',
        MEMBERS_OF(
          'i.cf_asociado',
          (t) => `${t} x join inscripcion i on i.id_inscripcion = x.cf_inscripcion`,
        ),
      ],
      [
        'curso_sesion',
        MEMBERS_OF(
          'i.cf_asociado',
          (t) => `${t} s join inscripcion_sesion x on x.cf_sesion = s.id_ses and x.asistencia
                  join inscripcion i on i.id_inscripcion = x.cf_inscripcion`,
        ),
      ],
    ];
    for (const [table, members] of triggers) {
      this.addSql(`create or replace function federa_${table}_horas() returns trigger language plpgsql as $$
      declare socios int[] := '{}';
      begin ${members}
        if cardinality(socios) > 0 then
          perform federa_grado_horas_recalcula(array(select distinct unnest(socios)));
        end if;
        return null;
      end $$;`);
      const ops: [op: string, referencing: string][] = [
        ['insert', 'new table as nuevas'],
        ['update', 'old table as viejas new table as nuevas'],
        ['delete', 'old table as viejas'],
      ];
      // A new session has no attendance yet: only its changes and removal move hours.
      for (const [op, referencing] of ops) {
        if (table === 'curso_sesion' && op === 'insert') continue;
        this.addSql(`create trigger "${table}_horas_${op}" after ${op} on "${table}"
          referencing ${referencing} for each statement execute function federa_${table}_horas();`);
      }
    }
    // A belt's hours or place in the ladder changed: every member with a pending belt.
    this.addSql(`create or replace function federa_cinturon_horas() returns trigger language plpgsql as $$
      begin
        perform federa_grado_horas_recalcula(array(select distinct cf_asociado from grado where estado < 0));
        return null;
      end $$;`);
    this.addSql(`create trigger "cinturon_horas" after update of nhoras, valor on "cinturon"
      for each statement execute function federa_cinturon_horas();`);
    this.addSql(
      `select federa_grado_horas_recalcula(array(select distinct cf_asociado from grado where estado < 0));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists "cinturon_horas" on "cinturon";');
    for (const table of ['grado', 'inscripcion', 'inscripcion_sesion', 'curso_sesion']) {
      for (const op of ['insert', 'update', 'delete']) {
        this.addSql(`drop trigger if exists "${table}_horas_${op}" on "${table}";`);
      }
      this.addSql(`drop function if exists federa_${table}_horas();`);
    }
    this.addSql('drop function if exists federa_cinturon_horas();');
    this.addSql('drop function if exists federa_grado_horas_recalcula(int[]);');
    this.addSql('drop table if exists "grado_horas_cumplidas";');
  }
}
