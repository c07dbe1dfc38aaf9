import { startInSteps } from './start-in-steps.ts';

/** A stand-in for the browser's task queue: each yield waits until the test lets one task run. */
function taskQueue() {
  const waiting: Array<() => void> = [];
  return {
    yieldToBrowser: () => new Promise<void>((resolve) => waiting.push(resolve)),
    async runOne() {
      waiting.shift()?.();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
    get pending() {
      return waiting.length;
    },
  };
}

test('starts each step in a task of its own and the last one after them', async () => {
  const tasks = taskQueue();
  const started: string[] = [];
  const step = (name: string) => () => {
    started.push(name);
    return Promise.resolve(name);
  };
  const done = startInSteps([step('react-dom'), step('shared')], step('shell'), tasks.yieldToBrowser);
  await Promise.resolve();
  expect(started).toEqual([]); // nothing in the entry script's own task
  await tasks.runOne();
  expect(started).toEqual(['react-dom']);
  await tasks.runOne();
  expect(started).toEqual(['react-dom', 'shared']);
  await tasks.runOne();
  expect(started).toEqual(['react-dom', 'shared', 'shell']);
  expect(tasks.pending).toBe(0);
  await expect(done).resolves.toBeUndefined();
});

test('settles only when every step has, and rejects with a step that failed', async () => {
  const tasks = taskQueue();
  let finishEarly: () => void = () => {};
  const early = () => new Promise<void>((resolve) => (finishEarly = resolve));
  const failing = () => Promise.reject(new Error('chunk 58 failed'));
  const outcome = startInSteps([early], failing, tasks.yieldToBrowser).then(
    () => 'resolved',
    (error: Error) => error.message,
  );
  await tasks.runOne();
  await tasks.runOne();
  finishEarly();
  expect(await outcome).toBe('chunk 58 failed');
});
