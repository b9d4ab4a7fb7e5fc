import { POOL_SIZE } from '../../database/orm';
import { DomainError } from '../common/domain-error';
import { Slots, type SlotLimits } from '../common/slots';

/** Statement timeouts (ms) and how many reports and exports run at once (config.reports). */
export type ReportLimits = SlotLimits & {
  /** Each statement of a page, a count or a field's values. */
  statementTimeoutMs: number;
  /** Each statement of an export: its count, then each fetch of its cursor. */
  exportStatementTimeoutMs: number;
  /**
   * A download whose client takes nothing for this long is cut: it held its slot, and a pooled
   * connection in an open transaction, for as long as the client kept the socket open.
   */
  exportStallMs: number;
  /**
   * A download still going after this long is cut: a client reading a trickle takes each drain,
   * and held its slot and connection for hours.
   */
  exportMaxMs: number;
};

/** What a refused caller is told to wait before asking again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The slots reports and exports take before their transaction opens: each holds a pooled
 * connection for as long as its statements run (an export, for the whole download), and fifteen
 * of them in one request took all ten, so that sign-in and every list waited for the reports.
 * Fewer than the pool, so that the others always find a connection.
 */
export function reportSlots(limits: SlotLimits): Slots {
  if (limits.atOnce < 1 || limits.atOnce >= POOL_SIZE - 1)
    throw new Error(`REPORTS_AT_ONCE must be between 1 and ${POOL_SIZE - 2} (the pool holds ${POOL_SIZE})`);
  if (limits.perCaller < 1) throw new Error('REPORTS_PER_CALLER must be 1 or more');
  return new Slots(
    limits,
    () => new DomainError('SERVICE_UNAVAILABLE', 'reports.busy', { retryAfterSeconds: RETRY_AFTER_SECONDS }),
  );
}
