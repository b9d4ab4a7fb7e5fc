import type { EntityManager } from '@mikro-orm/postgresql';
import type { Writable } from 'node:stream';
import { translate, type Lang } from '@federa/schema/i18n';
import { drained, FORMULA_START, nextTurn, ROWS_PER_TURN } from '../common/file-stream';
import { loadExcel } from '../common/heavy-modules';
import { run, sql } from '../common/sql';

/** Rows read per statement: the file streams out as they come, whatever the federation's size. */
const BATCH = 500;

/**
 * The dan-grade requests awaiting validation (pending, belt valor >= 0), after `afterId`, with what
 * the technical commission weighs: the member's current (highest validated) belt and its date, the
 * time since, and the hours declared on the request.
 */
async function danRequests(em: EntityManager, afterId: number) {
  return run<Record<string, any>>(
    em,
    sql`select g.idgrado, a.num_acae, btrim(a.nombre || ' ' || a.apellido) as nombre, d.nombre as dojo,
               s.nombre as asociacion, c.descripcion as solicitado, to_char(g.fecha, 'YYYY-MM-DD') as fecha,
               cur.descripcion as actual, to_char(cur.fecha, 'YYYY-MM-DD') as fecha_actual,
               round(((g.fecha - cur.fecha) / 365.25)::numeric, 1)::float as anios, g.nhoras
        from grado g join cinturon c on c.idcinturon = g.cf_cinturon
        join asociado a on a.id_aso = g.cf_asociado
        join dojo d on d.id_dojo = a.cf_dojo join asociacion s on s.id_asoc = a.cf_asoc
        left join lateral (select pc.descripcion, p.fecha from grado p join cinturon pc on pc.idcinturon = p.cf_cinturon
                           where p.cf_asociado = g.cf_asociado and p.estado >= 0 and pc.valor < c.valor
                           order by pc.valor desc limit 1) cur on true
        where g.estado < 0 and c.valor >= 0 and g.idgrado > ${afterId}
        order by g.idgrado limit ${BATCH}`,
  );
}

export const docsFileName = (lang: Lang) => `${translate(lang, 'grades.docsFileName')}.xlsx`;

type DanRequest = Awaited<ReturnType<typeof danRequests>>[number];

/** The requests in batches of BATCH, by id. */
async function* danRequestBatches(em: EntityManager): AsyncGenerator<DanRequest[]> {
  let after = 0;
  for (;;) {
    const rows = await danRequests(em, after);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].idgrado;
  }
}

/** Writes the workbook to `out` (an HTTP response), batch by batch. */
export async function writeDanDocumentation(em: EntityManager, lang: Lang, out: Writable): Promise<void> {
  await writeDanSheet(out, lang, danRequestBatches(em));
}

/**
 * The workbook of these batches. A batch of 500 written in one go held every other call meanwhile
 * (issue 26): as the course and report exports do, other calls run every ROWS_PER_TURN rows, and a
 * slow download holds one batch in memory, not the file.
 */
export async function writeDanSheet(
  out: Writable,
  lang: Lang,
  batches: AsyncIterable<DanRequest[]>,
): Promise<void> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(translate(lang, 'grades.docsSheet'));
  const t = (key: string) => translate(lang, `grades.${key}`);
  sheet.columns = [
    { header: t('colNumber'), key: 'num', width: 12 },
    { header: t('colMember'), key: 'name', width: 32 },
    { header: t('colDojo'), key: 'dojo', width: 28 },
    { header: t('colAssociation'), key: 'asoc', width: 28 },
    { header: t('colRequested'), key: 'requested', width: 22 },
    { header: t('colRequestDate'), key: 'date', width: 14 },
    { header: t('colCurrent'), key: 'current', width: 22 },
    { header: t('colCurrentDate'), key: 'currentDate', width: 14 },
    { header: t('colTimeInGrade'), key: 'years', width: 12 },
    { header: t('colHours'), key: 'hours', width: 10 },
  ];
  for await (const rows of batches) {
    for (let i = 0; i < rows.length; i++) {
      if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
      const r = rows[i];
      const row = sheet.addRow({
        num: r.num_acae ?? '',
        name: r.nombre,
        dojo: r.dojo,
        asoc: r.asociacion,
        requested: r.solicitado,
        date: r.fecha,
        current: r.actual ?? '',
        currentDate: r.fecha_actual ?? '',
        years: r.anios ?? '',
        hours: r.nhoras,
      });
      row.eachCell((cell) => {
        if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) {
          cell.numFmt = '@';
        }
      });
      row.commit();
    }
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}
