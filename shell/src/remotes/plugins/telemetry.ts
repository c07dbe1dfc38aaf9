// Every remote failure is reported once with the remote and the phase it failed in;
// the error is re-thrown so the route's fallback boundary renders.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteFailure {
  id: string;
  lifecycle: string;
  error: unknown;
}

export function telemetryPlugin(report: (failure: RemoteFailure) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-telemetry',
    async errorLoadRemote({ id, error, lifecycle }) {
      report({ id, lifecycle, error });
      return undefined;
    },
  };
}
