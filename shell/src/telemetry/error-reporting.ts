// Browser error reporting (api/README.md: 5xx answers and fatal errors) through the Sentry browser
// SDK when the tenant gives a DSN. The SDK (≈ 25 KB gzip) loads on the first report, not on
// the first visit: errors are rare, and a page without one never pays for it.
import type * as SentrySdk from './sentry-sdk.ts';
import { configureErrorReporting, reportError, type ErrorReport, type ErrorTransport } from '@portal/shared';

type SentryModule = typeof SentrySdk;

export interface SentryTransportOptions {
  dsn: string;
  environment: string;
  release: string;
  /** Injected in tests; the real SDK otherwise. */
  load?: () => Promise<SentryModule>;
}

export function sentryTransport({
  dsn,
  environment,
  release,
  load = () => import(/* webpackChunkName: "sentry" */ './sentry-sdk.ts'),
}: SentryTransportOptions): ErrorTransport {
  let ready: Promise<SentryModule> | undefined;
  const start = () =>
    (ready ??= load().then((Sentry) => {
      // The SDK's own global handlers stay off: the shell's listeners below feed every
      // uncaught error through the one reporter, so nothing is sent twice.
      Sentry.init({ dsn, environment, release, defaultIntegrations: false, integrations: [Sentry.dedupeIntegration()] });
      return Sentry;
    }));
  return async (report: ErrorReport) => {
    const Sentry = await start();
    const error = new Error(report.message);
    error.name = report.name;
    if (report.stack) error.stack = report.stack;
    Sentry.captureException(error, { extra: report.context, tags: { url: report.url ?? undefined } });
  };
}

/** Uncaught errors and unhandled rejections are fatal errors for api/README.md: report them. */
export function reportUncaughtErrors(win: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, { kind: 'uncaught' });
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, { kind: 'unhandled-rejection' });
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Turns reporting on for a tenant with a DSN; a clear no-op (and no listeners) without one. */
export function configureBrowserErrorReporting(config: {
  dsn: string;
  environment: string;
  release: string;
  load?: SentryTransportOptions['load'];
}): () => void {
  if (!config.dsn) {
    configureErrorReporting({ dsn: null });
    return () => {};
  }
  configureErrorReporting({ dsn: config.dsn, environment: config.environment, release: config.release, transport: sentryTransport(config) });
  return reportUncaughtErrors();
}
