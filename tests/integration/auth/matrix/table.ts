import { BILLING } from './billing';
import type { Entry } from './matrix-support';
import { PAYMENTS } from './payments';
import { READS } from './reads';
import { SEPA } from './sepa';
import { STATEMENTS } from './statements';
import { WRITES } from './writes';

/** The whole matrix, one table: every operation of both doors with its expected cells. */
export const MATRIX: readonly Entry[] = [
  ...READS,
  ...WRITES,
  ...SEPA,
  ...STATEMENTS,
  ...PAYMENTS,
  ...BILLING,
];
