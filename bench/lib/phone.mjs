// Lighthouse's mobile device (Moto G Power 2022 screen) with an Android user agent, so the smart
// banner's rules run as on a real phone: the browser context of the Playwright benchmarks that
// compare their figures with Lighthouse's.
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
