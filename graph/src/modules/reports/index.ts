import type { DomainModule, ServiceKit } from '../common/domain-module';
import { ReportTemplate } from './report-template.entity';
import { reportTemplatePersonalData } from './report-template.personal-data';
import { ReportTemplateResolver } from './report-template.resolver';
import { reportTemplateRestRoutes } from './report-template.rest';
import { ReportTemplateService } from './report-template.service';
import type { ReportLimits } from './report.limits';
import { ReportResolver } from './report.resolver';
import { reportRestRoutes } from './report.rest';
import { ReportService } from './report.service';

export const reportsModule = {
  name: 'reports',
  services: {
    reports: {
      create: ({ settings, reportViews }: ServiceKit<{ reports: ReportLimits }>) =>
        new ReportService(settings.reports, reportViews),
    },
    reportTemplates: {
      needs: ['reports'],
      create: (_kit: ServiceKit, { reports }: { reports: ReportService }) =>
        new ReportTemplateService(reports),
    },
  },
  entities: [ReportTemplate],
  uniqueConstraints: {
    plantilla_autor_app_nombre_unique: { field: 'name', key: 'reports.templateNameTaken' },
  },
  personalData: reportTemplatePersonalData,
  resolvers: [ReportResolver, ReportTemplateResolver],
  restRoutes: (router, deps) => {
    reportRestRoutes(router, deps);
    reportTemplateRestRoutes(router, deps);
  },
} satisfies DomainModule;
