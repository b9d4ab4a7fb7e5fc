import { knex } from '@mikro-orm/postgresql';
import type { Caller } from '../common/caller';
import type { ViewSpec } from '../common/report-view';
import { coursesView, enrolmentsView } from '../enrolment/enrolment.report-view';
import { dojosView } from '../dojos/dojo.report-view';
import { feeBatchesView, feesView } from '../fees/fee.report-view';
import { gradesView, titlesView } from '../grades/grade.report-view';
import { membersView } from '../members/member.report-view';
import { reportCount, reportRows } from './report.compile';
import { validateReport } from './report.validate';

/** The statements as PostgreSQL gets them, built by the real query builder, never run. */
const builder = knex({ client: 'pg' });

const none = { admin: false, associationAdmin: false, dojoAdmin: false };
const caller = (roles: Partial<typeof none>): Caller => ({
  memberId: 9,
  dojoId: 3,
  associationId: 1,
  avatar: '',
  roles: { ...none, ...roles },
  originalRoles: { ...none, ...roles },
});
const national = caller({ admin: true });
const association = caller({ associationAdmin: true });
const dojo = caller({ dojoAdmin: true });

type Config = { fields?: string[]; groupBy?: string[]; where?: [string, string, string][] };

/** The tables a report's statements (its rows and its count) join, laterals' own joins included. */
function joined(view: ViewSpec, who: Caller, config: Config): string[] {
  const report = validateReport(view, {
    view: view.code,
    fields: config.fields ?? [],
    groupBy: config.groupBy ?? [],
    filter: config.where
      ? {
          connector: 'Y',
          groups: [
            {
              connector: 'Y',
              conditions: config.where.map(([field, operator, value]) => ({ field, operator, value })),
            },
          ],
        }
      : null,
    offset: 0,
    limit: 15,
  });
  const tables = (text: string) =>
    [...text.matchAll(/\bjoin (?!lateral)(\w+) /g)].map((m) => m[1]).sort((a, b) => a.localeCompare(b));
  const rows = tables(reportRows(builder, report, who, true).toSQL().sql);
  // The count reads the same rows: the same joins.
  expect(tables(reportCount(builder, report, who).toSQL().sql)).toEqual(rows);
  return rows;
}

