// The shared route-test harness (providers the shell gives every page, a routes stub applying
// `validate`, a scripted fetch), re-exported so this remote's tests import one local path.
export * from '@portal/shared/testing/render-routes.tsx';
