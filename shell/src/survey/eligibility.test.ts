import {
  SURVEY_NAME,
  getSurveyRecord,
  isAllowedSurveyOrigin,
  isSurveyEligible,
  isSurveySubmitMessage,
  surveyIneligibility,
  surveyOptionsPatch,
  surveyTimings,
  type SurveyEligibilityInput,
} from './eligibility.ts';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const iso = (ms: number) => new Date(ms).toISOString();

const input = (over: Partial<SurveyEligibilityInput> = {}): SurveyEligibilityInput => ({
  formUrl: 'https://survey.example.test/forms/ux/',
  routeExcluded: false,
  authenticated: true,
  user: { added: iso(NOW - 30 * DAY), options: {} },
  isPxa: false,
  now: NOW,
  ...over,
});
const withRecord = (record: Record<string, string>, over: Partial<SurveyEligibilityInput> = {}) =>
  input({ user: { added: iso(NOW - 30 * DAY), options: { [SURVEY_NAME]: { surveyName: SURVEY_NAME, ...record } } }, ...over });

describe('survey timings (docs/product.md)', () => {
  it('20000 ms delay, 7 days, 1440 minutes; on pxa 5000 ms, 30 minutes, 10 minutes', () => {
    expect(surveyTimings(false)).toEqual({ startDelayMs: 20000, minAccountAgeMs: 7 * DAY, skipWaitMs: 1440 * MIN });
    expect(surveyTimings(true)).toEqual({ startDelayMs: 5000, minAccountAgeMs: 30 * MIN, skipWaitMs: 10 * MIN });
  });
});

describe('survey eligibility (docs/product.md), one rule at a time', () => {
  it('eligible when every rule holds', () => {
    expect(surveyIneligibility(input())).toBeNull();
    expect(isSurveyEligible(input())).toBe(true);
  });

  it('needs a configured form URL', () => {
    expect(surveyIneligibility(input({ formUrl: '' }))).toBe('no_form_url');
    expect(surveyIneligibility(input({ formUrl: '  ' }))).toBe('no_form_url');
    expect(surveyIneligibility(input({ formUrl: null }))).toBe('no_form_url');
  });

  it('not on an excluded route', () => {
    expect(surveyIneligibility(input({ routeExcluded: true }))).toBe('route_excluded');
  });

  it('needs a signed-in user', () => {
    expect(surveyIneligibility(input({ authenticated: false }))).toBe('not_signed_in');
    expect(surveyIneligibility(input({ user: null }))).toBe('not_signed_in');
  });

  it('needs the account creation date', () => {
    expect(surveyIneligibility(input({ user: { added: null, options: {} } }))).toBe('no_added_date');
    expect(surveyIneligibility(input({ user: { added: 'garbage', options: {} } }))).toBe('no_added_date');
  });

  it('the account must be older than 7 days', () => {
    expect(surveyIneligibility(input({ user: { added: iso(NOW - 7 * DAY), options: {} } }))).toBe('account_too_new');
    expect(surveyIneligibility(input({ user: { added: iso(NOW - 7 * DAY - 1), options: {} } }))).toBeNull();
  });

  it('on pxa, older than 30 minutes', () => {
    expect(surveyIneligibility(input({ isPxa: true, user: { added: iso(NOW - 30 * MIN), options: {} } }))).toBe('account_too_new');
    expect(surveyIneligibility(input({ isPxa: true, user: { added: iso(NOW - 31 * MIN), options: {} } }))).toBeNull();
  });

  it('never again after submitted', () => {
    expect(surveyIneligibility(withRecord({ submitted: iso(NOW - 400 * DAY) }))).toBe('submitted');
  });

  it('never again after closed', () => {
    expect(surveyIneligibility(withRecord({ closed: iso(NOW - 400 * DAY) }))).toBe('closed');
  });

  it('after skipping, again only after 1440 minutes', () => {
    expect(surveyIneligibility(withRecord({ skipped: iso(NOW - 1439 * MIN) }))).toBe('skipped_recently');
    expect(surveyIneligibility(withRecord({ skipped: iso(NOW - 1440 * MIN) }))).toBeNull();
  });

  it('after skipping on pxa, again after 10 minutes', () => {
    const pxaUser = { added: iso(NOW - DAY), options: { [SURVEY_NAME]: { surveyName: SURVEY_NAME, skipped: iso(NOW - 9 * MIN) } } };
    expect(surveyIneligibility(input({ isPxa: true, user: pxaUser }))).toBe('skipped_recently');
    pxaUser.options[SURVEY_NAME].skipped = iso(NOW - 10 * MIN);
    expect(surveyIneligibility(input({ isPxa: true, user: pxaUser }))).toBeNull();
  });

  it('reads a record nested under options.survey too', () => {
    const options = { survey: { [SURVEY_NAME]: { surveyName: SURVEY_NAME, closed: iso(NOW) } } };
    expect(getSurveyRecord(options)?.closed).toBe(iso(NOW));
    expect(surveyIneligibility(input({ user: { added: iso(NOW - 30 * DAY), options } }))).toBe('closed');
  });
});

describe('recording', () => {
  it('keys the record by survey name with surveyName and an ISO timestamp, keeping earlier ones', () => {
    const first = surveyOptionsPatch({}, 'skipped', new Date(NOW));
    expect(first).toEqual({ [SURVEY_NAME]: { surveyName: SURVEY_NAME, skipped: '2025-06-01T12:00:00.000Z' } });
    const second = surveyOptionsPatch(first, 'submitted', new Date(NOW + MIN));
    expect(second[SURVEY_NAME]).toEqual({ surveyName: SURVEY_NAME, skipped: '2025-06-01T12:00:00.000Z', submitted: '2025-06-01T12:01:00.000Z' });
  });
});

describe('form messages (docs/product.md)', () => {
  const allowed = ['https://survey.example.test', 'https://forms.example.org/'];

  it('accepts submit_success and form-submit from the two allowed origins', () => {
    expect(isSurveySubmitMessage({ origin: 'https://survey.example.test', data: { type: 'submit_success' } }, allowed)).toBe(true);
    expect(isSurveySubmitMessage({ origin: 'https://forms.example.org', data: { type: 'form-submit' } }, allowed)).toBe(true);
    expect(isSurveySubmitMessage({ origin: 'https://forms.example.org', data: '{"type":"form-submit"}' }, allowed)).toBe(true);
    expect(isSurveySubmitMessage({ origin: 'https://forms.example.org', data: 'submit_success' }, allowed)).toBe(true);
  });

  it('ignores other origins, even with the right type', () => {
    expect(isSurveySubmitMessage({ origin: 'https://evil.example', data: { type: 'submit_success' } }, allowed)).toBe(false);
    expect(isSurveySubmitMessage({ origin: 'http://survey.example.test', data: { type: 'submit_success' } }, allowed)).toBe(false);
    expect(isSurveySubmitMessage({ origin: 'null', data: { type: 'submit_success' } }, allowed)).toBe(false);
    expect(isAllowedSurveyOrigin('https://survey.example.test:8443', allowed)).toBe(false);
  });

  it('ignores other types from allowed origins', () => {
    expect(isSurveySubmitMessage({ origin: 'https://survey.example.test', data: { type: 'resize' } }, allowed)).toBe(false);
    expect(isSurveySubmitMessage({ origin: 'https://survey.example.test', data: null }, allowed)).toBe(false);
    expect(isSurveySubmitMessage({ origin: 'https://survey.example.test', data: 42 }, allowed)).toBe(false);
  });
});
