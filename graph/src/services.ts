import type { Config } from './config';
import type { Log } from './logging';
import { MODULES, type ModuleNeeds, type ModuleSettings, type Services } from './modules';
import type { FileStore } from './modules/common/file-store';
import type { LimiterStore } from './modules/common/limiter-store';
import { useUniqueConstraints } from './modules/common/database-errors';
import { AUDITED_TABLES } from '@federa/schema/validation/audit';
import {
  buildServices,
  checkModuleNames,
  moduleAuditedTables,
  moduleUniqueConstraints,
} from './modules/common/module-registry';

export type { Loaders, Services } from './modules';

/**
 * The domain services, built once per server from the modules' declarations (domain-module.ts)
 * and shared by the GraphQL and REST doors. `limits`: where rate limits are counted (the
 * database, so that every process counts together).
 */
export function createServices(
  config: Config,
  limits: LimiterStore,
  files: FileStore,
  log: Log = () => undefined,
): Services {
  // Each module takes its settings as a part of the configuration: checked here, where both meet.
  const settings: ModuleSettings = config;
  checkModuleNames(MODULES);
  // The audit log's filter offers the shared list: every module's audited tables, no more.
  moduleAuditedTables(MODULES, AUDITED_TABLES);
  // A save that loses a race at a unique constraint answers as its module's duplicate check.
  useUniqueConstraints(moduleUniqueConstraints(MODULES));
  const services = buildServices(MODULES, { settings, limits, files, log }) as Services;
  // And each factory is handed the other modules' services as it types them.
  const _handed: ModuleNeeds = services;
  return services;
}
