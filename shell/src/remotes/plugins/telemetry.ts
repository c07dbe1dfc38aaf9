// Every remote failure is reported once with the remote, the phase it failed in and
// its kind (an incompatible shared version or a load failure); the error is re-thrown
// so the route's fallback boundary renders.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFailureKind, type RemoteFailureKind } from '../errors.ts';

export interface RemoteFailure {
  id: string;
  lifecycle: string;
  kind: RemoteFailureKind;
  error: unknown;
}

export function telemetryPlugin(report: (failure: RemoteFailure) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-telemetry',
    async errorLoadRemote({ id, error, lifecycle }) {
      report({ id, lifecycle, kind: remoteFailureKind(error), error });
      return undefined;
    },
  };
}
