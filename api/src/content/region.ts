// The viewer's country for the region rule (issue 9 item 3, docs/product.md "Event availability depends
// on ... region"): an event with `allowed_countries` plays only there.
// Where the country comes from, first match wins:
//   1. local override for development: cookie `portal_country=<CC>` or env `PORTAL_COUNTRY`;
//   2. the trusted proxy's header `X-Viewer-Country` (e.g. a CDN's geo header renamed at the
//      edge), read only when `TRUST_COUNTRY_HEADER=1`, since a browser can send any header;
//   3. unknown (null): a region-limited event is then not available.
import type { FastifyRequest } from 'fastify';

const CODE = /^[A-Z]{2}$/;

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const code = (value: unknown): string | null => {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return CODE.test(upper) ? upper : null;
};

export function viewerCountry(request: Pick<FastifyRequest, 'headers'>, env: NodeJS.ProcessEnv = process.env): string | null {
  const override = code(cookie(request.headers.cookie, 'portal_country')) ?? code(env.PORTAL_COUNTRY);
  if (override) return override;
  if (env.TRUST_COUNTRY_HEADER === '1') return code(request.headers['x-viewer-country']);
  return null;
}

/** An event without a list plays everywhere; with one, only for a viewer known to be in it. */
export const availableInRegion = (allowed: readonly string[] | null | undefined, country: string | null | undefined): boolean =>
  !allowed || allowed.length === 0 || (country != null && allowed.includes(country));
