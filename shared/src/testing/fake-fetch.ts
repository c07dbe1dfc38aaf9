// A scripted fetch for API tests: records every call, answers by handler.
import type { UserTokenData } from '../session/atoms.ts';
import type { LockManagerLike } from '../http/refresh-lock.ts';
import type { TokenStore } from '../http/tokens.ts';

export interface Call {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** Set when the request asked to outlive the page (fetch keepalive). */
  keepalive?: boolean;
}

export type Handler = (call: Call) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeFetch(handler: Handler): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = { ...(init.headers as Record<string, string>) };
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call: Call = { method: init.method ?? 'GET', url, path: new URL(url).pathname, headers, body, ...(init.keepalive ? { keepalive: true } : {}) };
    calls.push(call);
    return handler(call);
  };
  return { fetch: fn as typeof fetch, calls };
}

/** Tokens kept in one object, as localStorage is shared by the tabs of a browser. */
export function memoryTokens(shared: { data: UserTokenData | null }): TokenStore {
  return {
    read: () => (shared.data ? { ...shared.data } : null),
    write: (data) => {
      shared.data = { ...data };
    },
  };
}

/** An exclusive lock shared by several clients, like navigator.locks across tabs. */
export function fakeLocks(): LockManagerLike & { requests: number } {
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    requests: 0,
    request<T>(_name: string, _options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      locks.requests += 1;
      const run = tail.then(() => callback());
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return locks;
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const nowS = () => Math.floor(Date.now() / 1000);
