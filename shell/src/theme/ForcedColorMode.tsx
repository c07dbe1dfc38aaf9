// A page may force a colour mode through its route handle (`forceColorMode`) until the
// visitor navigates to a page without one. Forcing 'system' is ignored with a warning.
import { useEffect, useLayoutEffect } from 'react';
import { useMatches } from 'react-router';
import { useSetAtom } from 'jotai';
import type { PortalRouteHandle } from '@portal/shared';
import { forcedColorModeAtom, sanitizeForcedMode } from './color-mode.ts';

/** The deepest matched route that names a forced mode decides. */
export function forcedModeRequest(matches: ReadonlyArray<{ handle?: unknown }>): { value: unknown; name: string | undefined } {
  let value: unknown;
  let name: string | undefined;
  for (const match of matches) {
    const handle = match.handle as Partial<PortalRouteHandle> | undefined;
    if (handle && handle.forceColorMode !== undefined) {
      value = handle.forceColorMode;
      name = handle.name;
    }
  }
  return { value, name };
}

export function ForcedColorModeFromRoute() {
  const matches = useMatches();
  const setForced = useSetAtom(forcedColorModeAtom);
  const { value, name } = forcedModeRequest(matches);

  useLayoutEffect(() => {
    setForced(sanitizeForcedMode(value, name));
  }, [value, name, setForced]);

  useEffect(() => () => setForced(null), [setForced]);
  return null;
}
