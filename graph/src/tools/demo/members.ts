import { DEMO_ACCOUNTS, DEMO_VALIDATION_CODE } from './accounts';
import { BulkTable, type StatementQueue } from './bulk';
import { addYears, dayFromYmd, isoDay, isoTimestamp, yearOf } from './calendar';
import { originFor, streetAddress } from './dojos';
import type { Federation, Reference } from './federation';
import type { FeePlan } from './fees';
import { SERIE_CAPACITY } from './layout';
import { identityDocument, personMail, personName, phoneNumber } from './people';
import type { Random } from './random';
import { CITIES_BY_PROVINCE } from './vocabulary';

/**
 * What later tables need to know about each member, in typed arrays (a million members would
 * not fit comfortably as objects). Member index i has id i + 1.
 */
export type MemberIndex = {
  count: number;
  /** Dojo index (Federation.dojos) per member. */
  dojo: Int32Array;
  /** Day numbers (calendar.ts). */
  birth: Int32Array;
  registered: Int32Array;
  /** Member ids of the dojo administrators, per dojo index. */
  dojoAdmins: number[][];
  /** Member id of each association's administrator, per association index. */
  associationAdmins: number[];
  globalAdmin: number;
};

const OBSERVATIONS = [
  'Lesión de rodilla: evitar suwari waza durante este curso.',
  'Alergia al látex.',
  'Descuento familiar aplicado (dos hermanos en el dojo).',
  'Viene trasladado de otro dojo; pendiente de recibir su historial de grados.',
  'Autorización de imagen firmada por los padres.',
  'Practica también iaido en el mismo dojo.',
  'Prefiere recibir las comunicaciones por correo postal.',
];

const EARLIEST_BIRTH = dayFromYmd(1940, 1, 1);

function birthDay(rng: Random, today: number, child: boolean): number {
  if (child) return rng.dayBetween(addYears(today, -18) + 1, addYears(today, -5));
  const r = rng.next();
  const oldest = yearOf(today) - 1940;
  const age = r < 0.55 ? rng.int(18, 40) : r < 0.9 ? rng.int(41, 65) : rng.int(66, Math.max(66, oldest));
  const from = Math.max(EARLIEST_BIRTH, addYears(today, -(age + 1)) + 1);
  return rng.dayBetween(from, Math.max(from, addYears(today, -age)));
}

/** Dojo index per non-demo member, in a random order so that ids and numbers mix the dojos. */
function dojoSlots(rng: Random, federation: Federation, reserved: number): Int32Array {
  const total = federation.dojos.reduce((s, d) => s + d.members, 0) - reserved;
  const slots = new Int32Array(Math.max(0, total));
  let k = 0;
  federation.dojos.forEach((dojo, index) => {
    const n = index === 0 ? dojo.members - reserved : dojo.members;
    slots.fill(index, k, k + n);
    k += n;
  });
  return rng.shuffleInts(slots);
}

