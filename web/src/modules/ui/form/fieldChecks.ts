import { getPath, same, type FieldPath } from './paths';
import type { ShownError } from './useForm';

/**
 * A question to the server about one field once it passes its own rule (a duplicate, part 1 §5):
 * the error to show, or undefined when the value is free. `uses` names the other fields the answer
 * depends on (the association of a dojo's name): a change of theirs asks again.
 */
export type FieldCheck<V> = {
  run: (values: V) => Promise<ShownError | undefined>;
  uses?: FieldPath<V>[];
};

export type FieldChecks<V> = Partial<Record<FieldPath<V>, FieldCheck<V>>>;

/** What the form shows now: its values, their checks, and whether a field passes its own rule. */
export type OnScreen<V> = {
  values: V;
  checks: FieldChecks<V> | undefined;
  passes: (field: string) => boolean;
};

/**
 * The server questions of a form's fields. Each question gets a ticket; an answer counts only
 * while its ticket is the field's latest and the values it was asked about are still those on
 * screen, so a slow answer never overwrites what the person did since (typed, left the field
 * again, saved). A failed call shows nothing: the server checks again on save.
 */
export class FieldChecker<V> {
  private readonly tickets = new Map<string, number>();
  /** Fields asked about since the last load: only those are asked again when what they use changes. */
  private readonly asked = new Set<string>();
  /** The last seen values of the fields each check uses. */
  private used = new Map<string, string>();

  /** `show` shows (or clears, with undefined) a field's error; `now` is what is on screen. */
  constructor(
    private readonly show: (field: string, error: ShownError | undefined) => void,
    private now: OnScreen<V>,
  ) {}

  /** To call once each render is on screen, before `valuesChanged`. */
  sync(now: OnScreen<V>) {
    this.now = now;
  }

  /** The field left focus passing its rule: asks the server when it has a check and a value. */
  ask(field: string): Promise<void> {
    const check = (this.now.checks as Record<string, FieldCheck<V> | undefined> | undefined)?.[field];
    const ticket = this.next(field);
    const values = this.now.values;
    if (!check || blank(getPath(values, field))) return Promise.resolve();
    this.asked.add(field);
    const watched: string[] = [field, ...(check.uses ?? [])];
    return check.run(values).then(
      (error) => {
        if (this.tickets.get(field) !== ticket) return;
        const now = this.now.values;
        if (!watched.every((name) => same(getPath(now, name), getPath(values, name)))) return;
        this.show(field, error);
      },
      () => undefined,
    );
  }

  /** Whatever answer is on its way for the field no longer counts. */
  drop(field: string) {
    this.next(field);
  }

  dropAll() {
    for (const field of this.tickets.keys()) this.next(field);
  }

  /** A record was loaded: nothing asked before holds. */
  forget() {
    this.dropAll();
    this.asked.clear();
  }

  /**
   * To call after each change of values: where a field a check uses has changed, the shown answer
   * no longer holds, so it is cleared and asked again (if the field was asked about and passes).
   */
  valuesChanged() {
    const values = this.now.values;
    const before = this.used;
    this.used = new Map();
    for (const [field, check] of Object.entries(this.now.checks ?? {})) {
      const key = JSON.stringify((check as FieldCheck<V>).uses?.map((name) => getPath(values, name)) ?? []);
      this.used.set(field, key);
      const previous = before.get(field);
      if (previous === undefined || previous === key) continue;
      if (!this.asked.has(field) || !this.now.passes(field)) continue;
      this.show(field, undefined);
      void this.ask(field);
    }
  }

  private next(field: string) {
    const ticket = (this.tickets.get(field) ?? 0) + 1;
    this.tickets.set(field, ticket);
    return ticket;
  }
}

function blank(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() === '' : value === null || value === undefined;
}
