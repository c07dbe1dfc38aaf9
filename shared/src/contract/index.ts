export * from './tenant.ts';
export * from './remote.ts';
