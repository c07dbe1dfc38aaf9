export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** `?a=1&ids[]=x&ids[]=y` (api/README.md: query arrays as name[]=value); empty values are left out. */
export function buildQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryValue[]) {
        if (item !== null && item !== undefined) parts.push(`${encodeURIComponent(name)}[]=${encodeURIComponent(String(item))}`);
      }
    } else if (value !== null && value !== undefined) {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value as string | number | boolean))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Joins api_base (default '/') and an absolute API path without doubling slashes. */
export function joinUrl(apiBase: string | undefined, path: string): string {
  const base = (apiBase || '/').replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
