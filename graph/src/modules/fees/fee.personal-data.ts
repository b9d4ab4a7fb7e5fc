import { personalList, type PersonalDataPart } from '../common/personal-data';
import { sql } from '../common/sql';

/** A person's fees in their export, newest year first; an erasure keeps them (anonymous). */
export const feePersonalData: PersonalDataPart = {
  sections: async (em, id) => ({
    fees: await personalList(
      em,
      sql`select c.anio, c.tipo, r.id_rem as remesa, r.cf_asoc_val_dojo is not null as validada_dojo,
                 r.cf_asoc_val_asoc is not null as validada_asociacion,
                 r.cf_asoc_val_admi is not null as validada_federacion
          from cuota c join remesa r on r.id_rem = c.cf_remesa where c.cf_asociado = ${id}
          order by c.anio desc, c.id_cuota desc`,
    ),
  }),
};
