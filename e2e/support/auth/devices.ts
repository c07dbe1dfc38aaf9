// Browsers of one user for device-limit journeys: each browser context is its own device
// (its own localStorage, hence its own generated device id), and a distinct desktop user
// agent gives each a recognisable name on the device-limit page ("Chrome on Windows").
import type { Browser, BrowserContext, Page } from '@playwright/test';

export const USER_AGENTS = {
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0',
  linuxEdge: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
} as const;

export interface DeviceBrowser {
  context: BrowserContext;
  page: Page;
}

/** Opens a fresh browser context (a separate device) with one page. */
export async function openDevice(browser: Browser, userAgent?: string): Promise<DeviceBrowser> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  return { context, page };
}

/** Closes every context opened for a test (in finally/afterEach). */
export async function closeDevices(devices: Array<DeviceBrowser | undefined>) {
  await Promise.all(devices.map((d) => d?.context.close()));
}

/** Every URL the page's main frame showed, same-document (pushState/replaceState) changes included. */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}
