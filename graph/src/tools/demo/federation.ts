import type { ClientBase } from 'pg';
import { spanishOrigins } from './dojos';
import {
  BASE_ASSOCIATIONS,
  FIRST_DOJOS,
  MEMBERS_PER_ASSOCIATION,
  MEMBERS_PER_DOJO,
  MIN_DOJOS,
  SERIE_CAPACITY,
} from './layout';
import type { Random } from './random';
import { CITIES_BY_PROVINCE, DOJO_NAME_PARTS } from './vocabulary';

export type ProvinceRef = { id: number; countryId: number; country: string; code: string; name: string };

/** The reference rows the generator points to, looked up by natural key. */
export type Reference = {
  /** Keyed '<country>-<code>', as CITIES_BY_PROVINCE. */
  provinces: Map<string, ProvinceRef>;
  /** Ordered by valor, lowest (6º Kyu) first. */
  belts: { id: number; value: number; hours: number }[];
  titles: { id: number; value: number }[];
};

export async function loadReference(db: ClientBase): Promise<Reference> {
  const provinces = await db.query<{
    id: number;
    country_id: number;
    country: string;
    code: string;
    name: string;
  }>(
    `select p.id_provincia as id, p.cf_pais as country_id, trim(c.codigo) as country,
            trim(p.codigo) as code, p.nombre as name
       from provincia p join pais c on c.id_pais = p.cf_pais`,
  );
  const belts = await db.query<{ id: number; value: number; hours: number }>(
    'select idcinturon as id, valor as value, nhoras as hours from cinturon order by valor',
  );
  const titles = await db.query<{ id: number; value: number }>(
    'select idtitulo as id, valor as value from titulo order by valor',
  );
  if (provinces.rowCount === 0 || belts.rowCount === 0 || titles.rowCount === 0) {
    throw new Error(
      'The reference data (countries, provinces, belts, titles) is missing: prepare the database first',
    );
  }
  const byKey = new Map<string, ProvinceRef>();
  for (const p of provinces.rows) {
    byKey.set(`${p.country}-${p.code}`, { ...p, countryId: p.country_id });
  }
  return { provinces: byKey, belts: belts.rows, titles: titles.rows };
}

export type AssociationPlan = { id: number; name: string; zone: string; series: string; provinces: string[] };
export type DojoPlan = {
  id: number;
  /** Index in Federation.associations. */
  association: number;
  name: string;
  city: string;
  /** '<country>-<code>' */
  province: string;
  country: string;
  members: number;
};
export type Federation = {
  associations: AssociationPlan[];
  dojos: DojoPlan[];
  /** Weights of the origins (es, fr, en) of the people of Spanish dojos. */
  spanishOrigins: number[];
};

/** '01A', '02B', ... '99U', then letters shifted by one per round: unique for 1,287 associations. */
export function serieFor(index: number): string {
  if (index >= 99 * 13) throw new Error('No more association series available');
  const digits = String((index % 99) + 1).padStart(2, '0');
  return `${digits}${String.fromCharCode(65 + ((index + Math.floor(index / 99)) % 26))}`;
}

function citiesOf(province: string): string[] {
  const cities = CITIES_BY_PROVINCE[province];
  if (!cities || cities.length === 0) throw new Error(`No cities for province ${province}`);
  return cities;
}

function planAssociations(rng: Random, count: number, reference: Reference): AssociationPlan[] {
  const plans: AssociationPlan[] = BASE_ASSOCIATIONS.slice(0, count).map((a, i) => ({
    id: i + 1,
    series: serieFor(i),
    ...a,
  }));
  // Extra associations (large runs only) are provincial ones, named after a Spanish town.
  const towns = rng.shuffle(
    Object.keys(CITIES_BY_PROVINCE)
      .filter((key) => key.startsWith('ES-'))
      .flatMap((key) => citiesOf(key).map((city) => ({ key, city }))),
  );
  for (let i = plans.length; i < count; i++) {
    const k = i - BASE_ASSOCIATIONS.length;
    const { key, city } = towns[k % towns.length];
    const round = Math.floor(k / towns.length);
    const zone = reference.provinces.get(key)?.name ?? key;
    plans.push({
      id: i + 1,
      name: `Asociación de Aikido de ${city}${round > 0 ? ` ${round + 1}` : ''}`,
      zone,
      series: serieFor(i),
      provinces: [key],
    });
  }
  return plans;
}

/** Dojo names from DOJO_NAME_PARTS, unique within each association. */
class DojoNamer {
  private readonly order = new Map<number, number[]>();
  private readonly used = new Map<number, Set<string>>();

  constructor(private readonly rng: Random) {}

