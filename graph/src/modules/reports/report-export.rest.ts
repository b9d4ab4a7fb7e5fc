import type { RequestHandler } from 'express';
import { fileRoute } from '../../rest/file-route';
import type { RestDeps } from '../../rest/respond';
import { configFromRest } from './report.config';

/**
 * `POST /v1/listado/custom?excel=true` (part 3 §7, §9): the report as a file (ReportService's
 * `download`); a refusal before the first byte answers as every call does ({estado, res}).
 */
export function reportExportRoute(deps: RestDeps): RequestHandler {
  const { reports } = deps.services;
  return fileRoute(
    deps,
    async (ctx, req, send) => {
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
      await reports.download(ctx, configFromRest(body as Record<string, unknown>), send);
    },
    { tag: 'reports export' },
  );
}
