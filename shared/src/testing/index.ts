// The kit's testing entry (`@portal/shared/testing`): the one harness and tenant fixture
// of the shell and every remote. Test code only; no app imports it at runtime.
export * from './fake-fetch.ts';
export * from './tenant.ts';
export * from './harness.tsx';
