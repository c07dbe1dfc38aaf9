// Start-up in tasks of its own (ADR 0041, docs/benchmarks.md "Start-up in steps"): a dynamic
// import evaluates its modules in the task in which its last chunk arrives, so one import of the
// whole shell ran react-dom, the shared core, the router and the shell as one long task, and
// asking for every chunk at once was another. Each step is asked for in a task of its own, and a
// step whose chunks arrive early is evaluated in its own task too.

/**
 * Lets the browser paint and handle input before the next step: a message to ourselves is a task
 * of its own, as React's scheduler uses. Not setTimeout: a background tab's timers wait a second
 * each, and a page under a test's fake clock would never start.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Starts each step in a task of its own, then the last one, and settles when all have: the steps
 * only load and evaluate modules early (the last one imports them again), so their order is a
 * hint, never a dependency. Rejects with the first failure.
 */
export async function startInSteps(
  steps: ReadonlyArray<() => Promise<unknown>>,
  last: () => Promise<unknown>,
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  const started: Promise<unknown>[] = [];
  for (const step of steps) {
    await yieldToBrowser();
    started.push(step());
  }
  await yieldToBrowser();
  started.push(last());
  await Promise.all(started);
}
