export * from './customer.ts';
export { routeAvailable, useRouteAvailable } from './route-available.ts';
