import type { Outcome, Transport } from '../../support/outcome';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';

export type { Outcome, Transport };
export * from './grades-api';
export const TRANSPORTS: Transport[] = ['rest', 'graphql'];

/** The demo accounts (ids 1 to 4), each holding one role, all in association 1 and its dojo 1. */
export const ROLES = ['admin', 'asoc', 'dojo', 'miembro'] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNT_ID: Record<Role, number> = { admin: 1, asoc: 2, dojo: 3, miembro: 4 };

/** Dojo 1 (the demo accounts'), another dojo of association 1, and a dojo of another association. */
export type Places = { dojo1: number; sameAsocDojo: number; otherAsocDojo: number };

/** The usual start of a grades test file: its own database, a token per role, places and the ladder. */
export async function openGradesWorld() {
  const t = await startTestServer();
  const entries = await Promise.all(
    ROLES.map(async (role) => [role, await signIn(t, `${role}@demo.federa`)] as const),
  );
  const tokens = Object.fromEntries(entries) as Record<Role, string>;
  const [same] = await t.sql('select id_dojo from dojo where cf_asoc = 1 and id_dojo <> 1 order by id_dojo');
  const [other] = await t.sql('select id_dojo from dojo where cf_asoc <> 1 order by id_dojo');
  const where: Places = { dojo1: 1, sameAsocDojo: same.id_dojo, otherAsocDojo: other.id_dojo };
  const belts = await t.sql('select idcinturon, valor, nhoras, descripcion from cinturon');
  const titles = await t.sql('select idtitulo, valor, descripcion from titulo');
  /** A belt's id by its valor (-60 6º Kyu ... 0 Shodan ... 70 Hachidan). */
  const belt = (valor: number): number => belts.find((b) => b.valor === valor)!.idcinturon;
  const title = (valor: number): number => titles.find((b) => b.valor === valor)!.idtitulo;
  return { t, tokens, where, belt, title };
}

let counter = 0;
/** A member of a dojo with no grades, made straight in the database. */
export async function newMember(
  t: TestServer,
  dojoId: number,
  nombre?: string,
): Promise<{ id: number; numAcae: string; nombre: string }> {
  counter++;
  const tag = `${process.pid}${counter}`;
  const name = nombre ?? `Graduado${counter}`;
  const [row] = await t.sql(
    `insert into asociado (dni, nombre, apellido, mail, num_acae, fecha_nacimiento, cf_dojo, cf_asoc)
     select $1, $2, 'Cinturon', $3, s.serie || (8000 + $4::int)::text, '1980-04-05', d.id_dojo, d.cf_asoc
       from dojo d join asociacion s on s.id_asoc = d.cf_asoc where d.id_dojo = $5
     returning id_aso, num_acae`,
    [`G${tag}`, name, `grado.${tag}@prueba.federa`, counter, dojoId],
  );
  return { id: row.id_aso, numAcae: row.num_acae, nombre: name };
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
