// Fakes of a browser window that opens a popup, for the SSO popup tests.
type Listener = (event: MessageEvent) => void;

export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

export function fakePopupWindow() {
  const popup = {
    closed: false,
    close: jest.fn(() => {
      popup.closed = true;
    }),
    location: { replace: jest.fn(), href: 'about:blank' },
  };
  return popup;
}

export function fakeHost(origin = 'http://localhost') {
  const listeners = new Set<Listener>();
  const popup = fakePopupWindow();
  const host = {
    location: { origin },
    screenX: 100,
    screenY: 50,
    outerWidth: 1400,
    outerHeight: 900,
    open: jest.fn((): unknown => popup),
    addEventListener: (_type: string, fn: Listener) => void listeners.add(fn),
    removeEventListener: (_type: string, fn: Listener) => void listeners.delete(fn),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  };
  /** Delivers a message event as the browser would. */
  const post = (data: unknown, { origin: from = origin, source = popup as unknown }: { origin?: string; source?: unknown } = {}) => {
    for (const listener of [...listeners]) listener({ data, origin: from, source } as MessageEvent);
  };
  return { host: host as unknown as Window, popup, post, listeners, open: host.open };
}
