// Error reporting adapter (Sentry-style envelope). Off without a DSN; the transport is
// injected (the shell may wire Sentry's SDK or a fetch to the DSN).

export interface ErrorReport {
  dsn: string;
  environment: string;
  release: string;
  name: string;
  message: string;
  stack: string | null;
  context: Record<string, unknown>;
  timestamp: number;
  url: string | null;
}

export type ErrorTransport = (report: ErrorReport) => void | Promise<void>;

export interface ErrorReportingOptions {
  dsn?: string | null;
  environment?: string;
  release?: string;
  transport?: ErrorTransport;
  now?: () => number;
}

export interface ErrorReporter {
  readonly enabled: boolean;
  capture(error: unknown, context?: Record<string, unknown>): void;
}

export function createErrorReporter(options: ErrorReportingOptions = {}): ErrorReporter {
  const enabled = Boolean(options.dsn && options.transport);
  return {
    enabled,
    capture(error, context = {}) {
      if (!enabled) return;
      const e = error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error));
      const report: ErrorReport = {
        dsn: options.dsn!,
        environment: options.environment ?? 'production',
        release: options.release ?? '',
        name: e.name,
        message: e.message,
        stack: e.stack ?? null,
        context,
        timestamp: (options.now ?? Date.now)(),
        url: globalThis.location?.href ?? null,
      };
      try {
        void Promise.resolve(options.transport!(report)).catch(() => {});
      } catch {
        // reporting must never throw into the caller
      }
    },
  };
}

let instance = createErrorReporter();

export function configureErrorReporting(options: ErrorReportingOptions): ErrorReporter {
  instance = createErrorReporter(options);
  return instance;
}

/** Reports an error through the configured reporter (no-op by default). */
export const reportError = (error: unknown, context?: Record<string, unknown>): void => instance.capture(error, context);
export const isErrorReportingEnabled = (): boolean => instance.enabled;
