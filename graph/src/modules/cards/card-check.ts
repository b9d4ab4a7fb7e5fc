import type { EntityManager } from '@mikro-orm/postgresql';
import { cardName } from '@federa/schema/validation/cards';
import { DomainError } from '../common/domain-error';
import { first, sql } from '../common/sql';
import { sameSecret } from '../members/member.service';

/** The longest member number and card code a check examines; anything longer is refused unread. */
export const MAX_CHECK_NUMBER = 15;
export const MAX_CHECK_CODE = 64;

/** What an unsigned card check shows (issue 13): who the card is of, nothing private. */
export type CardCheck = {
  memberNumber: string;
  fullName: string;
  cardName: string;
  dojoName: string;
  associationName: string;
  avatar: string;
  currentYear: number;
  feeValidatedThisYear: boolean;
  validatedFeeYear: number | null;
  grade: string | null;
  gradeValue: number | null;
  title: string | null;
};

/** Unknown number and wrong code answer alike: a check cannot probe which numbers exist. */
const invalid = () => new DomainError('BAD_USER_INPUT', 'cards.checkInvalid');

type CheckRow = {
  num_acae: string;
  nombre: string;
  apellido: string;
  avatar: string;
  dojo: string;
  asociacion: string;
  cuota_validada: number | null;
  cuota_este_anio: boolean;
  grado: string | null;
  valor_grado: number | null;
  titulo: string | null;
};

/**
 * The card check (beyond the spec): the member whose number and card code match, with this year's
 * validated fee and the highest validated belt and title (estado >= 0, as the grades module reads
 * "validated"). Bounded inputs first; the code is compared in constant time, and only a match reads
 * the fees and grades: a wrong code costs what an unknown number does, so no timing tells whether
 * a number exists.
 */
export async function checkCard(em: EntityManager, memberNumber: unknown, code: unknown): Promise<CardCheck> {
  if (typeof memberNumber !== 'string' || typeof code !== 'string') throw invalid();
  if (memberNumber.length > MAX_CHECK_NUMBER || code.length > MAX_CHECK_CODE) throw invalid();
  const number = memberNumber.trim();
  if (!number || !code) throw invalid();
  const found = await first<{ id_aso: number; cod_carnet: string }>(
    em,
    sql`select a.id_aso, a.cod_carnet from asociado a where a.num_acae = ${number} and a.activo`,
  );
  // A disabled member's card no longer checks, as their sign-in and calendar feed stop.
  // Compared even without a row, so that an unknown number costs what a wrong code does.
  const matches = sameSecret(found?.cod_carnet ?? '0'.repeat(32), code.trim());
  if (!found || !matches) throw invalid();
  const year = new Date().getFullYear();
  const row = await first<CheckRow>(
    em,
    sql`select a.num_acae, a.nombre, a.apellido, a.avatar, d.nombre as dojo, s.nombre as asociacion,
          (select max(c.anio) from cuota c join remesa r on r.id_rem = c.cf_remesa
           where c.cf_asociado = a.id_aso and r.cf_asoc_val_admi is not null) as cuota_validada,
          exists (select 1 from cuota c join remesa r on r.id_rem = c.cf_remesa
           where c.cf_asociado = a.id_aso and c.anio = ${year} and r.cf_asoc_val_admi is not null) as cuota_este_anio,
          g.descripcion as grado, g.valor as valor_grado, t.descripcion as titulo
        from asociado a join dojo d on d.id_dojo = a.cf_dojo join asociacion s on s.id_asoc = a.cf_asoc
        left join lateral (select c.descripcion, c.valor from grado x join cinturon c on c.idcinturon = x.cf_cinturon
          where x.cf_asociado = a.id_aso and x.estado >= 0 order by c.valor desc limit 1) g on true
        left join lateral (select t.descripcion from asociado_titulo x join titulo t on t.idtitulo = x.cf_titulo
          where x.cf_asociado = a.id_aso and x.estado >= 0 order by t.valor desc limit 1) t on true
        where a.id_aso = ${found.id_aso}`,
  );
  // Deleted since the code was read: as an unknown number.
  if (!row) throw invalid();
  return {
    memberNumber: row.num_acae,
    fullName: `${row.nombre} ${row.apellido}`,
    cardName: cardName(row.nombre, row.apellido),
    dojoName: row.dojo,
    associationName: row.asociacion,
    avatar: row.avatar,
    currentYear: year,
    feeValidatedThisYear: row.cuota_este_anio,
    validatedFeeYear: row.cuota_validada,
    grade: row.grado,
    gradeValue: row.valor_grado,
    title: row.titulo,
  };
}
