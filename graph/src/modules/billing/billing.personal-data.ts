import { personalList, type PersonalDataPart } from '../common/personal-data';
import { sql } from '../common/sql';

/**
 * A person's charges and payments in their export, newest first. An erasure keeps them: invoices
 * are kept by law, and the member's row they name is anonymised, not removed.
 */
export const billingPersonalData: PersonalDataPart = {
  sections: async (em, id) => ({
    charges: await personalList(
      em,
      sql`select c.id, c.tipo, c.anio, c.importe_cent, c.estado, c.referencia, c.creado, c.pagado_en, c.motivo
          from cargo c where c.pagador_asociado = ${id} order by c.id desc`,
    ),
    payments: await personalList(
      em,
      sql`select p.id, p.cf_cargo as cargo, p.metodo, p.importe_cent, p.estado, p.creado, p.confirmado, p.motivo
          from pago p join cargo c on c.id = p.cf_cargo where c.pagador_asociado = ${id} order by p.id desc`,
    ),
  }),
};
