// Start-up in tasks of its own (ADR 0041, docs/benchmarks.md "Start-up in steps"): a dynamic
// import evaluates its modules in the task in which its last chunk arrives, so one import of the
// whole shell ran react-dom, the shared core, the router and the shell as one long task, and
// asking for every chunk at once was another. Each step is asked for in a task of its own, and a
// step whose chunks arrive early is evaluated in its own task too.

/** Lets the browser paint and handle input before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts each step in a task of its own, then the last one, and settles when all have: the steps
 * only load and evaluate modules early (the last one imports them again), so their order is a
 * hint, never a dependency. Rejects with the first failure.
 */
export async function startInSteps(steps: ReadonlyArray<() => Promise<unknown>>, last: () => Promise<unknown>): Promise<void> {
  const started: Promise<unknown>[] = [];
  for (const step of steps) {
    await nextTask();
    started.push(step());
  }
  await nextTask();
  started.push(last());
  await Promise.all(started);
}
