import { feeKind } from '@federa/schema/validation/fees';
import { DEMO_ACCOUNTS } from './accounts';
import { BulkTable, type StatementQueue } from './bulk';
import { dayFromYmd, isoTimestamp, yearOf } from './calendar';
import type { Federation } from './federation';
import type { MemberIndex } from './members';
import type { Random } from './random';

// The demo dojo administrator's id (accounts.ts: always generated third).
const DEMO_DOJO_ADMIN = DEMO_ACCOUNTS.findIndex((a) => a.role === 'dojo-admin') + 1;

/** How many past years, the current one included, have fee batches. */
export const FEE_YEARS = 3;
// Chance that a member who drifted away still paid each year, oldest first.
const LAPSED_ODDS = [0.6, 0.25, 0];

/** A dojo administrator to sign a validation, or whoever is above when the dojo has none. */
export function dojoValidator(
  rng: Random,
  members: MemberIndex,
  federation: Federation,
  dojo: number,
): number {
  const admins = members.dojoAdmins[dojo];
  if (admins.length > 0) return rng.pick(admins);
  return members.associationAdmins[federation.dojos[dojo].association] || members.globalAdmin;
}

/**
 * Who paid which of the last FEE_YEARS years, decided member by member as the members are
 * generated (so that each member's latest fee year, ultima_cuota, is written with them rather
 * than rewritten once its fees arrive). The draws are the same, in the same order, as when they
 * were made after all members: the data stays the same for a seed.
 */
export class FeePlan {
  readonly firstYear: number;
  readonly paid: Uint8Array;
  readonly perBatch: Int32Array;
  /** Adults per batch (numAd); children are the rest of perBatch. */
  readonly adultsPerBatch: Int32Array;

  constructor(
    readonly rng: Random,
    count: number,
    dojoCount: number,
    today: number,
  ) {
    this.firstYear = yearOf(today) - (FEE_YEARS - 1);
    this.paid = new Uint8Array(count);
    this.perBatch = new Int32Array(dojoCount * FEE_YEARS);
    this.adultsPerBatch = new Int32Array(dojoCount * FEE_YEARS);
  }

  /**
   * Decides member i's fees; answers the latest year paid, or null. A fee counts as paid once its
   * batch is validated nationally (README, "Who may do what"): this year's only in the dojos whose batch is.
   */
  decide(i: number, dojo: number, registered: number, birth: number): number | null {
    const joined = yearOf(registered);
    const born = yearOf(birth);
    const demo = DEMO_ACCOUNTS[i];
    // Most members renew every year; some have drifted away and stopped paying.
    const lapsed = !demo && this.rng.chance(0.15);
    let bits = 0;
    for (let k = 0; k < FEE_YEARS; k++) {
      const year = this.firstYear + k;
      if (joined > year || year - born < 4) continue;
      const current = k === FEE_YEARS - 1;
      let p = lapsed ? LAPSED_ODDS[k] : current ? 0.82 : 0.9;
      if (joined === year) p = current ? 0.95 : 1;
      // The demo accounts pay every year; the new, unvalidated one only this year.
      if (demo) p = demo.validated || current ? 1 : 0;
      if (this.rng.chance(p)) {
        bits |= 1 << k;
        this.perBatch[dojo * FEE_YEARS + k]++;
        if (feeKind(born, year) === 'A') this.adultsPerBatch[dojo * FEE_YEARS + k]++;
      }
    }
    this.paid[i] = bits;
    const validated = batchLevel(dojo, FEE_YEARS - 1) === 3 ? bits : bits & ~(1 << (FEE_YEARS - 1));
    return validated === 0 ? null : this.firstYear + 31 - Math.clz32(validated);
  }
}

/**
 * How far the batch of dojo index d for year k is validated: older years at all three levels; the
 * current one takes turns by dojo (0 to 3), so every level always has something to do. The demo
 * dojo's is validated by its dojo only: its charge is open (money.ts), to be paid before its
 * association validates it.
 */
