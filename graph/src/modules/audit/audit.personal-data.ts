import type { EntityManager } from '@mikro-orm/postgresql';
import { personalList, type PersonalDataPart } from '../common/personal-data';
import { run, sql } from '../common/sql';

/**
 * The audit log's entries of a member's record (an erasure's or a delete's own among them: run it
 * after that statement, in its transaction) keep what happened, when and by whom, not the data.
 */
export async function scrubMemberAudit(em: EntityManager, id: number): Promise<void> {
  await run(
    em,
    sql`update auditoria set antes = null, despues = null
        where tabla = 'asociado' and id_registro = ${String(id)} and (antes is not null or despues is not null)`,
  );
}

/**
 * In a person's export: the changes of their record and the changes they made. An erasure and a
 * delete leave the log keeping that their record changed, not what it said.
 */
export const auditPersonalData: PersonalDataPart = {
  sections: async (em, id) => ({
    recordHistory: await personalList(
      em,
      sql`select momento, accion, id_autor, antes, despues from auditoria
          where tabla = 'asociado' and id_registro = ${String(id)} order by momento desc, id desc`,
    ),
    actions: await personalList(
      em,
      sql`select momento, accion, tabla, id_registro from auditoria where id_autor = ${id}
          order by momento desc, id desc`,
    ),
  }),
  erase: scrubMemberAudit,
  deleted: scrubMemberAudit,
};
