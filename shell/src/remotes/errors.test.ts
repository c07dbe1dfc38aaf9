import { incompatibleSharedPackage, remoteFailureKind } from './errors.ts';

const mismatch = (pkg: string) =>
  new Error(
    `[ Federation Runtime ]: Version 1.2.0 from shell of shared singleton module ${pkg} does not satisfy the requirement of mf_events which needs ^99.0.0)`,
  );

describe('remote failure kinds', () => {
  it("recognises the MF runtime's strict version error, also as the cause of a wrapper", () => {
    expect(incompatibleSharedPackage(mismatch('@portal/shared'))).toBe('@portal/shared');
    expect(incompatibleSharedPackage(new Error('Remote mf-events could not be loaded', { cause: mismatch('@portal/shared/ui') }))).toBe('@portal/shared/ui');
    expect(remoteFailureKind(new Error('wrapped', { cause: mismatch('@portal/shared') }))).toBe('incompatible');
  });

  it('calls every other failure unavailable', () => {
    expect(remoteFailureKind(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.'))).toBe('unavailable');
    expect(remoteFailureKind(new DOMException('The operation timed out.', 'TimeoutError'))).toBe('unavailable');
    expect(remoteFailureKind(undefined)).toBe('unavailable');
    expect(remoteFailureKind('boom')).toBe('unavailable');
  });
});