export const batchLevel = (d: number, k: number) => (k === FEE_YEARS - 1 ? (d === 0 ? 1 : d % 4) : 3);

/**
 * The first day a batch of the current year may have been made: 10 January, or two months back
 * when the year is younger than that (the fees service takes next year's batches, as renewals
 * opened in the autumn are), so that in early January the year's money has already happened.
 */
export const currentBatchesOpen = (today: number, year: number) =>
  Math.min(dayFromYmd(year, 1, 10), today - 60);

/**
 * One batch (remesa) per dojo and year for the last three years, each with the fees of the
 * members who paid that year. Older years are validated at all three levels; the current one is
 * at every stage, so that each kind of administrator has something to do.
 */
export async function insertFees(
  queue: StatementQueue,
  plan: FeePlan,
  federation: Federation,
  members: MemberIndex,
  today: number,
): Promise<{ batches: number; fees: number }> {
  const { rng, firstYear, paid, perBatch } = plan;
  const dojoCount = federation.dojos.length;

  const batches = new BulkTable(queue, 'remesa', {
    id_rem: 'int',
    cf_dojo: 'int',
    cf_asoc: 'int',
    anio: 'smallint',
    cf_asoc_val_dojo: 'int',
    cf_asoc_val_asoc: 'int',
    cf_asoc_val_admi: 'int',
    creado: 'timestamptz',
    num_ad: 'int',
    num_ni: 'int',
  });
  const batchId = new Int32Array(dojoCount * FEE_YEARS);
  for (let d = 0; d < dojoCount; d++) {
    const dojo = federation.dojos[d];
    const association = federation.associations[dojo.association];
    for (let k = 0; k < FEE_YEARS; k++) {
      if (perBatch[d * FEE_YEARS + k] === 0) continue;
      const year = firstYear + k;
      const current = k === FEE_YEARS - 1;
      const level = batchLevel(d, k);
      const created = current
        ? rng.dayBetween(currentBatchesOpen(today, year), today - 1)
        : rng.dayBetween(dayFromYmd(year, 1, 15), dayFromYmd(year, 3, 31));
      batchId[d * FEE_YEARS + k] = batches.count + 1;
      batches.add(
        batches.count + 1,
        dojo.id,
        association.id,
        year,
        // The demo dojo's administrator validated its batch (no draw: the other rows stay as they were).
        level >= 1
          ? d === 0 && current
            ? DEMO_DOJO_ADMIN
            : dojoValidator(rng, members, federation, d)
          : null,
        level >= 2 ? members.associationAdmins[dojo.association] || members.globalAdmin : null,
        level >= 3 ? members.globalAdmin : null,
        isoTimestamp(created, rng.int(9 * 3600, 21 * 3600)),
        plan.adultsPerBatch[d * FEE_YEARS + k],
        perBatch[d * FEE_YEARS + k] - plan.adultsPerBatch[d * FEE_YEARS + k],
      );
    }
  }
  await batches.flush();

  const fees = new BulkTable(queue, 'cuota', {
    id_cuota: 'int',
    cf_remesa: 'int',
    cf_asociado: 'int',
    anio: 'smallint',
    tipo: 'text',
  });
  for (let i = 0; i < members.count; i++) {
    const bits = paid[i];
    if (bits === 0) continue;
    const born = yearOf(members.birth[i]);
    for (let k = 0; k < FEE_YEARS; k++) {
      if ((bits & (1 << k)) === 0) continue;
      const year = firstYear + k;
      // Adult or child by the age reached that year.
      const full = fees.add(
        fees.count + 1,
        batchId[members.dojo[i] * FEE_YEARS + k],
        i + 1,
        year,
        feeKind(born, year),
      );
      if (full) await fees.flush();
    }
  }
  await fees.flush();
  return { batches: batches.count, fees: fees.count };
}
