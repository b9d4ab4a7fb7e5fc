import type { EntityManager } from '@mikro-orm/postgresql';
import { first, run, sql } from '../common/sql';

/** Lists in an export: the newest this many; more is said, not listed. */
export const PERSONAL_LIST_MAX = 1000;

export type PersonalList = { rows: Record<string, unknown>[]; more: boolean };
export type PersonalData = {
  member: Record<string, unknown>;
  fees: PersonalList;
  grades: PersonalList;
  titles: PersonalList;
  enrolments: PersonalList;
  reportTemplates: PersonalList;
  /**
   * Only in their own export and the national administrator's, who reads the inbox anyway: what a
   * member wrote to the federation is not for the administrators of their dojo or association.
   */
  contactMessages?: PersonalList;
  /** Changes of their record in the audit log, and changes they made. */
  recordHistory: PersonalList;
  actions: PersonalList;
};

async function list(em: EntityManager, query: ReturnType<typeof sql>): Promise<PersonalList> {
  const rows = await run(em, sql`${query} limit ${PERSONAL_LIST_MAX + 1}`);
  return { rows: rows.slice(0, PERSONAL_LIST_MAX), more: rows.length > PERSONAL_LIST_MAX };
}

/**
 * Everything the federation holds about one person (issue 16), for them or an administrator over
 * them: the record (not the password hash nor the validation and card codes, which are keys, not
 * data about them), fees, grades, titles, enrolments, their report templates, what they sent
 * signed in through the contact form, and the audit log's entries about them and by them.
 */
export async function collectPersonalData(
  em: EntityManager,
  id: number,
  withContactMessages: boolean,
): Promise<PersonalData | null> {
  const member = await first(
    em,
    sql`select a.id_aso as id, a.num_acae, a.dni, a.nombre, a.apellido, a.mail, a.fecha_nacimiento,
               a.domicilio, a.ciudad, a.provincia, a.telefono, a.obs, a.avatar, a.validado, a.activo,
               a.es_admin, a.es_admin_asoc, a.es_admin_dojo, a.creado,
               d.nombre as dojo, s.nombre as asociacion
        from asociado a join dojo d on d.id_dojo = a.cf_dojo join asociacion s on s.id_asoc = a.cf_asoc
        where a.id_aso = ${id}`,
  );
  if (!member) return null;
  return {
    member,
    fees: await list(
      em,
      sql`select c.anio, c.tipo, r.id_rem as remesa, r.cf_asoc_val_dojo is not null as validada_dojo,
                 r.cf_asoc_val_asoc is not null as validada_asociacion,
                 r.cf_asoc_val_admi is not null as validada_federacion
          from cuota c join remesa r on r.id_rem = c.cf_remesa where c.cf_asociado = ${id}
          order by c.anio desc, c.id_cuota desc`,
    ),
    grades: await list(
      em,
      sql`select b.descripcion as cinturon, g.fecha, g.nhoras, g.estado, g.validado_en
          from grado g join cinturon b on b.idcinturon = g.cf_cinturon where g.cf_asociado = ${id}
          order by g.fecha desc, g.idgrado desc`,
    ),
    titles: await list(
      em,
      sql`select t.descripcion as titulo, at.fecha, at.estado, at.validado_en
          from asociado_titulo at join titulo t on t.idtitulo = at.cf_titulo where at.cf_asociado = ${id}
          order by at.fecha desc, at.idasoc_titulo desc`,
    ),
    enrolments: await list(
      em,
      sql`select c.titulo as curso, c.ciudad, c.fecha_ini, c.fecha_fin, i.pagado, i.asistencia,
                 i.clausula_aceptada, i.creado
          from inscripcion i join curso c on c.id_curso = i.cf_curso where i.cf_asociado = ${id}
          order by i.creado desc, i.id_inscripcion desc`,
    ),
    reportTemplates: await list(
      em,
      sql`select nombre, app as vista, descripcion, fecha from plantilla where cf_autor = ${id}
          order by fecha desc, id desc`,
    ),
    // Only what they sent signed in: the address on their record proves nothing (anyone may give
    // a record a stranger's address), and a message sent without a session is nobody's.
    ...(withContactMessages && {
      contactMessages: await list(
        em,
        sql`select fecha, nombre, email, mensaje from mensaje_contacto where cf_asociado = ${id}
            order by fecha desc, id desc`,
      ),
    }),
    recordHistory: await list(
      em,
      sql`select momento, accion, id_autor, antes, despues from auditoria
          where tabla = 'asociado' and id_registro = ${String(id)} order by momento desc, id desc`,
    ),
    actions: await list(
      em,
      sql`select momento, accion, tabla, id_registro from auditoria where id_autor = ${id}
          order by momento desc, id desc`,
    ),
  };
}

/**
 * Erases a person and keeps the federation's statistics: the row stays (fees, grades, titles and
 * enrolments still count, anonymous) with nothing that names or reaches them: name, document,
 * mail, number, address, phone, notes, photo and access go; of the birth date only the year stays
 * (the age bands of the statistics). What they sent signed in through the contact form and their
 * report templates go; the audit log keeps that their record changed, not what it said. Runs on a
 * transaction: all of it or nothing. Answers the photo to remove once committed.
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
  // Every message they sent signed in, whatever address it gave (a former one too); never a
  // stranger's that merely gave the address their record holds.
  await run(em, sql`delete from mensaje_contacto where cf_asociado = ${id}`);
  await run(em, sql`delete from plantilla where cf_autor = ${id}`);
  await scrubMemberAudit(em, id);
  return { avatar: row?.avatar ?? null };
}

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
