// The one public surface of @portal/shared for browser code (shared as a Module
// Federation singleton; see docs/decisions/0004-shared-is-one-singleton.md).
export * from './contract/index.ts';
export * from './config/index.ts';
export * from './http/index.ts';
export * from './session/index.ts';
export * from './model/index.ts';
export * from './query/index.ts';
export * from './realtime/index.ts';
export * from './i18n/index.ts';
export * from './telemetry/index.ts';
export * from './player-bus/index.ts';
export * from './chrome/index.ts';
export * from './ui/index.ts';
// The viewer's preference ('system' included) wins the name over the design system's resolved theme mode.
export type { ColorMode } from './contract/index.ts';
