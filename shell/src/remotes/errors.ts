// Tells apart the two ways a remote fails to load, for the fallback and telemetry:
// 'incompatible': the remote was built against a version of one of our shared
//   packages this shell does not provide (strictVersion + requiredVersion in the
//   preset). Retrying cannot help: the remote needs a new build.
// 'unavailable': anything else (CDN down, manifest timeout, script error), worth a retry.
export type RemoteFailureKind = 'incompatible' | 'unavailable';

// The MF runtime has no error code for this check; it throws (runtime-core
// utils/share.ts, strictVersion on a singleton) "Version X from Y of shared singleton
// module P does not satisfy the requirement of R which needs V".
const VERSION_MISMATCH = /of shared singleton module (\S+) does not satisfy the requirement/;

/** The shared package a remote could not get a compatible version of, following `cause` links. */
export function incompatibleSharedPackage(error: unknown, depth = 0): string | null {
  if (depth > 5 || error === null || typeof error !== 'object') {
    return typeof error === 'string' ? (VERSION_MISMATCH.exec(error)?.[1] ?? null) : null;
  }
  const match = VERSION_MISMATCH.exec(String((error as { message?: unknown }).message ?? ''));
  if (match) return match[1]!;
  return incompatibleSharedPackage((error as { cause?: unknown }).cause, depth + 1);
}

export function remoteFailureKind(error: unknown): RemoteFailureKind {
  return incompatibleSharedPackage(error) ? 'incompatible' : 'unavailable';
}