describe('a report joins only the tables its columns, filters, groups and scope read', () => {
  it('grades: the ladder for the belt, the member only for its name or the scope', () => {
    expect(joined(gradesView, national, { groupBy: ['grado'] })).toEqual([]);
    expect(joined(gradesView, national, { fields: ['grado', 'valorGrado'] })).toEqual(['cinturon']);
    expect(joined(gradesView, national, { fields: ['sum.nhoras'], groupBy: ['anio'] })).toEqual([]);
    // Grouped by the member's dojo id kept on the entry: no member; each group reads its name once.
    expect(joined(gradesView, national, { groupBy: ['dojo'] })).toEqual([]);
    expect(joined(gradesView, national, { fields: ['dojo'] })).toEqual(['dojo']);
    expect(joined(gradesView, national, { groupBy: ['anio'], where: [['dojo', '=', 'Kyoto']] })).toEqual([
      'dojo',
    ]);
    expect(joined(gradesView, national, { groupBy: ['asociacion', 'grado'] })).toEqual([]);
    expect(joined(gradesView, association, { groupBy: ['grado'] })).toEqual(['asociado']);
    expect(joined(gradesView, dojo, { fields: ['anio'] })).toEqual(['asociado']);
    expect(joined(gradesView, national, { fields: ['anio'], where: [['grado', '>=', '5']] })).toEqual([
      'cinturon',
    ]);
  });

  it('titles: the title table for the title, the member for its name or the scope', () => {
    expect(joined(titlesView, national, { groupBy: ['titulo'] })).toEqual([]);
    expect(joined(titlesView, national, { fields: ['titulo'] })).toEqual(['titulo']);
    expect(joined(titlesView, national, { groupBy: ['anio', 'validado'] })).toEqual([]);
    expect(joined(titlesView, national, { groupBy: ['asociacion', 'dojo'] })).toEqual([]);
    expect(joined(titlesView, dojo, { groupBy: ['titulo'] })).toEqual(['asociado']);
    expect(joined(titlesView, national, { fields: ['nombre'] })).toEqual(['asociado']);
  });

  it('fees: the batch only for its place, its validation or the scope; the member for its name', () => {
    expect(joined(feesView, national, { groupBy: ['anio', 'adulto'] })).toEqual([]);
    expect(joined(feesView, national, { groupBy: ['validado'] })).toEqual(['remesa']);
    expect(joined(feesView, national, { groupBy: ['asociacion'] })).toEqual(['remesa']);
    expect(joined(feesView, national, { fields: ['asociacion'] })).toEqual(['asociacion', 'remesa']);
    expect(joined(feesView, association, { groupBy: ['anio'] })).toEqual(['remesa']);
    expect(joined(feesView, national, { fields: ['apellido', 'anio'] })).toEqual(['asociado']);
    expect(joined(feeBatchesView, national, { fields: ['sum.nCuotas'], groupBy: ['anio'] })).toEqual([]);
    expect(joined(feeBatchesView, dojo, { groupBy: ['dojo'] })).toEqual([]);
    expect(joined(feeBatchesView, dojo, { fields: ['dojo', 'anio'] })).toEqual(['dojo']);
  });

  it("fees grouped: each batch's kept counts summed, not its fees counted, unless a member is read", () => {
    const statement = (who: Caller, groupBy: string[], fields: string[] = [], where?: Config['where']) =>
      reportRows(
        builder,
        validateReport(feesView, {
          view: 'cuotas',
          fields,
          groupBy,
          filter: where
            ? {
                connector: 'Y',
                groups: [
                  {
                    connector: 'Y',
                    conditions: where.map(([field, operator, value]) => ({ field, operator, value })),
                  },
                ],
              }
            : null,
          offset: 0,
          limit: 15,
        }),
        who,
        true,
      ).toSQL().sql;
    const kept = /^select .* from \(select b\.id_rem as cf_remesa, b\.anio, k\.tipo, k\.n_rows from remesa b/;
    for (const who of [national, association, dojo]) {
      const byPlace = statement(who, ['asociacion', 'anio'], ['max.anio']);
      expect(byPlace).toMatch(kept);
      expect(byPlace).toContain('sum(c.n_rows)::int');
      expect(byPlace).not.toContain('from cuota');
      expect(statement(who, ['dojo', 'validado', 'adulto'], [], [['anio', '>=', '2024']])).toMatch(kept);
    }
    // A member's column needs each fee: the fees themselves, counted.
    const named = statement(national, ['anio'], [], [['apellido', '=', 'Ruiz']]);
    expect(named).toContain('from cuota c join asociado a');
    expect(named).toContain('count(*)::int');
    expect(statement(national, [], ['anio'])).toContain('from cuota c');
  });

  it('members: the dojo for its name, its country through the dojo, a last grade when asked', () => {
    expect(joined(membersView, national, { groupBy: ['adulto'] })).toEqual([]);
    expect(joined(membersView, association, { groupBy: ['dojo'] })).toEqual([]);
    expect(joined(membersView, association, { fields: ['nombre', 'dojo'] })).toEqual(['dojo']);
    expect(joined(membersView, national, { groupBy: ['paisDojo'] })).toEqual(['dojo', 'pais', 'provincia']);
    expect(joined(membersView, national, { groupBy: ['ultimogrado'] })).toEqual(['cinturon']);
  });

  it('dojos, courses and enrolments likewise', () => {
    expect(joined(dojosView, national, { groupBy: ['visible'] })).toEqual([]);
    expect(joined(dojosView, national, { groupBy: ['pais'] })).toEqual(['pais']);
    expect(joined(coursesView, national, { groupBy: ['anio'] })).toEqual([]);
    // The course list's scope names the organiser's association and dojo.
    expect(joined(coursesView, association, { groupBy: ['anio'] })).toEqual(['dojo']);
    expect(joined(coursesView, national, { groupBy: ['asociacion'] })).toEqual(['asociacion', 'dojo']);
    expect(joined(enrolmentsView, national, { groupBy: ['pagado'] })).toEqual([]);
    expect(joined(enrolmentsView, national, { groupBy: ['curso'] })).toEqual(['curso']);
    expect(joined(enrolmentsView, dojo, { groupBy: ['pagado'] })).toEqual(['asociado', 'curso']);
    expect(joined(enrolmentsView, national, { fields: ['edad'] })).toEqual(['asociado', 'asociado']);
  });
});
