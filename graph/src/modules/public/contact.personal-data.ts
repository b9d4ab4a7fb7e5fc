import { personalList, type PersonalDataPart, type PersonalList } from '../common/personal-data';
import { run, sql } from '../common/sql';

/**
 * What a person sent signed in through the contact form. Only in their own export and the national
 * administrator's, who reads the inbox anyway: what a member wrote to the federation is not for
 * the administrators of their dojo or association. Only what they sent signed in: the address on
 * their record proves nothing (anyone may give a record a stranger's address), and a message
 * sent without a session is nobody's.
 */
export const contactPersonalData: PersonalDataPart = {
  sections: async (em, id, reader): Promise<Record<string, PersonalList>> =>
    reader.full
      ? {
          contactMessages: await personalList(
            em,
            sql`select fecha, nombre, email, mensaje from mensaje_contacto where cf_asociado = ${id}
                order by fecha desc, id desc`,
          ),
        }
      : {},
  // Every message they sent signed in, whatever address it gave (a former one too); never a
  // stranger's that merely gave the address their record holds.
  erase: async (em, id) => {
    await run(em, sql`delete from mensaje_contacto where cf_asociado = ${id}`);
  },
};
