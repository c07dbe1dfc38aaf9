// Collects Content-Security-Policy violations of a page from two independent sources:
// the `securitypolicyviolation` DOM event (registered before any page script runs, in
// every document the page loads) and Chromium's console reports.
import type { Page } from '@playwright/test';

export interface CspViolation {
  source: 'event' | 'console';
  directive: string;
  blockedURI: string;
  documentURI: string;
  /** Script (and line) that caused it, when the browser knows. */
  sourceFile?: string;
  sample?: string;
}

export async function collectCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding('__e2eReportCspViolation', (_source, v: Omit<CspViolation, 'source'>) => {
    violations.push({ source: 'event', ...v });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __e2eReportCspViolation: (v: unknown) => Promise<void> }).__e2eReportCspViolation({
        directive: e.effectiveDirective || e.violatedDirective,
        blockedURI: e.blockedURI,
        documentURI: e.documentURI,
        sourceFile: e.sourceFile ? `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : '',
        sample: e.sample,
      });
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) {
      violations.push({ source: 'console', directive: text.slice(0, 300), blockedURI: message.location().url ?? '', documentURI: page.url() });
    }
  });
  return violations;
}
