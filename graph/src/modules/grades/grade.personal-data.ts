import { personalList, type PersonalDataPart } from '../common/personal-data';
import { sql } from '../common/sql';

/** A person's grades and titles in their export, newest first; an erasure keeps them (anonymous). */
export const gradePersonalData: PersonalDataPart = {
  sections: async (em, id) => ({
    grades: await personalList(
      em,
      sql`select b.descripcion as cinturon, g.fecha, g.nhoras, g.estado, g.validado_en
          from grado g join cinturon b on b.idcinturon = g.cf_cinturon where g.cf_asociado = ${id}
          order by g.fecha desc, g.idgrado desc`,
    ),
    titles: await personalList(
      em,
      sql`select t.descripcion as titulo, at.fecha, at.estado, at.validado_en
          from asociado_titulo at join titulo t on t.idtitulo = at.cf_titulo where at.cf_asociado = ${id}
          order by at.fecha desc, at.idasoc_titulo desc`,
    ),
  }),
};
