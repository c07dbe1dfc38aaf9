// @portal/shared, the core entry: what every app needs (contract, customer configuration, API
// client and session, model mappers used by more than one app, query defaults, realtime, i18n,
// telemetry facades, player bus, toast and modal commands, page titles). The design-system kit
// is its own entry (@portal/shared/ui), and so are form helpers (@portal/shared/forms); each is a
// strictly versioned federated singleton (docs/decisions/0014-shared-in-parts.md).
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
