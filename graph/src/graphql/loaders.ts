import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainModule } from '../modules/common/domain-module';
import type { GraphContext } from './context';

/**
 * Every nested field resolves through these, built anew for each request (no stale cache): each
 * module's, from the modules the bootstrap hands in.
 */
export function createLoaders(modules: readonly DomainModule[], em: EntityManager): GraphContext['loaders'] {
  const loaders = modules.map((module) => module.loaders?.(em) ?? {});
  return Object.assign({}, ...loaders) as GraphContext['loaders'];
}
