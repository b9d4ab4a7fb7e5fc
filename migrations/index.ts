import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122132904 } from './Migration20261122132904';
import { Migration20261122140000 } from './Migration20261122140000';
import { Migration20261122140719 } from './Migration20261122140719';
import { Migration20261122141415 } from './Migration20261122141415';
import { Migration20261122143149 } from './Migration20261122143149';
import { Migration20261122144643 } from './Migration20261122144643';
import { Migration20261122151149 } from './Migration20261122151149';
import { Migration20261123100000 } from './Migration20261123100000';
import { Migration20261123101500 } from './Migration20261123101500';
import { Migration20261123104500 } from './Migration20261123104500';
import { Migration20261123121723 } from './Migration20261123121723';
import { Migration20261123150000 } from './Migration20261123150000';
import { Migration20261123161700 } from './Migration20261123161700';
import { Migration20261123161100 } from './Migration20261123161100';
import { Migration20261123173300 } from './Migration20261123173300';
import { Migration20261123201100 } from './Migration20261123201100';
import { Migration20261124001000 } from './Migration20261124001000';
import { Migration20261124030000 } from './Migration20261124030000';
import { Migration20261127100000 } from './Migration20261127100000';
import { Migration20261127110000 } from './Migration20261127110000';
import { Migration20261127214308 } from './Migration20261127214308';
import { Migration20261128020000 } from './Migration20261128020000';
import { Migration20261128030000 } from './Migration20261128030000';
import { Migration20261128030100 } from './Migration20261128030100';
import { Migration20261128030200 } from './Migration20261128030200';
import { Migration20261128030300 } from './Migration20261128030300';
import { Migration20261128050000 } from './Migration20261128050000';
import { Migration20261128050100 } from './Migration20261128050100';
import { Migration20261128070000 } from './Migration20261128070000';
import { Migration20261128070100 } from './Migration20261128070100';
import { Migration20261128090000 } from './Migration20261128090000';
import { Migration20261128100000 } from './Migration20261128100000';
import { Migration20261128110000 } from './Migration20261128110000';
import { Migration20261128110100 } from './Migration20261128110100';
import { Migration20261128110200 } from './Migration20261128110200';
import { Migration20261128110300 } from './Migration20261128110300';
import { Migration20261128120000 } from './Migration20261128120000';
import { Migration20261128130000 } from './Migration20261128130000';
import { Migration20261128140000 } from './Migration20261128140000';

// Every migration, in order. A new one is created with `npm run migration:create` and added here.
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122132904', class: Migration20261122132904 },
  { name: 'Migration20261122140000', class: Migration20261122140000 },
  // Indexes on the foreign keys that history-keeping deletes check (validators, authors).
  { name: 'Migration20261122140719', class: Migration20261122140719 },
  // Search indexes; token version raised by any change a session depends on.
  { name: 'Migration20261122141415', class: Migration20261122141415 },
  // Member list orders each walk an index; latest fee year kept on the member by cuota triggers.
  { name: 'Migration20261122143149', class: Migration20261122143149 },
  // Member search over one trigger-kept column (number, names, mail, dojo) with one trigram index.
  { name: 'Migration20261122144643', class: Migration20261122144643 },
  // Member list: numberless members last under every order, one index per column and direction.
  { name: 'Migration20261122151149', class: Migration20261122151149 },
  // Member numbers stay in their association's serie; automatic numbering keeps its last number.
  { name: 'Migration20261123100000', class: Migration20261123100000 },
  // Tokens ended by sign-out, until their expiry.
  { name: 'Migration20261123101500', class: Migration20261123101500 },
  // Member totals (federation, association, dojo, tramo of the default order) kept by triggers.
  { name: 'Migration20261123104500', class: Migration20261123104500 },
  // Association and dojo names unique ignoring case and accents, as the duplicate checks compare.
  { name: 'Migration20261123121723', class: Migration20261123121723 },
  // Fee batches: adults and children kept per batch, validations recorded, a fee paid once national.
  { name: 'Migration20261123150000', class: Migration20261123150000 },
  // Grades and titles: when each was validated.
  { name: 'Migration20261123161100', class: Migration20261123161100 },
  // Grades and titles counted per dojo and association, kept by triggers: the list's total.
  { name: 'Migration20261123161700', class: Migration20261123161700 },
  // Private calendar feeds: each member's feed URL version, bumped when they renew it.
  { name: 'Migration20261123173300', class: Migration20261123173300 },
  // Membership cards: each member's card check code, and printable members counted by triggers.
  { name: 'Migration20261123201100', class: Migration20261123201100 },
  // Report templates: each administrator's own, one default each.
  { name: 'Migration20261124001000', class: Migration20261124001000 },
  // Contact messages: read or not, and the sender's IP as a keyed hash for the flood limits.
  { name: 'Migration20261124030000', class: Migration20261124030000 },
  // Rate limits counted in the database, shared by every server process.
  { name: 'Migration20261127100000', class: Migration20261127100000 },
  // The audit log: triggers record every change of the federation's records.
  { name: 'Migration20261127110000', class: Migration20261127110000 },
  // Contact messages: the member who sent one signed in, their only tie to a member.
  { name: 'Migration20261127214308', class: Migration20261127214308 },
  // Changes that end sessions notify every server's session cache.
  { name: 'Migration20261128020000', class: Migration20261128020000 },
  // The grade list's "meets the hours" filter, kept for the pending belts.
  { name: 'Migration20261128030000', class: Migration20261128030000 },
  // The grade list sorted by name and searched by belt through indexes.
  { name: 'Migration20261128030100', class: Migration20261128030100 },
  // Grades and titles per day, kept: a position in the list by date sums them.
  { name: 'Migration20261128030200', class: Migration20261128030200 },
  // The pending belts by key, for the grade list's hours filter.
  { name: 'Migration20261128030300', class: Migration20261128030300 },
  // Fee batch search: the dojo's and association's names kept per batch, one index; the national queue.
  { name: 'Migration20261128050000', class: Migration20261128050000 },
  // The latest paid year leaves the member row for a narrow table: validations lock no member.
  { name: 'Migration20261128050100', class: Migration20261128050100 },
  // Reports reach a member's dojo and association through a narrow index.
  { name: 'Migration20261128070000', class: Migration20261128070000 },
  // Reports group grades and titles by year knowing how many years there are.
  { name: 'Migration20261128070100', class: Migration20261128070100 },
  // Grades and titles keep their member's dojo and association: place reports read one table.
  { name: 'Migration20261128090000', class: Migration20261128090000 },
  // An association's members by number, both directions, from their own range of an index.
  { name: 'Migration20261128100000', class: Migration20261128100000 },
  // Money: tariffs, charges, invoices, payments, course prices (issue 30).
  { name: 'Migration20261128110000', class: Migration20261128110000 },
  // Course events priced per person; a charge's line names its event.
  { name: 'Migration20261128110100', class: Migration20261128110100 },
  // The audit's hidden kept places of grades and titles, which the money's auditar() dropped.
  { name: 'Migration20261128110200', class: Migration20261128110200 },
  // One invoice and at most one credit note per charge.
  { name: 'Migration20261128110300', class: Migration20261128110300 },
  // The gateway's notifications, each kept with what became of it (card and Bizum payments).
  { name: 'Migration20261128120000', class: Migration20261128120000 },
  // SEPA direct debit: creditors, mandates, remittances and their debits; IBANs out of the audit log.
  { name: 'Migration20261128130000', class: Migration20261128130000 },
  // Bank statements (Norma 43, camt.053) and their lines, matched to charges.
  { name: 'Migration20261128140000', class: Migration20261128140000 },
];
