import type { DomainModule, ServiceKit } from '../common/domain-module';
import { exists, sql } from '../common/sql';
import { Statement, StatementLine } from './statement.entity';
import { StatementResolver } from './statement.resolver';
import { statementRestRoutes } from './statement.rest';
import { StatementService, type StatementSettings } from './statement.service';

export const statementsModule = {
  name: 'statements',
  services: {
    statements: {
      create: ({ settings, log }: ServiceKit<StatementSettings>) => new StatementService(settings, log),
    },
  },
  entities: [Statement, StatementLine],
  // The import is its statement's row; a line is audited when it changes (a match, a dismissal).
  auditedTables: ['extracto', 'extracto_linea'],
  // An association's statements are the record of its account: they keep the association.
  history: { association: (em, id) => exists(em, sql`select 1 from extracto where cf_asoc = ${id}`) },
  resolvers: [StatementResolver],
  // Within the upload limit as base64; a larger file comes as the request's body, streamed.
  uploadRoutes: ['/extractos/importar'],
  restRoutes: statementRestRoutes,
} satisfies DomainModule;
