import type { ResolvedRemote } from '@portal/shared';
import { afterSignUpStep, nextSignUpStep, signUpSteps, stepPosition } from './sign-up-steps.ts';

const remote = (id: string, prefixes: string[], enabled = true) =>
  ({ id, container: id, enabled, version: '1', manifestUrl: '', prefixes }) as unknown as ResolvedRemote;
const remotes = [
  remote('mf-auth', ['/auth']),
  remote('mf-events', ['/']),
  remote('mf-commerce', ['/auth/sign-up/subscription', '/payment']),
  remote('mf-following', ['/following', '/auth/sign-up/following']),
];
const steps = ['/auth/sign-up/personalization/', '/auth/sign-up/following/league/', '/auth/sign-up/subscription/'];

describe('sign-up steps', () => {
  test('in tenant order, handing off to other remotes by URL', () => {
    const config = { sign_up_steps: steps, remotes };
    expect(nextSignUpStep(config, null)).toBe('/auth/sign-up/personalization/');
    expect(nextSignUpStep(config, '/auth/sign-up/personalization')).toBe('/auth/sign-up/following/league/');
    expect(nextSignUpStep(config, '/auth/sign-up/following/league/')).toBe('/auth/sign-up/subscription/');
    expect(nextSignUpStep(config, '/auth/sign-up/subscription/')).toBeNull();
  });

  test('a step whose remote is switched off is skipped (mf-commerce off)', () => {
    const config = { sign_up_steps: steps, remotes: remotes.map((r) => (r.id === 'mf-commerce' ? { ...r, enabled: false } : r)) };
    expect(signUpSteps(config)).toEqual(['/auth/sign-up/personalization/', '/auth/sign-up/following/league/']);
    expect(nextSignUpStep(config, '/auth/sign-up/following/league/')).toBeNull();
  });

  test('no steps: done right after the account', () => {
    expect(nextSignUpStep({ sign_up_steps: [], remotes }, null)).toBeNull();
    expect(nextSignUpStep(null, null)).toBeNull();
  });

  test('step position counts the account step', () => {
    expect(stepPosition({ sign_up_steps: steps, remotes }, '/auth/sign-up/personalization/')).toEqual({ step: 2, total: 4 });
  });

  test('the page the user came from travels through every step and is where the last one ends', () => {
    const config = { sign_up_steps: steps, remotes };
    const returnPath = { raw: '/events/arena-evt-1/?tab=info', target: '/events/arena-evt-1/?tab=info' };
    expect(afterSignUpStep(config, null, returnPath)).toBe('/auth/sign-up/personalization/?redirect=%2Fevents%2Farena-evt-1%2F%3Ftab%3Dinfo');
    expect(afterSignUpStep(config, '/auth/sign-up/subscription/', returnPath)).toBe('/events/arena-evt-1/?tab=info');
    expect(afterSignUpStep({ sign_up_steps: [], remotes }, null, returnPath)).toBe('/events/arena-evt-1/?tab=info');
    // An unsafe redirect is not carried on.
    expect(afterSignUpStep(config, null, { raw: 'https://evil.example/', target: '/' })).toBe('/auth/sign-up/personalization/');
  });
});
