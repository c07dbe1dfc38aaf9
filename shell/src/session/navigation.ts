// Non-React code (token refresh, socket messages) must navigate. The shell's root plugs in
// the router's navigate; until then a full page load does it.
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate = (to, options) => {
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigate(navigate: Navigate): void {
  current = navigate;
}

export const navigateTo: Navigate = (to, options) => current(to, options);
