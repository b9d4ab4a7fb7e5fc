import type { Request, RequestHandler, Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CSV_FILE_NAME, MAX_EXCEL_ROWS, XLSX_FILE_NAME } from '@federa/schema/validation/reports';
import { translate } from '@federa/schema/i18n';
import { errorBody, requestLanguage, type RestDeps } from '../../rest/respond';
import { asDomainError } from '../common/database-errors';
import { retryStatus } from '../common/domain-error';
import { contentDisposition } from '../common/file-stream';
import { inBatches, run } from '../common/sql';
import { alias } from './report.compile';
import { configFromRest } from './report.config';
import { cellOf, type DownloadLimits, type ReportCell } from './report.service';
import { writeCsv, writeXlsx } from './report-export';

const BATCH = 1000;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `POST /v1/listado/custom?excel=true` (part 3 §7, §9): every row of the report, below
 * MaxFilasExcel (10,000) rows an xlsx, from there a CSV. Checked, scoped and counted before the
 * first byte, so a refusal answers as every call does ({estado, res}); then streamed from a
 * server-side cursor in one read-only transaction. A failure once the file has started can only
 * cut the download short.
 */
export function reportExportRoute(deps: RestDeps): RequestHandler {
  return async (req: Request, res: Response) => {
    const lang = requestLanguage(req);
    try {
      const em = deps.orm.em.fork();
      const caller = await deps.services.auth.authenticate(em, req.get('authorization'));
      const ctx = { em, caller, lang, ip: req.ip ?? 'unknown' };
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
      const config = configFromRest(body as Record<string, unknown>);
      // A slot of its own for the whole download (config.reports), its statements timed as an export's.
      await deps.services.reports.exporting(ctx, async (tx: EntityManager, download: DownloadLimits) => {
        const prepared = await deps.services.reports.prepareReport(ctx, config, tx);
        const [{ n }] = await run<{ n: number }>(tx, prepared.count);
        const csv = n >= MAX_EXCEL_ROWS;
        // The writers' next wait for the client then fails, and the slot and connection go back.
        const cut = setTimeout(() => res.destroy(), download.maxMs);
        res.set({
          'Content-Type': csv ? 'text/csv; charset=utf-8' : XLSX_TYPE,
          'Content-Disposition': contentDisposition(csv ? CSV_FILE_NAME : XLSX_FILE_NAME),
          'Cache-Control': 'no-store',
          'X-Total-Count': String(n),
        });
        async function* rows(): AsyncGenerator<ReportCell[][]> {
          for await (const batch of inBatches<Record<string, unknown>>(tx, prepared.rows, BATCH))
            yield batch.map((row) => prepared.columns.map((column, i) => cellOf(row[alias(i)], column)));
        }
        try {
          await (csv ? writeCsv : writeXlsx)(res, lang, prepared.columns, rows(), download.stallMs);
        } finally {
          clearTimeout(cut);
        }
      });
    } catch (thrown) {
      if (res.headersSent) {
        if (!res.destroyed)
          deps.log(
            `[reports] export cut short: ${thrown instanceof Error ? thrown.stack : String(thrown)}`,
            'error',
          );
        res.destroy();
        return;
      }
      const error = asDomainError(thrown);
      if (!error) {
        deps.log(`[reports] export: ${thrown instanceof Error ? thrown.stack : String(thrown)}`, 'error');
        res.status(500).json({ estado: 1, res: { mensaje: translate(lang, 'common.internal') } });
        return;
      }
      // Busy (every slot taken): asked to come back, as every REST call that refuses for now is.
      if (error.options.retryAfterSeconds)
        res.status(retryStatus(error.code)).set('Retry-After', String(error.options.retryAfterSeconds));
      res.json(errorBody(error, lang));
    }
  };
}
