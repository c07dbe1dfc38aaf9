export * from './tenant.ts';
export * from './remote.ts';
export * from './account-schemas.ts';
