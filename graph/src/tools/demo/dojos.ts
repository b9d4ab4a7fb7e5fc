import { BulkTable, type StatementQueue } from './bulk';
import type { DojoPlan, Federation, Reference } from './federation';
import { personName, phoneNumber, slug, type Origin } from './people';
import type { Random } from './random';
import { SCHEDULES, STREET_NAMES } from './vocabulary';

const TLD: Record<string, string> = {
  ES: 'es',
  FR: 'fr',
  PT: 'pt',
  UK: 'co.uk',
  NL: 'nl',
  EE: 'ee',
  LV: 'lv',
  UA: 'com.ua',
};

const FOREIGN_STREETS: Record<string, string[]> = {
  FR: ['Rue de la République', 'Avenue Jean Jaurès', 'Boulevard Voltaire', 'Rue Victor Hugo'],
  PT: ['Rua Augusta', 'Avenida da Liberdade', 'Rua do Carmo', 'Rua de São Bento'],
  UK: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road'],
  NL: ['Kalverstraat', 'Prinsengracht', 'Vondelstraat', 'Overtoom'],
  EE: ['Narva maantee', 'Pärnu maantee', 'Tartu maantee'],
  LV: ['Brīvības iela', 'Elizabetes iela', 'Tērbatas iela'],
  UA: ['Khreshchatyk', 'Volodymyrska Street', 'Sahaidachnoho Street'],
};

/** A street address in the local style, at most 50 characters. */
export function streetAddress(rng: Random, country: string): string {
  const n = rng.int(1, 180);
  if (country === 'ES') return `${rng.pick(STREET_NAMES)}, ${n}`;
  const street = rng.pick(FOREIGN_STREETS[country] ?? STREET_NAMES);
  if (country === 'PT') return `${street}, ${n}`;
  if (country === 'FR' || country === 'UK') return `${n} ${street}`;
  return `${street} ${n}`;
}

const ORIGINS: Origin[] = ['es', 'fr', 'en'];
/** The federation as a whole: about 80% Spanish, 12% French and 8% English names. */
const TARGET_ORIGINS = [0.8, 0.12, 0.08];
// Dojos abroad are mostly locals; the Spanish dojos take whatever mix makes up the target.
const FOREIGN_ORIGINS: Record<string, number[]> = { FR: [0.1, 0.85, 0.05], PT: [0.75, 0.1, 0.15] };
const OTHER_ORIGINS = [0.1, 0.1, 0.8];

function originWeights(country: string): number[] {
  return FOREIGN_ORIGINS[country] ?? OTHER_ORIGINS;
}

/** The origin mix of the Spanish dojos that brings the whole federation to TARGET_ORIGINS. */
export function spanishOrigins(dojos: DojoPlan[]): number[] {
  const total = dojos.reduce((s, d) => s + d.members, 0);
  const spanish = dojos.filter((d) => d.country === 'ES').reduce((s, d) => s + d.members, 0);
  if (spanish === 0 || total === 0) return TARGET_ORIGINS;
  const mix = TARGET_ORIGINS.map((target, k) => {
    const abroad = dojos
      .filter((d) => d.country !== 'ES')
      .reduce((s, d) => s + d.members * originWeights(d.country)[k], 0);
    return Math.max(0.01, (target * total - abroad) / spanish);
  });
  const sum = mix.reduce((s, w) => s + w, 0);
  return mix.map((w) => w / sum);
}

/** The usual mix of names for people of a dojo in that country. */
export function originFor(rng: Random, country: string, federation: Federation): Origin {
  return ORIGINS[rng.weighted(country === 'ES' ? federation.spanishOrigins : originWeights(country))];
}

export async function insertFederation(
  queue: StatementQueue,
  rng: Random,
  federation: Federation,
  reference: Reference,
): Promise<{ associations: number; dojos: number }> {
  const associations = new BulkTable(queue, 'asociacion', {
    id_asoc: 'int',
    nombre: 'text',
    zona: 'text',
    serie: 'text',
  });
  for (const a of federation.associations) associations.add(a.id, a.name, a.zone, a.series);
  await associations.flush();

  const dojos = new BulkTable(queue, 'dojo', {
    id_dojo: 'int',
    nombre: 'text',
    ciudad: 'text',
    cf_asoc: 'int',
    cf_pais: 'int',
    cf_provincia: 'int',
    web: 'text',
    maps: 'text',
    direccion: 'text',
    telfcont: 'text',
    persocont: 'text',
    correo_e: 'text',
    horario: 'text',
    avatar: 'text',
    visible: 'bool',
  });
  for (const d of federation.dojos) {
    const province = reference.provinces.get(d.province)!;
    const site = slug(d.name).slice(0, 30);
    const web = rng.chance(0.65) ? `https://www.${site}.${TLD[d.country] ?? 'com'}` : null;
    const maps = rng.chance(0.75)
      ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${d.name}, ${d.city}`)}`
      : null;
    const mail = rng.chance(0.85) ? (web ? `info@${web.slice(12)}` : `${site}@gmail.com`) : null;
    const contact = personName(rng, originFor(rng, d.country, federation));
    // The logo stays null: the app serves a default image.
    const full = dojos.add(
      d.id,
      d.name,
      d.city,
      federation.associations[d.association].id,
      province.countryId,
      province.id,
      web,
      maps,
      streetAddress(rng, d.country),
      phoneNumber(rng),
      `${contact.given} ${contact.surnames.join(' ')}`.slice(0, 50),
      mail && mail.length <= 50 ? mail : null,
      rng.pick(SCHEDULES),
      null,
      d.id === 1 || rng.chance(5 / 6),
    );
    if (full) await dojos.flush();
  }
  await dojos.flush();
  return { associations: associations.count, dojos: dojos.count };
}