  next(association: number, city: string): string {
    const { prefixes, names } = DOJO_NAME_PARTS;
    let order = this.order.get(association);
    if (!order) {
      order = this.rng.shuffle(Array.from({ length: prefixes.length * names.length }, (_, i) => i));
      this.order.set(association, order);
    }
    let used = this.used.get(association);
    if (!used) this.used.set(association, (used = new Set()));
    const combo = order.pop();
    let name =
      combo === undefined
        ? `${this.rng.pick(prefixes)} ${this.rng.pick(names)} ${city}`
        : `${prefixes[combo % prefixes.length]} ${names[Math.floor(combo / prefixes.length)]}`;
    if (combo !== undefined && this.rng.chance(0.25) && name.length + city.length < 50)
      name = `${name} ${city}`;
    // Unique as the database compares them (ignoring case and accents: dojo_asoc_nombre_unique).
    const key = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let n = 2; used.has(key(name)) || name.length > 50; n++) name = `${name.slice(0, 44)} ${n}`;
    used.add(key(name));
    return name;
  }
}

export function planFederation(
  rng: Random,
  members: number,
  reference: Reference,
  reserved: number,
): Federation {
  const associationCount = Math.max(BASE_ASSOCIATIONS.length, Math.ceil(members / MEMBERS_PER_ASSOCIATION));
  const associations = planAssociations(rng, associationCount, reference);
  const dojoCount = Math.max(MIN_DOJOS, Math.round(members / MEMBERS_PER_DOJO));
  const namer = new DojoNamer(rng);
  const perAssociation = associations.map(() => 0);
  const weight = associations.map(() => 0.8 + 0.4 * rng.next());
  const dojos: DojoPlan[] = [];
  for (let d = 0; d < dojoCount; d++) {
    let association: number;
    let province: string;
    let city: string;
    const fixed = FIRST_DOJOS[d];
    if (fixed) {
      [association, province] = fixed;
      city = citiesOf(province)[fixed[2]];
    } else {
      // Fill the association that is furthest below its share.
      association = 0;
      for (let a = 1; a < associations.length; a++) {
        if (perAssociation[a] / weight[a] < perAssociation[association] / weight[association])
          association = a;
      }
      const zone = associations[association].provinces;
      province = zone[rng.weighted(zone.map((key) => (key.startsWith('ES-') ? 3 : 1)))];
      city = rng.pick(citiesOf(province));
    }
    if (!reference.provinces.has(province))
      throw new Error(`Province ${province} is not in the reference data`);
    perAssociation[association]++;
    dojos.push({
      id: d + 1,
      association,
      name: namer.next(association, city),
      city,
      province,
      country: province.slice(0, 2),
      members: 0,
    });
  }
  allocateMembers(rng, dojos, associations.length, members, reserved);
  return { associations, dojos, spanishOrigins: spanishOrigins(dojos) };
}

/**
 * Dojo sizes vary (a log-normal-like spread); every association stays within its serie, and the
 * first dojo is big enough for the demo accounts plus some company.
 */
function allocateMembers(
  rng: Random,
  dojos: DojoPlan[],
  associations: number,
  members: number,
  reserved: number,
) {
  const minimum = Math.min(6, Math.floor(members / dojos.length));
  const weights = dojos.map(() => Math.exp((rng.next() + rng.next() + rng.next() - 1.5) * 1.2));
  const total = weights.reduce((s, w) => s + w, 0);
  const rest = members - minimum * dojos.length;
  const exact = weights.map((w) => (rest * w) / total);
  dojos.forEach((dojo, i) => (dojo.members = minimum + Math.floor(exact[i])));
  let left = members - dojos.reduce((s, dojo) => s + dojo.members, 0);
  const byFraction = dojos.map((_, i) => i).sort((x, y) => (exact[y] % 1) - (exact[x] % 1) || x - y);
  for (let k = 0; left > 0; k++, left--) dojos[byFraction[k % dojos.length]].members++;

  const first = dojos[0];
  const wanted = Math.min(members, reserved + 20);
  while (first.members < wanted && dojos.length > 1) {
    const donor = dojos.slice(1).reduce((best, dojo) => (dojo.members > best.members ? dojo : best));
    if (donor.members <= minimum) break;
    donor.members--;
    first.members++;
  }

  const totals = Array.from({ length: associations }, () => 0);
  for (const dojo of dojos) totals[dojo.association] += dojo.members;
  for (let a = 0; a < associations; a++) {
    while (totals[a] > SERIE_CAPACITY) {
      const from = dojos
        .filter((dojo) => dojo.association === a)
        .reduce((best, dojo) => (dojo.members > best.members ? dojo : best));
      let target = -1;
      for (let b = 0; b < associations; b++) {
        if (totals[b] < SERIE_CAPACITY && (target < 0 || totals[b] < totals[target])) target = b;
      }
      if (target < 0) throw new Error('Too many members for the association series');
      const to = dojos
        .filter((dojo) => dojo.association === target)
        .reduce((best, dojo) => (dojo.members < best.members ? dojo : best));
      from.members--;
      to.members++;
      totals[a]--;
      totals[target]++;
    }
  }
}
