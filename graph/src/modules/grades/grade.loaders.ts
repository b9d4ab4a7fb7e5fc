import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { readinessOf, type GradeReadiness } from './grade.readiness';

/** A page of members asks for their readiness in one statement. */
export function gradeLoaders(em: EntityManager) {
  return {
    gradeReadiness: new DataLoader<number, GradeReadiness | null>(async (ids) => {
      const byMember = await readinessOf(em, ids);
      return ids.map((id) => byMember.get(id) ?? null);
    }),
  };
}