export async function insertMembers(
  queue: StatementQueue,
  rng: Random,
  federation: Federation,
  reference: Reference,
  options: { members: number; passwordHash: string; today: number; fees: FeePlan },
): Promise<MemberIndex> {
  const { members: count, passwordHash, today, fees } = options;
  const { dojos, associations } = federation;
  const index: MemberIndex = {
    count,
    dojo: new Int32Array(count),
    birth: new Int32Array(count),
    registered: new Int32Array(count),
    dojoAdmins: dojos.map(() => []),
    associationAdmins: associations.map(() => 0),
    globalAdmin: 1,
  };
  // The search text and latest fee year are written with the row (the load runs with the triggers
  // that keep them off: generator.ts), from the same SQL function the trigger uses.
  const derived = {
    busqueda: `federa_busqueda_asociado(u.num_acae, u.nombre, u.apellido, u.mail,
      (select d.nombre from dojo d where d.id_dojo = u.cf_dojo))`,
  };
  const table = new BulkTable(
    queue,
    'asociado',
    {
      id_aso: 'int',
      dni: 'text',
      nombre: 'text',
      apellido: 'text',
      mail: 'text',
      num_acae: 'text',
      fecha_nacimiento: 'date',
      domicilio: 'text',
      ciudad: 'text',
      provincia: 'text',
      telefono: 'text',
      obs: 'text',
      es_admin: 'bool',
      es_admin_asoc: 'bool',
      es_admin_dojo: 'bool',
      cf_dojo: 'int',
      cf_asoc: 'int',
      avatar: 'text',
      codvalidacion: 'text',
      validado: 'bool',
      psw_hash: 'text',
      creado: 'timestamptz',
    },
    undefined,
    derived,
  );
  // Each member's latest paid year, in its own table (fees/latest-fee.entity.ts), row for row.
  const latest = new BulkTable(queue, 'cuota_ultima', {
    cf_asociado: 'int',
    sin_numero: 'bool',
    anio: 'smallint',
  });
  const numbers = new Int32Array(associations.length);
  const adminTarget = dojos.map((d) => (d.members >= 80 ? 3 : d.members >= 25 ? 2 : 1));
  const usedMails = new Set<string>(DEMO_ACCOUNTS.map((a) => a.mail));
  const slots = dojoSlots(rng, federation, DEMO_ACCOUNTS.length);
  const docSalt = rng.int(0, 89_999_999);
  // Ids follow the order people joined: the oldest members have the lowest ids and numbers.
  const joinFrom = addYears(today, -20);
  const joinSpan = today - 3 - joinFrom;
  const adultLimit = addYears(today, -18);
  const dojoAdminLimit = addYears(today, -23);
  const associationAdminLimit = addYears(today, -30);

  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const demo = DEMO_ACCOUNTS[i];
    const d = demo ? 0 : slots[i - DEMO_ACCOUNTS.length];
    const dojo = dojos[d];
    const a = dojo.association;
    const serie = associations[a].series;
    const number = ++numbers[a];
    // The allocation keeps every association within its serie; were it not to, the extra members
    // would get no number (allowed, and listed last) rather than the run failing.
    const numAcae = number <= SERIE_CAPACITY ? `${serie}${String(number).padStart(4, '0')}` : null;
    const province = reference.provinces.get(dojo.province)!;

    if (demo) {
      const birth = dayFromYmd(...(demo.birthDate.split('-').map(Number) as [number, number, number]));
      const registered = demo.validated ? joinFrom + i * 30 : today - 2;
      index.dojo[i] = d;
      index.birth[i] = birth;
      index.registered[i] = registered;
      if (demo.role === 'global-admin') index.globalAdmin = id;
      if (demo.role === 'association-admin') index.associationAdmins[a] = id;
      if (demo.role === 'dojo-admin') index.dojoAdmins[d].push(id);
      table.add(
        id,
        identityDocument(rng, 'es', id, docSalt),
        demo.firstName,
        demo.lastName,
        demo.mail,
        demo.numAcae,
        demo.birthDate,
        streetAddress(rng, 'ES'),
        dojo.city,
        province.name,
        phoneNumber(rng),
        null,
        demo.role === 'global-admin',
        demo.role === 'association-admin',
        demo.role === 'dojo-admin',
        dojo.id,
        associations[a].id,
        'default.jpg',
        demo.validated ? null : DEMO_VALIDATION_CODE,
        demo.validated,
        demo.validated ? passwordHash : null,
        isoTimestamp(registered, 36_000 + i * 60),
      );
      latest.add(id, !demo.numAcae, fees.decide(i, d, registered, birth));
      continue;
    }

    const origin = originFor(rng, dojo.country, federation);
    const name = personName(rng, origin);
    const child = rng.chance(0.25);
    const birth = birthDay(rng, today, child);
    const adult = birth <= adultLimit;
    const mail = rng.chance(adult ? 0.85 : 0.2)
      ? personMail(rng, usedMails, name, origin, yearOf(birth), id)
      : null;
    const validated = rng.chance(0.9);
    let registered = joinFrom + Math.floor((joinSpan * i) / count) + rng.int(-15, 15);
    registered = Math.min(today - 1, Math.max(registered, addYears(birth, 4)));

    let associationAdmin = false;
    let dojoAdmin = false;
    // Administrators are grown-ups who can sign in: validated, with a mail address.
    if (validated && mail && birth <= dojoAdminLimit) {
      if (index.associationAdmins[a] === 0 && birth <= associationAdminLimit) {
        associationAdmin = true;
        index.associationAdmins[a] = id;
      } else if (index.dojoAdmins[d].length < adminTarget[d]) {
        dojoAdmin = true;
        index.dojoAdmins[d].push(id);
      }
    }
    index.dojo[i] = d;
    index.birth[i] = birth;
    index.registered[i] = registered;

    const livesInTown = rng.chance(0.85);
    const city = livesInTown
      ? rng.chance(0.7)
        ? dojo.city
        : rng.pick(CITIES_BY_PROVINCE[dojo.province])
      : null;
    let address: string | null = null;
    if (rng.chance(0.7)) {
      address = streetAddress(rng, dojo.country);
      if (dojo.country === 'ES' && rng.chance(0.6))
        address += `, ${rng.int(1, 9)}º ${rng.pick(['A', 'B', 'C', 'D'])}`;
    }
    const full = table.add(
      id,
      identityDocument(rng, origin, id, docSalt),
      name.given,
      name.surnames.join(' '),
      mail,
      numAcae,
      isoDay(birth),
      address,
      city,
      city ? province.name : null,
      rng.chance(0.75) ? phoneNumber(rng) : null,
      rng.chance(0.04) ? rng.pick(OBSERVATIONS) : null,
      false,
      associationAdmin,
      dojoAdmin,
      dojo.id,
      associations[a].id,
      'default.jpg',
      validated ? null : rng.hex(32),
      validated,
      validated ? passwordHash : null,
      isoTimestamp(registered, rng.int(8 * 3600, 21 * 3600)),
    );
    latest.add(id, numAcae === null, fees.decide(i, d, registered, birth));
    if (full) {
      await table.flush();
      await latest.flush();
    }
  }
  await table.flush();
  await latest.flush();
  return index;
}

/** Member ids grouped by association index, for picking course participants. */
export function membersByAssociation(index: MemberIndex, federation: Federation): Int32Array[] {
  const sizes = new Int32Array(federation.associations.length);
  for (let i = 0; i < index.count; i++) sizes[federation.dojos[index.dojo[i]].association]++;
  const groups = Array.from(sizes, (n) => new Int32Array(n));
  const fill = new Int32Array(sizes.length);
  for (let i = 0; i < index.count; i++) {
    const a = federation.dojos[index.dojo[i]].association;
    groups[a][fill[a]++] = i + 1;
  }
  return groups;
}
