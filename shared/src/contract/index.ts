export * from './tenant.ts';
export * from './remote.ts';
export * from './routes.ts';
export * from './auth-paths.ts';
export type { PagedList } from './paged.ts';
export { isShellPage } from './shell-pages.ts';
