// What other features show of browsing (ADR 0054): the rows of the event page and the league,
// category and team pages, and the grid of search results.
export { EventRow } from './EventRow.tsx';
export { EventRows } from './EventRows.tsx';
export { EventGrid } from './EventGrid.tsx';
