import { telemetryPlugin, type RemoteFailure } from './telemetry.ts';

type ErrorLoadRemote = NonNullable<ReturnType<typeof telemetryPlugin>['errorLoadRemote']>;
const emit = (report: (f: RemoteFailure) => void, error: unknown, lifecycle = 'onLoad') =>
  (telemetryPlugin(report).errorLoadRemote as ErrorLoadRemote)({
    id: 'mf_events/routes',
    error,
    lifecycle,
    from: 'runtime',
    origin: {},
  } as unknown as Parameters<ErrorLoadRemote>[0]);

describe('telemetryPlugin', () => {
  it('reports a load failure once, with remote, phase and kind, and recovers nothing (the boundary renders)', async () => {
    const report = jest.fn();
    const error = new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.');
    await expect(emit(report, error, 'afterResolve')).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ id: 'mf_events/routes', lifecycle: 'afterResolve', kind: 'unavailable', error });
  });

  it('tells an incompatible shared version apart', async () => {
    const report = jest.fn();
    const error = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @portal/shared does not satisfy the requirement of mf_events which needs ^99.0.0)',
    );
    await emit(report, error);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'incompatible', error }));
  });
});
