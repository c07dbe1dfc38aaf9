// A page of a list endpoint (api/README.md, "Paged lists"): what the API builds and the apps read.
// The API sends the first seven fields; a client's mapped page adds the error fields.
export interface PagedList<T> {
  entryCount: number;
  totalCount: number;
  itemsPerPage: number;
  startIndex: number;
  count: number;
  nextExists: boolean;
  entries: T[];
  error: string | null;
  message: string | null;
}
