import type { FieldError } from '@federa/schema/validation/auth';
import type {
  DomainModule,
  HistoryGuard,
  HistoryRecord,
  ImageDeclaration,
  ServiceDefinition,
  ServiceKit,
} from './domain-module';
import type { PersonalDataPart } from './personal-data';
import type { ViewSpec } from './report-view';

/**
 * The centre's lists, derived from the modules (domain-module.ts). Each refuses, at start, a
 * registry that contradicts itself: two modules claiming one name, a service needing one nobody
 * registers. The bootstrap calls them; a module never does.
 */

/** A registry error: the server does not start with it. */
export class RegistryError extends Error {}

function claim(owners: Map<string, string>, what: string, name: string, module: string): void {
  const other = owners.get(name);
  if (other !== undefined)
    throw new RegistryError(`${what} "${name}" is registered by both "${other}" and "${module}"`);
  owners.set(name, module);
}

/** Module names are unique: the registry's other lists are told by them. */
export function checkModuleNames(modules: readonly DomainModule[]): void {
  const owners = new Map<string, string>();
  for (const module of modules) claim(owners, 'Module', module.name, module.name);
}

type Kit = Omit<ServiceKit, 'holdsHistory' | 'personalData' | 'reportViews'>;

/**
 * Every module's services, each built after those it needs and handed only those. A need nobody
 * registers, a name two modules register or services needing each other stop the start.
 */
export function buildServices(modules: readonly DomainModule[], kit: Kit): Record<string, unknown> {
  const definitions = new Map<string, { module: string; definition: ServiceDefinition }>();
  const owners = new Map<string, string>();
  for (const module of modules)
    for (const [name, definition] of Object.entries(module.services ?? {})) {
      claim(owners, 'Service', name, module.name);
      definitions.set(name, { module: module.name, definition });
    }
  for (const [name, { module, definition }] of definitions)
    for (const need of definition.needs ?? [])
      if (!definitions.has(need))
        throw new RegistryError(
          `Service "${name}" (module "${module}") needs "${need}", which no module registers`,
        );

  const fullKit: ServiceKit = {
    ...kit,
    holdsHistory: historyGuard(modules),
    personalData: personalDataParts(modules),
    reportViews: moduleReportViews(modules),
  };
  const built = new Map<string, unknown>();
  const building: string[] = [];
  const build = (name: string): unknown => {
    if (built.has(name)) return built.get(name);
    if (building.includes(name))
      throw new RegistryError(`Services need each other: ${[...building, name].join(' → ')}`);
    building.push(name);
    const { definition } = definitions.get(name)!;
    const services = Object.fromEntries((definition.needs ?? []).map((need) => [need, build(need)]));
    const service = (definition.create as (kit: ServiceKit, services: object) => unknown)(fullKit, services);
    building.pop();
    built.set(name, service);
    return service;
  };
  // In registry order, so that what the doors list (and the logs) keep the modules' order.
  return Object.fromEntries([...definitions.keys()].map((name) => [name, build(name)]));
}

/** Whether any module's rows keep a record: each module's guard, in module order, until one does. */
export function historyGuard(modules: readonly DomainModule[]): (record: HistoryRecord) => HistoryGuard {
  return (record) => {
    const guards = modules.flatMap((module) => module.history?.[record] ?? []);
    return async (em, id) => {
      for (const guard of guards) if (await guard(em, id)) return true;
      return false;
    };
  };
}

/** The report views, each code offered once. */
export function moduleReportViews(modules: readonly DomainModule[]): ViewSpec[] {
  const owners = new Map<string, string>();
  return modules.flatMap((module) =>
    (module.reportViews ?? []).map((view) => {
      claim(owners, 'Report view', view.code, module.name);
      return view;
    }),
  );
}

export function personalDataParts(modules: readonly DomainModule[]): PersonalDataPart[] {
  return modules.flatMap((module) => module.personalData ?? []);
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export function moduleEntities(modules: readonly DomainModule[]): Function[] {
  const owners = new Map<string, string>();
  return modules.flatMap((module) =>
    (module.entities ?? []).map((entity) => {
      claim(owners, 'Entity', entity.name, module.name);
      return entity;
    }),
  );
}

/** Each unique constraint named once, with the field error of its module's duplicate check. */
export function moduleUniqueConstraints(modules: readonly DomainModule[]): Record<string, FieldError> {
  const owners = new Map<string, string>();
  const constraints: Record<string, FieldError> = {};
  for (const module of modules)
    for (const [name, field] of Object.entries(module.uniqueConstraints ?? {})) {
      claim(owners, 'Unique constraint', name, module.name);
      constraints[name] = field;
    }
  return constraints;
}

/** The differences between what the modules declare and a shared list, said; empty when none. */
function differences(declared: readonly string[], shared: readonly string[], where: string): string[] {
  return [
    ...declared.filter((name) => !shared.includes(name)).map((name) => `"${name}" is not listed in ${where}`),
    ...shared.filter((name) => !declared.includes(name)).map((name) => `"${name}" is declared by no module`),
  ];
}

/**
 * The record kinds of the audit log (the tables its triggers follow), each a module's: the same
 * as the shared list (`shared`, @federa/schema/validation/audit) the log is filtered by.
 */
export function moduleAuditedTables(modules: readonly DomainModule[], shared: readonly string[]): string[] {
  const owners = new Map<string, string>();
  const tables = modules.flatMap((module) =>
    (module.auditedTables ?? []).map((table) => {
      claim(owners, 'Audited table', table, module.name);
      return table;
    }),
  );
  const wrong = differences(tables, shared, '@federa/schema/validation/audit');
  if (wrong.length) throw new RegistryError(`Audited tables differ: ${wrong.join('; ')}`);
  return tables;
}

/**
 * The image kinds, each named once and in its own folder; the folders those of the shared list
 * (`folders`, @federa/schema/images), which the web's dev server proxies, no more and no fewer.
 */
export function moduleImages(
  modules: readonly DomainModule[],
  folders: readonly string[],
): ImageDeclaration[] {
  const kinds = new Map<string, string>();
  const inFolder = new Map<string, string>();
  const images = modules.flatMap((module) =>
    (module.images ?? []).map((image) => {
      claim(kinds, 'Image kind', image.kind, module.name);
      claim(inFolder, 'Image folder', image.folder, module.name);
      return image;
    }),
  );
  const wrong = differences(
    images.map((image) => image.folder),
    folders,
    '@federa/schema/images',
  );
  if (wrong.length) throw new RegistryError(`Image folders differ: ${wrong.join('; ')}`);
  return images;
}
