import { createErrorReporter } from './error-reporting.ts';

describe('error reporting', () => {
  test('off without a DSN', () => {
    const transport = jest.fn();
    createErrorReporter({ transport }).capture(new Error('x'));
    expect(transport).not.toHaveBeenCalled();
  });

  test('sends name, message, stack, context and environment', () => {
    const transport = jest.fn();
    createErrorReporter({ dsn: 'https://k@sentry.example/1', environment: 'staging', release: '1.2.3', transport, now: () => 42 }).capture(
      new TypeError('bad'),
      { path: '/api/x', status: 503 },
    );
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://k@sentry.example/1',
        environment: 'staging',
        release: '1.2.3',
        name: 'TypeError',
        message: 'bad',
        context: { path: '/api/x', status: 503 },
        timestamp: 42,
      }),
    );
  });

  test('a throwing transport never reaches the caller', () => {
    const reporter = createErrorReporter({
      dsn: 'd',
      transport: () => {
        throw new Error('down');
      },
    });
    expect(() => reporter.capture('oops')).not.toThrow();
  });
});
