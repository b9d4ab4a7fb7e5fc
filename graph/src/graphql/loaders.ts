import type { EntityManager } from '@mikro-orm/postgresql';
// Type only: the context's loaders are typed from what the modules give; no domain code runs here.
import type { Loaders } from '../modules';
import type { DomainModule } from '../modules/common/domain-module';

export type { Loaders };

/** Every nested field resolves through these, built anew for each request (no stale cache). */
export function createLoaders(modules: readonly DomainModule[], em: EntityManager): Loaders {
  const loaders = modules.map((module) => module.loaders?.(em) ?? {});
  return Object.assign({}, ...loaders) as Loaders;
}
