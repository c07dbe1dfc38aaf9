// Records what the visitor did with the survey in the profile options
// (POST /api/user/update_profile { data: { options } }, api/README.md) and in the session's
// user at once, so the survey never comes back in this tab even if the call fails.
import { api, portalStore, userAtom } from '@portal/shared';
import { surveyOptionsPatch, type SurveyAction } from './eligibility.ts';

export async function recordSurvey(action: SurveyAction, now: Date = new Date()): Promise<void> {
  const user = portalStore.get(userAtom);
  if (!user) {
    console.error('User data not found!');
    return;
  }
  const patch = surveyOptionsPatch(user.options as Record<string, unknown>, action, now);
  portalStore.set(userAtom, { ...user, options: { ...user.options, ...patch } });
  try {
    await api.post('/api/user/update_profile', { body: { data: { options: patch } } });
  } catch (error) {
    console.error('The survey answer could not be saved', error);
  }
}
