import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonalList } from '../common/personal-data';
import { first, run, sql } from '../common/sql';

/**
 * Everything the federation holds about one person (issue 16), for them or an administrator over
 * them: the record (not the password hash nor the validation and card codes, which are keys, not
 * data about them), then each module's sections (its `personalData` part, in module order): fees,
 * grades, titles, enrolments, their report templates, what they sent signed in through the
 * contact form, and the audit log's entries about them and by them.
 */
export type PersonalData = { member: Record<string, unknown> } & Record<
  string,
  PersonalList | Record<string, unknown>
>;

/** The record's part of the export; none when there is no such member. */
export function personalRecord(em: EntityManager, id: number): Promise<Record<string, unknown> | undefined> {
  return first(
    em,
    sql`select a.id_aso as id, a.num_acae, a.dni, a.nombre, a.apellido, a.mail, a.fecha_nacimiento,
               a.domicilio, a.ciudad, a.provincia, a.telefono, a.obs, a.avatar, a.validado, a.activo,
               a.es_admin, a.es_admin_asoc, a.es_admin_dojo, a.creado,
               d.nombre as dojo, s.nombre as asociacion
        from asociado a join dojo d on d.id_dojo = a.cf_dojo join asociacion s on s.id_asoc = a.cf_asoc
        where a.id_aso = ${id}`,
  );
}

/**
 * Erases a person and keeps the federation's statistics: the row stays (fees, grades, titles and
 * enrolments still count, anonymous) with nothing that names or reaches them: name, document,
 * mail, number, address, phone, notes, photo and access go; of the birth date only the year stays
 * (the age bands of the statistics). The other modules erase their part after it (what they sent
 * signed in through the contact form and their report templates go; the audit log keeps that
 * their record changed, not what it said), in the same transaction: all of it or nothing.
 * Answers the photo to remove once committed.
 */
export async function erasePerson(em: EntityManager, id: number): Promise<{ avatar: string | null }> {
  const [row] = await run<{ avatar: string | null }>(
    em,
    sql`select avatar from asociado where id_aso = ${id} for update`,
  );
  await run(
    em,
    sql`update asociado set nombre = 'Anónimo', apellido = ${`#${id}`}, dni = ${`BORRADO${id}`}, mail = null,
          num_acae = null, fecha_nacimiento = make_date(extract(year from fecha_nacimiento)::int, 1, 1),
          domicilio = null, ciudad = null, provincia = null, telefono = null, obs = null,
          avatar = 'default.jpg', codvalidacion = null, validado = false, psw_hash = null,
          cod_carnet = md5(random()::text), token_version = token_version + 1, activo = false,
          es_admin = false, es_admin_asoc = false, es_admin_dojo = false
        where id_aso = ${id}`,
  );
  return { avatar: row?.avatar ?? null };
}
