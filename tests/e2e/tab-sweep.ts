// A sweep (every route of a kind, one test each) run on a few pages of one browser at once: on two cores a
// second page overlaps one page's waits on the server with the other's rendering. The tests still check
// one item each, in whatever order jest runs them: a test asks for its item's outcome and asserts on it.

/** Pages side by side (E2E_SWEEP_TABS, 2 by default: a third paid nothing more on two cores). */
export const SWEEP_TABS = Math.max(1, Number(process.env.E2E_SWEEP_TABS ?? 2));

/**
 * Runs `visit` for every item on the tabs. An item a test asks for starts as soon as a tab is free (so no test
 * waits for more than one visit ahead of its own), and free tabs take the items nobody has asked for yet.
 * An outcome (a failure included) is kept for the test that asks for it.
 */
export class TabSweep<Tab, Item, Outcome> {
  private readonly queue: Item[];
  private readonly idle: Tab[];
  private readonly asked: Item[] = [];
  private readonly outcomes = new Map<Item, Promise<Outcome>>();
  private readonly waiting = new Map<Item, { resolve: (v: Outcome) => void; reject: (e: unknown) => void }>();

  constructor(
    tabs: Tab[],
    items: readonly Item[],
    private readonly visit: (tab: Tab, item: Item) => Promise<Outcome>,
  ) {
    this.idle = [...tabs];
    this.queue = [...items];
    this.pump();
  }

  outcome(item: Item): Promise<Outcome> {
    const known = this.outcomes.get(item);
    if (known) return known;
    const outcome = new Promise<Outcome>((resolve, reject) => this.waiting.set(item, { resolve, reject }));
    this.outcomes.set(item, outcome);
    this.asked.push(item);
    this.pump();
    return outcome;
  }

  private pump(): void {
    while (this.idle.length > 0) {
      const item = this.asked.shift() ?? this.nextUnasked();
      if (item === undefined) return;
      const tab = this.idle.pop() as Tab;
      const run = this.visit(tab, item).finally(() => {
        this.idle.push(tab);
        this.pump();
      });
      const waiter = this.waiting.get(item);
      if (waiter) run.then(waiter.resolve, waiter.reject);
      else {
        run.catch(() => undefined);
        this.outcomes.set(item, run);
      }
    }
  }

  private nextUnasked(): Item | undefined {
    let item = this.queue.shift();
    while (item !== undefined && this.outcomes.has(item)) item = this.queue.shift();
    return item;
  }
}
