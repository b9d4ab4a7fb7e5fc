import type { EntityManager } from '@mikro-orm/postgresql';
import { MODULES, type Loaders } from '../modules';

export type { Loaders };

/** Every nested field resolves through these, built anew for each request (no stale cache). */
export function createLoaders(em: EntityManager): Loaders {
  const loaders = MODULES.map((module) => ('loaders' in module ? module.loaders(em) : {}));
  return Object.assign({}, ...loaders) as Loaders;
}
