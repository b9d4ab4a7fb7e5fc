import { personalList, type PersonalDataPart } from '../common/personal-data';
import { sql } from '../common/sql';

/** A person's enrolments in their export, newest first; an erasure keeps them (anonymous). */
export const enrolmentPersonalData: PersonalDataPart = {
  sections: async (em, id) => ({
    enrolments: await personalList(
      em,
      sql`select c.titulo as curso, c.ciudad, c.fecha_ini, c.fecha_fin, i.pagado, i.asistencia,
                 i.clausula_aceptada, i.creado
          from inscripcion i join curso c on c.id_curso = i.cf_curso where i.cf_asociado = ${id}
          order by i.creado desc, i.id_inscripcion desc`,
    ),
  }),
};
