import { maskIban } from '@federa/schema/validation/sepa';
import { personalList, type PersonalDataPart } from '../common/personal-data';
import { run, sql } from '../common/sql';

/**
 * A member's own mandates in their export: the IBAN in full for them and the national
 * administrator (`reader.full`), masked for the administrators of their dojo or association, as
 * the mandate list shows it. An erasure revokes them; one never collected goes, one collected
 * stays (the creditor answers for its debits: refunds can be claimed for 13 months) with its
 * holder's name gone, and the debits keep the account they were presented to.
 */
export const mandatePersonalData: PersonalDataPart = {
  sections: async (em, id, reader) => {
    const list = await personalList(
      em,
      sql`select m.id, m.acreedor_asoc, m.titular, m.iban, m.bic, m.referencia, m.firmado::text as firmado,
            m.secuencia, m.activo
          from mandato m where m.pagador_asociado = ${id} order by m.id desc`,
    );
    const rows = reader.full
      ? list.rows
      : list.rows.map((row) => ({ ...row, iban: maskIban(String(row.iban)) }));
    return { sepaMandates: { ...list, rows } };
  },
  erase: async (em, id) => {
    await run(
      em,
      sql`delete from mandato m where m.pagador_asociado = ${id}
          and not exists (select 1 from adeudo a where a.cf_mandato = m.id)`,
    );
    await run(
      em,
      sql`update mandato set activo = false, titular = '-', cambiado = now() where pagador_asociado = ${id}`,
    );
  },
};
