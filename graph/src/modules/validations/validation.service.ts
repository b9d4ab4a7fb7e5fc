import { requireCaller, type RequestContext } from '../common/caller';
import { parseList, type ListRequest } from '../common/list/request';
import {
  countWaiting,
  waitingPage,
  waitingRules,
  type ValidationKind,
  type ValidationRow,
} from './validation.queries';

export type ValidationInbox = {
  items: ValidationRow[];
  returned: number;
  total: number;
  /** The sidebar badges' counts: fees, grades (grades and titles), courses. */
  fees: number;
  grades: number;
  courses: number;
};

/** The inbox is ordered newest first only; the kit parses its page sizes (15, 50, 100). */
const INBOX_LIST = {
  columns: { fecha: true },
  defaultOrder: 'fecha DESC',
  pageSizes: [15, 50, 100],
} as const;

/**
 * The validations inbox (`/{lang}/app/validaciones`, which no part of the spec describes): every
 * row waiting for a validation level the caller holds by the roles in force, exactly the rows the
 * sidebar badges count, since both read the same rules. Anyone holding no such level, a plain
 * member included, gets an empty inbox: it is a list of nothing, not a refusal.
 */
export class ValidationService {
  async inbox(
    ctx: RequestContext,
    request: ListRequest,
    kind?: ValidationKind | null,
  ): Promise<ValidationInbox> {
    const caller = requireCaller(ctx);
    // Only the page is asked of the kit: the inbox has one order and no search.
    const parsed = parseList(INBOX_LIST, { offset: request.offset, limit: request.limit });
    const limit = parsed.limit!;
    const rules = waitingRules(caller);
    const counts = Object.values(rules).some(Boolean)
      ? await countWaiting(ctx.em, rules)
      : { FEE_BATCH: 0, GRADE: 0, TITLE: 0, COURSE: 0 };
    const asked = kind ? { [kind]: rules[kind] } : rules;
    const total = kind ? counts[kind] : counts.FEE_BATCH + counts.GRADE + counts.TITLE + counts.COURSE;
    // A page past the end is empty: no kind need sort its waiting rows to say so.
    const items =
      parsed.offset < total ? await waitingPage(ctx.em, caller, asked, { offset: parsed.offset, limit }) : [];
    return {
      items,
      returned: items.length,
      total,
      fees: counts.FEE_BATCH,
      grades: counts.GRADE + counts.TITLE,
      courses: counts.COURSE,
    };
  }
}
