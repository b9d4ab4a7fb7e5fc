import { personalList, type PersonalDataPart } from '../common/personal-data';
import { run, sql } from '../common/sql';

/** A person's report templates: in their export, and gone with an erasure. */
export const reportTemplatePersonalData: PersonalDataPart = {
  sections: async (em, id) => ({
    reportTemplates: await personalList(
      em,
      sql`select nombre, app as vista, descripcion, fecha from plantilla where cf_autor = ${id}
          order by fecha desc, id desc`,
    ),
  }),
  erase: async (em, id) => {
    await run(em, sql`delete from plantilla where cf_autor = ${id}`);
  },
};
