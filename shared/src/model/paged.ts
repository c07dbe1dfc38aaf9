// A page of a list endpoint as the apps read it: the contract's PagedList, mapped from the raw body.
import type { PagedList } from '../contract/paged.ts';
import { arr, bool, num, obj, optStr } from './values.ts';

export type { PagedList };

export interface RawPagedList {
  entryCount?: number;
  totalCount?: number;
  itemsPerPage?: number;
  startIndex?: number;
  count?: number;
  nextExists?: boolean;
  entries?: unknown[];
  error?: unknown;
  message?: unknown;
}

export function mapPagedList<T>(raw: unknown, mapEntry: (entry: never) => T): PagedList<T> {
  const r = obj(raw);
  const entries = arr(r.entries).map((e) => mapEntry(e as never));
  return {
    entryCount: num(r.entryCount, entries.length),
    totalCount: num(r.totalCount, entries.length),
    itemsPerPage: num(r.itemsPerPage, entries.length),
    startIndex: num(r.startIndex, 0),
    count: num(r.count, entries.length),
    nextExists: bool(r.nextExists),
    entries,
    error: r.error == null ? null : String(r.error),
    message: optStr(r.message),
  };
}

export const emptyPagedList = <T>(): PagedList<T> => mapPagedList<T>({}, () => undefined as never);
