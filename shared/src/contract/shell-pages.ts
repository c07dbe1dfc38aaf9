// The pages the shell itself serves, whatever remotes a tenant turns on (ADR 0056): the tenant's
// content pages. The shell patches them in when one is first visited, the server answers them
// without a remote's routes.json, and links to them show even when no remote owns the path.
export const SHELL_PAGES = ['faq', 'about', 'terms', 'privacy', 'info/:type', 'open-app'] as const;

const segments = (path: string) => path.split('/').filter(Boolean);

/** True when `path` ('/team/7/') is an instance of `pattern` ('team/:teamId'). */
export function pathMatches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  return want.length === got.length && want.every((w, i) => w.startsWith(':') || w === got[i]);
}

/** True when `path` ('/info/contact/') is one of SHELL_PAGES (the param's own rule is the page's). */
export const isShellPage = (path: string): boolean => SHELL_PAGES.some((pattern) => pathMatches(pattern, path));
