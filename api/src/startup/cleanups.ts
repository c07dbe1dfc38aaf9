// What startPortal has opened, closed in the reverse order: the last thing started stops first.

export class Cleanups {
  private readonly steps: (() => Promise<unknown>)[] = [];

  /** Runs before every step added earlier. */
  add(step: () => Promise<unknown>) {
    this.steps.unshift(step);
  }

  async run() {
    // One failing step (a server already gone) must not keep the others open.
    for (const step of this.steps) await step().catch(() => {});
  }
}
