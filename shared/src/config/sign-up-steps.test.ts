import type { ResolvedRemote } from '../contract/tenant.ts';
import { signUpPages, signUpSteps, stepPosition } from './sign-up-steps.ts';

const remote = (id: string, prefixes: string[], enabled = true) =>
  ({ id, container: id, enabled, version: '1', manifestUrl: '', prefixes }) as unknown as ResolvedRemote;
const remotes = [
  remote('mf-auth', ['/auth']),
  remote('mf-events', ['/']),
  remote('mf-commerce', ['/auth/sign-up/subscription', '/payment']),
  remote('mf-following', ['/following', '/auth/sign-up/following', '/club']),
];
const steps = ['/auth/sign-up/personalization/', '/auth/sign-up/following/league/', '/auth/sign-up/subscription/'];

test('the steps a tenant offers: in its order, without a step whose remote is off or which it switched off', () => {
  expect(signUpSteps({ sign_up_steps: steps, remotes })).toEqual(steps);
  expect(signUpSteps({ sign_up_steps: steps, remotes: remotes.map((r) => (r.id === 'mf-commerce' ? { ...r, enabled: false } : r)) })).toEqual(
    steps.slice(0, 2),
  );
  expect(signUpSteps({ sign_up_steps: steps, remotes, disabled_routes: ['auth/sign-up/following/league'] })).toEqual([steps[0], steps[2]]);
  expect(signUpSteps(null)).toEqual([]);
});

test('step position counts the account step', () => {
  expect(stepPosition({ sign_up_steps: steps, remotes }, '/auth/sign-up/')).toEqual({ step: 1, total: 4 });
  expect(stepPosition({ sign_up_steps: steps, remotes }, '/auth/sign-up/following/league')).toEqual({ step: 3, total: 4 });
});

test('with favourite-club selection the club page is the step after the account (the guard sends a new account there first)', () => {
  const config = { sign_up_steps: steps.slice(0, 2), enable_favourite_club_selection: true, remotes };
  expect(signUpPages(config)).toEqual(['/auth/sign-up/', '/club/', '/auth/sign-up/personalization/', '/auth/sign-up/following/league/']);
  expect(stepPosition(config, '/club/')).toEqual({ step: 2, total: 4 });
  expect(stepPosition(config, '/auth/sign-up/following/league/')).toEqual({ step: 4, total: 4 });
  // the club's remote off: no club step
  expect(signUpPages({ ...config, remotes: remotes.map((r) => (r.id === 'mf-following' ? { ...r, enabled: false } : r)) })).toEqual([
    '/auth/sign-up/',
    '/auth/sign-up/personalization/',
  ]);
  expect(stepPosition({ ...config, enable_favourite_club_selection: false }, '/auth/sign-up/following/league/')).toEqual({ step: 3, total: 3 });
});
