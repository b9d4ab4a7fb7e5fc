import type { EntityManager } from '@mikro-orm/postgresql';
import { associationLoaders } from '../modules/associations/association.loaders';
import { dojoLoaders } from '../modules/dojos/dojo.loaders';
import { geoLoaders } from '../modules/geo/geo.loaders';
import { memberLoaders } from '../modules/members/member.loaders';

/** Every nested field resolves through these, built anew for each request (no stale cache). */
export function createLoaders(em: EntityManager) {
  return { ...associationLoaders(em), ...dojoLoaders(em), ...memberLoaders(em), ...geoLoaders(em) };
}

export type Loaders = ReturnType<typeof createLoaders>;
