import { startInSteps } from './start-in-steps.ts';

/** Runs the timers due now (one task of each kind), then the promise callbacks they settle. */
async function nextTaskRuns() {
  jest.runOnlyPendingTimers();
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('startInSteps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts each step in a task of its own and the last one after them', async () => {
    const started: string[] = [];
    const step = (name: string) => () => {
      started.push(name);
      return Promise.resolve(name);
    };
    const done = startInSteps([step('react-dom'), step('shared')], step('shell'));
    await Promise.resolve();
    expect(started).toEqual([]); // nothing in the entry script's own task
    await nextTaskRuns();
    expect(started).toEqual(['react-dom']);
    await nextTaskRuns();
    expect(started).toEqual(['react-dom', 'shared']);
    await nextTaskRuns();
    expect(started).toEqual(['react-dom', 'shared', 'shell']);
    await expect(done).resolves.toBeUndefined();
  });

  it('settles only when every step has, and rejects with a step that failed', async () => {
    let finishEarly: () => void = () => {};
    const early = () => new Promise<void>((resolve) => (finishEarly = resolve));
    const failing = () => Promise.reject(new Error('chunk 58 failed'));
    const done = startInSteps([early], failing);
    const outcome = done.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await jest.runAllTimersAsync();
    finishEarly();
    expect(await outcome).toBe('chunk 58 failed');
  });
});
