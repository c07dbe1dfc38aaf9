// The parts of the Sentry browser SDK that error reporting uses. The lazy "sentry" chunk imports
// this module rather than '@sentry/browser' itself: a dynamic import keeps every export of the
// module it names, so naming the SDK shipped all of it (Spotlight's localhost sidecar included).
export { captureException, dedupeIntegration, init } from '@sentry/browser';
