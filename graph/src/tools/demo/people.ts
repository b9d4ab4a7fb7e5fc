import type { Random } from './random';
import {
  ENGLISH_GIVEN_NAMES,
  ENGLISH_SURNAMES,
  FRENCH_GIVEN_NAMES,
  FRENCH_SURNAMES,
  SPANISH_GIVEN_NAMES,
  SPANISH_SURNAMES,
} from './vocabulary';

/** Where a person's name and papers come from: Spanish DNI, or a French or British passport. */
export type Origin = 'es' | 'fr' | 'en';

export type PersonName = { given: string; surnames: string[] };

export function personName(rng: Random, origin: Origin): PersonName {
  if (origin === 'es') {
    // Spaniards carry two surnames; the same one twice happens, but rarely.
    const first = rng.pick(SPANISH_SURNAMES);
    let second = rng.pick(SPANISH_SURNAMES);
    if (second === first && rng.chance(0.9)) second = rng.pick(SPANISH_SURNAMES);
    return { given: rng.pick(SPANISH_GIVEN_NAMES), surnames: [first, second] };
  }
  if (origin === 'fr') return { given: rng.pick(FRENCH_GIVEN_NAMES), surnames: [rng.pick(FRENCH_SURNAMES)] };
  return { given: rng.pick(ENGLISH_GIVEN_NAMES), surnames: [rng.pick(ENGLISH_SURNAMES)] };
}

const slugs = new Map<string, string>();

/** Lower-case ASCII letters only, for mail addresses and web sites. */
export function slug(text: string): string {
  let out = slugs.get(text);
  if (out === undefined) {
    out = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    slugs.set(text, out);
  }
  return out;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// a is coprime with the modulus, so `a * id + c` walks through distinct numbers: documents are
// unique without a set of the million already issued.
const DOC_MODULUS = 90_000_000;
const DOC_STEP = 7_919_117;

/** An identity document, unique per id: DNI with its control letter, or a passport number. */
export function identityDocument(rng: Random, origin: Origin, id: number, salt: number): string {
  const n = 10_000_000 + ((DOC_STEP * id + salt) % DOC_MODULUS);
  if (origin === 'es') return `${n}${DNI_LETTERS[n % 23]}`;
  const digits = String(n);
  if (origin === 'fr') {
    return `${digits.slice(0, 2)}${LETTERS[rng.int(0, 25)]}${LETTERS[rng.int(0, 25)]}${digits.slice(2)}`;
  }
  return `${digits}${rng.int(0, 9)}`;
}

const MAIL_DOMAINS: Record<Origin, string[]> = {
  es: [
    'gmail.com',
    'gmail.com',
    'gmail.com',
    'hotmail.com',
    'hotmail.com',
    'yahoo.es',
    'outlook.es',
    'telefonica.net',
  ],
  fr: ['gmail.com', 'orange.fr', 'free.fr', 'laposte.net', 'hotmail.fr'],
  en: ['gmail.com', 'btinternet.com', 'outlook.com', 'yahoo.co.uk'],
};

/** A unique lower-case address in the usual shapes people choose (name.surname, initials, year). */
export function personMail(
  rng: Random,
  used: Set<string>,
  name: PersonName,
  origin: Origin,
  birthYear: number,
  id: number,
): string {
  const f = slug(name.given.split(' ')[0] as string).slice(0, 15) || 'socio';
  const l1 = slug(name.surnames[0] as string).slice(0, 15) || 'aikido';
  const l2 = slug(name.surnames[1] ?? '').slice(0, 12);
  const domain = rng.pick(MAIL_DOMAINS[origin]);
  const yy = String(birthYear % 100).padStart(2, '0');
  const locals = [
    `${f}.${l1}`,
    `${f}${l1}${l2}`,
    `${f[0]}${l1}${l2}`,
    `${f}.${l1}${yy}`,
    `${f}${l1}${birthYear}`,
    `${f[0]}.${l1}${rng.int(1, 999)}`,
  ];
  const start = rng.weighted([4, 3, 2, 2, 1, 1]);
  for (let k = 0; k < locals.length; k++) {
    const mail = `${locals[(start + k) % locals.length]}@${domain}`;
    if (mail.length <= 50 && !used.has(mail)) {
      used.add(mail);
      return mail;
    }
  }
  // Two dots before the id: no other shape above can produce it, so it is free.
  const mail = `${f}.${l1}.${id}@${domain}`;
  used.add(mail);
  return mail;
}

/** Nine digits, the column's limit: a mobile (6/7) or, less often, a landline (9). */
export function phoneNumber(rng: Random): string {
  return `${rng.pick(['6', '6', '6', '7', '9'])}${rng.digits(8)}`;
}
