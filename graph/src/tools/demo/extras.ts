import type { ClientBase } from 'pg';
import { isoTimestamp, yearOf } from './calendar';
import type { MemberIndex } from './members';

type Filter = { campo: string; tipo: string; oper: string; valor: string };

function definition(campos: string[], filtros: Filter[] = [], agregaciones: string[] = []): string {
  return JSON.stringify({ campos, filtros: { nexo: 'Y', filtros: [{ nexo: 'Y', filtros }] }, agregaciones });
}

/**
 * Report templates of the national administrator for the 'asociados' and 'cuotas' views (the
 * members' basic list is their default: one per administrator) and a few messages
 * from the public contact form. Plain statements: a handful of rows, and the templates may
 * already exist, since they do not depend on any association.
 */
export async function insertExtras(
  db: ClientBase,
  members: MemberIndex,
  today: number,
): Promise<{ templates: number; messages: number }> {
  const year = String(yearOf(today));
  const templates: [string, string, string, boolean, string][] = [
    [
      'asociados',
      'Listado básico',
      'Número, nombre, apellidos y dojo',
      true,
      definition(['numAcae', 'nombre', 'apellido', 'dojo']),
    ],
    [
      'asociados',
      'Adultos con correo',
      'Mayores de edad y su correo electrónico',
      false,
      definition(
        ['numAcae', 'nombre', 'apellido', 'mail', 'dojo'],
        [{ campo: 'edad', tipo: 'edad', oper: '>=', valor: '18' }],
      ),
    ],
    [
      'asociados',
      'Edad media por dojo',
      'Agregado: edad media y mayor grado por dojo',
      false,
      definition(['avg.edad', 'max.valorultimogrado'], [], ['dojo']),
    ],
    [
      'cuotas',
      'Cuotas del año en curso',
      `Cuotas de ${year} por dojo`,
      false,
      definition(
        ['anio', 'numAcae', 'nombre', 'apellido', 'dojo', 'adulto'],
        [{ campo: 'anio', tipo: 'entero', oper: '=', valor: year }],
      ),
    ],
  ];
  // 'do nothing' covers both unique rules: (author, app, nombre) and one default per author.
  const inserted = await db.query(
    `insert into plantilla (app, nombre, descripcion, defecto, plantilla, cf_autor, fecha)
     select v.app, v.nombre, v.descripcion, v.defecto, v.plantilla, $6,
            $7::timestamptz - (v.n || ' days')::interval
       from unnest($1::text[], $2::text[], $3::text[], $4::bool[], $5::jsonb[]) with ordinality
            as v(app, nombre, descripcion, defecto, plantilla, n)
     order by v.n
     on conflict do nothing`,
    [
      templates.map((t) => t[0]),
      templates.map((t) => t[1]),
      templates.map((t) => t[2]),
      templates.map((t) => t[3]),
      templates.map((t) => t[4]),
      members.globalAdmin,
      isoTimestamp(today - 10, 11 * 3600),
    ],
  );

  const messages: [string, string, string, string][] = [
    [
      'Marta Villalobos',
      'marta.villalobos@gmail.com',
      'Hola, me gustaría saber si hay algún dojo en Albacete con clases para niños de 8 años. Gracias.',
      'es',
    ],
    [
      'Hélène Bérard',
      'helene.berard@orange.fr',
      "Bonjour, nous organisons un stage d'été à Toulouse et souhaiterions inviter un professeur de " +
        'votre fédération. Pourriez-vous nous indiquer la démarche ?',
      'fr',
    ],
    [
      'Oliver Bennett',
      'oliver.bennett@outlook.com',
      'Hello, I am moving to Madrid next month and would like to keep training. Which dojo would you ' +
        'recommend near Chamberí?',
      'en',
    ],
    [
      'Ricardo Molina Sanz',
      'rmolina@telefonica.net',
      'Buenas tardes. Soy profesor de educación física y querría organizar una jornada de iniciación ' +
        'al Aikido en mi instituto. ¿Con quién puedo hablar?',
      'es',
    ],
  ];
  const sent = await db.query(
    `insert into mensaje_contacto (nombre, email, mensaje, idioma, fecha)
     select v.nombre, v.email, v.mensaje, v.idioma, $5::timestamptz - (v.n * 3 || ' days')::interval
       from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality
            as v(nombre, email, mensaje, idioma, n)
     order by v.n`,
    [
      messages.map((m) => m[0]),
      messages.map((m) => m[1]),
      messages.map((m) => m[2]),
      messages.map((m) => m[3]),
      isoTimestamp(today, 9 * 3600),
    ],
  );
  return { templates: inserted.rowCount ?? 0, messages: sent.rowCount ?? 0 };
}
