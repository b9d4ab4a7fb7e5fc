import type { TestServer } from '../../support/test-server';
import { makeMember } from '../../support/world';

export {
  ACCOUNT_ID,
  ROLES,
  TRANSPORTS,
  type Outcome,
  type Places,
  type Role,
  type Transport,
} from '../../support/world';
export * from './grades-api';

/** A member of a dojo with no grades, made straight in the database. */
export async function newMember(
  t: TestServer,
  dojoId: number,
  nombre?: string,
): Promise<{ id: number; numAcae: string; nombre: string }> {
  const m = await makeMember(t, dojoId, { nombre, apellido: 'Cinturon', numberFrom: 8000 });
  return { id: m.id, numAcae: m.numAcae!, nombre: m.nombre };
}

/** A belt held by a member at a status (-1 pending, 0 regulated, 1 examined), made straight in the database. */
export async function gradeAt(
  t: TestServer,
  memberId: number,
  beltId: number,
  status: number,
  fecha = '2020-01-01',
  nhoras = 0,
): Promise<number> {
  const [row] = await t.sql(
    `insert into grado (cf_asociado, cf_cinturon, fecha, nhoras, estado, cf_validador)
     values ($1, $2, $3, $4, $5::int, case when $5::int >= 0 then 1 end) returning idgrado`,
    [memberId, beltId, fecha, nhoras, status],
  );
  return row.idgrado;
}

export async function titleAt(
  t: TestServer,
  memberId: number,
  titleId: number,
  status: number,
  fecha = '2021-01-01',
) {
  const [row] = await t.sql(
    `insert into asociado_titulo (cf_asociado, cf_titulo, fecha, estado, cf_validador)
     values ($1, $2, $3, $4::int, case when $4::int >= 0 then 1 end) returning idasoc_titulo`,
    [memberId, titleId, fecha, status],
  );
  return row.idasoc_titulo;
}

/** Everything stored about a member's grades and titles, to prove that a refused call wrote nothing. */
export async function recordSnapshot(t: TestServer, memberId: number) {
  const grades = await t.sql('select * from grado where cf_asociado = $1 order by idgrado', [memberId]);
  const titles = await t.sql('select * from asociado_titulo where cf_asociado = $1 order by idasoc_titulo', [
    memberId,
  ]);
  return { grades, titles };
}

/** The messages of part 2 §4, §5, §6 and §8, word for word, in the three languages. */
export const MESSAGES = {
  dateRequired: { es: 'La fecha es obligatoria', en: 'The date is required', fr: 'La date est obligatoire' },
  dateFuture: {
    es: 'La fecha no puede ser posterior a hoy.',
    en: 'The date cannot be later than today.',
    fr: 'La date ne peut pas être postérieure à aujourd’hui.',
  },
  hoursRequired: {
    es: 'Las horas son obligatorias',
    en: 'The hours are required',
    fr: 'Les heures sont obligatoires',
  },
  hoursInvalid: {
    es: 'El número de horas debe ser un número válido mayor o igual que 0',
    en: 'The number of hours must be a valid number greater than or equal to 0',
    fr: "Le nombre d'heures doit être un nombre valide supérieur ou égal à 0",
  },
  nothingToSave: {
    es: 'Debe haber al menos un cinturón seleccionado/eliminado/modificado',
    en: 'At least one belt must be selected/removed/changed',
    fr: 'Il doit y avoir au moins une ceinture sélectionnée/supprimée/modifiée',
  },
  cannotRemoveGrade: {
    es: 'No puedes quitar este grado',
    en: 'You cannot remove this grade',
    fr: 'Vous ne pouvez pas retirer ce grade',
  },
  cannotChangeGrade: {
    es: 'No puedes modificar este grado',
    en: 'You cannot change this grade',
    fr: 'Vous ne pouvez pas modifier ce grade',
  },
  cannotChangeTitle: {
    es: 'No puedes modificar este título',
    en: 'You cannot change this title',
    fr: 'Vous ne pouvez pas modifier ce titre',
  },
  cannotRemoveTitle: {
    es: 'No puedes quitar este titulo',
    en: 'You cannot remove this title',
    fr: 'Vous ne pouvez pas retirer ce titre',
  },
  permissionDenied: { es: 'Permiso Denegado', en: 'Permission denied', fr: 'Permission refusée' },
  notYourDojo: { es: 'no es de tu Dojo', en: 'is not from your Dojo', fr: "n'est pas de votre Dojo" },
} as const;

export const ES = {
  denied: 'Permiso denegado',
  deleted: 'Grado eliminado.',
  titleDeleted: 'Título eliminado.',
  deleteFailed: 'El grado no se puede eliminar.',
  titleDeleteFailed: 'El Título no se puede eliminar.',
  notPending: 'Solo se pueden eliminar grados y títulos pendientes.',
  cannotValidate: 'No puedes validar ni desvalidar este grado.',
  acae: 'Administradores de ACAE',
};
