import { mapPagedList, type PagedList } from '../model/paged.ts';

/** Maps a paged answer (content with entries) once it arrives: `apiPaged(api.post(...), mapEvent)`. */
export async function apiPaged<Raw, T>(call: Promise<unknown>, mapEntry: (entry: Raw) => T): Promise<PagedList<T>> {
  return mapPagedList(await call, mapEntry as (entry: never) => T);
}
