import { isErrorReportingEnabled, reportError } from '@portal/shared';
import { configureBrowserErrorReporting, sentryTransport } from './error-reporting.ts';
import { GTAG_SCRIPT_URL, loadGtag } from './gtag.ts';

/** A stand-in for the SDK module: records init options and captured errors. */
function fakeSentry() {
  const captured: { error: Error; hint: unknown }[] = [];
  const init = jest.fn();
  const mod = { init, dedupeIntegration: () => ({ name: 'Dedupe' }), captureException: (error: Error, hint: unknown) => captured.push({ error, hint }) };
  return { captured, init, load: jest.fn(async () => mod as never) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('error reporting', () => {
  test('no DSN: off, and uncaught errors are not listened to', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const stop = configureBrowserErrorReporting({ dsn: '', environment: 'production', release: 'b1' });
    expect(isErrorReportingEnabled()).toBe(false);
    expect(add.mock.calls.some(([type]) => type === 'error' || type === 'unhandledrejection')).toBe(false);
    stop();
    add.mockRestore();
  });

  test('the SDK loads on the first report only, once, without its own global handlers', async () => {
    const sentry = fakeSentry();
    const send = sentryTransport({ dsn: 'https://key@errors.example/1', environment: 'staging', release: 'b7', load: sentry.load });
    expect(sentry.load).not.toHaveBeenCalled();
    const report = {
      dsn: 'x',
      environment: 'staging',
      release: 'b7',
      name: 'TypeError',
      message: 'boom',
      stack: 'TypeError: boom\n  at x',
      context: { status: 503 },
      timestamp: 1,
      url: 'https://portal.example/events/1/',
    };
    await send(report);
    await send({ ...report, message: 'again' });
    expect(sentry.load).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@errors.example/1', environment: 'staging', release: 'b7', defaultIntegrations: false }),
    );
    expect(sentry.captured.map((c) => [c.error.name, c.error.message])).toEqual([
      ['TypeError', 'boom'],
      ['TypeError', 'again'],
    ]);
    expect(sentry.captured[0]!.error.stack).toContain('at x');
    expect(sentry.captured[0]!.hint).toMatchObject({ extra: { status: 503 } });
  });

  test('with a DSN, uncaught errors and unhandled rejections are reported until stopped', async () => {
    const sentry = fakeSentry();
    // jsdom rethrows error events nobody handled; the page's own handling is not under test here.
    const absorb = (e: Event) => e.preventDefault();
    window.addEventListener('error', absorb);
    const stop = configureBrowserErrorReporting({ dsn: 'https://key@errors.example/1', environment: 'production', release: 'b1', load: sentry.load });
    expect(isErrorReportingEnabled()).toBe(true);
    window.dispatchEvent(new ErrorEvent('error', { message: 'kaput', error: new Error('kaput') }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected') });
    window.dispatchEvent(rejection);
    await flush();
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after', error: new Error('after') }));
    await flush();
    window.removeEventListener('error', absorb);
    expect(sentry.captured.map((c) => c.error.message)).toEqual(['kaput', 'rejected']);
    expect(sentry.captured[0]!.hint).toMatchObject({ extra: { kind: 'uncaught' } });
    configureBrowserErrorReporting({ dsn: '', environment: 'production', release: 'b1' });
    expect(isErrorReportingEnabled()).toBe(false);
    expect(() => reportError(new Error('no-op'))).not.toThrow();
  });
});

describe('gtag', () => {
  afterEach(() => {
    document.head.querySelectorAll('script[data-gtag]').forEach((s) => s.remove());
    delete (window as { gtag?: unknown }).gtag;
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  test('loads gtag.js once with the measurement id and the CSP nonce, and configures it', () => {
    expect(loadGtag('G-TEST1', { nonce: 'n0nce' })).toBe(true);
    expect(loadGtag('G-TEST1', { nonce: 'n0nce' })).toBe(false);
    const scripts = document.head.querySelectorAll<HTMLScriptElement>('script[data-gtag]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(`${GTAG_SCRIPT_URL}?id=G-TEST1`);
    expect(scripts[0]!.nonce).toBe('n0nce');
    const layer = (window as { dataLayer?: IArguments[] }).dataLayer!;
    expect(layer.map((args) => Array.from(args)[0])).toEqual(['js', 'config']);
    expect(Array.from(layer[1]!)).toEqual(['config', 'G-TEST1']);
    // gtag.js needs Arguments objects, not arrays
    expect(Array.isArray(layer[0])).toBe(false);
  });

  test('no measurement id: nothing is loaded', () => {
    expect(loadGtag('')).toBe(false);
    expect(document.head.querySelector('script[data-gtag]')).toBeNull();
    expect((window as { gtag?: unknown }).gtag).toBeUndefined();
  });
});
