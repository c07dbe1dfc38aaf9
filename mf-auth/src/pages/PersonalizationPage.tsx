// /auth/sign-up/personalization/ (auth middleware): the profile fields of update_profile,
// then the next sign-up step.
import { useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Button, Select, TextField, mapUserProfile, setUser, useCustomerConfig, userAtom } from '@portal/shared';
import { updateProfileRequest, type ProfileFields } from '../api/auth-api.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { AuthCard, FormStack } from '../components/AuthCard.tsx';
import { useForm } from '../hooks/use-form.ts';
import { useReturnPath } from '../hooks/use-return-path.ts';
import { afterSignUpStep, PERSONALIZATION_PATH, stepPosition } from '../lib/sign-up-steps.ts';
import {
  CITY_MAX,
  COUNTRY_MAX,
  POSTAL_CODE_MAX,
  validateDateOfBirth,
  validateDisplayName,
  validateOptionalText,
  validatePhone,
} from '../lib/validation.ts';

export const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const;

const validators = {
  displayName: (v: string) => validateDisplayName(v),
  countryName: (v: string) => validateOptionalText(v, COUNTRY_MAX),
  city: (v: string) => validateOptionalText(v, CITY_MAX),
  postalCode: (v: string) => validateOptionalText(v, POSTAL_CODE_MAX),
  phone: (v: string) => validatePhone(v),
  dateOfBirth: (v: string) => validateDateOfBirth(v),
};

/** update_profile requires a signed-in user (SPEC 5). */
export async function saveProfile(hasUser: boolean, data: ProfileFields) {
  if (!hasUser) throw new Error('User data not found!');
  const answer = await updateProfileRequest(data);
  const user = mapUserProfile(answer);
  setUser(user);
  return user;
}

const emptyToNull = (v: string) => (v.trim() ? v.trim() : null);

export function PersonalizationPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('auth');
  const errText = useErrorText();
  const config = useCustomerConfig();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const user = useAtomValue(userAtom);
  const form = useForm(
    {
      displayName: user?.fullName ?? '',
      countryName: user?.countryName ?? '',
      city: user?.city ?? '',
      postalCode: user?.postalCode ?? '',
      phone: user?.phone ?? '',
      gender: user?.gender ?? '',
      dateOfBirth: user?.dateOfBirth?.slice(0, 10) ?? '',
    },
    validators,
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const next = () => navigate(afterSignUpStep(config, PERSONALIZATION_PATH, returnPath), { replace: true });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setError(null);
    if (!form.validateAll()) return;
    setSaving(true);
    const v = form.values;
    try {
      await saveProfile(Boolean(user), {
        displayName: v.displayName.trim(),
        countryName: emptyToNull(v.countryName),
        city: emptyToNull(v.city),
        postalCode: emptyToNull(v.postalCode),
        phone: emptyToNull(v.phone),
        gender: emptyToNull(v.gender),
        dateOfBirth: emptyToNull(v.dateOfBirth),
      });
      next();
    } catch (e) {
      setError(e);
      setSaving(false);
    }
  };

  const { step, total } = stepPosition(config, PERSONALIZATION_PATH);
  const today = new Date().toISOString().slice(0, 10);
  const err = (key: keyof typeof validators) => (form.errors[key] ? tr(form.errors[key]!) : undefined);
  const two = { display: 'grid', gap: t.space(5), [t.mq.sm]: { gridTemplateColumns: '1fr 1fr' } } as const;

  return (
    <AuthCard testId="personalization-page" wide eyebrow={tr('steps.position', { step, total })} title={tr('personalization.title')} subtitle={tr('personalization.subtitle')}>
      {error ? (
        <div css={{ marginBlockEnd: t.space(5) }}>
          <Alert kind="danger" data-testid="personalization-error">
            {errText(error)}
          </Alert>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-label={tr('personalization.form_label')}>
        <FormStack>
          <TextField {...form.field('displayName')} label={tr('fields.display_name')} autoComplete="name" required error={err('displayName')} />
          <div css={two}>
            <Select
              {...form.field('gender')}
              label={tr('fields.gender')}
              placeholder={tr('fields.choose')}
              options={GENDERS.map((g) => ({ value: g, label: tr(`gender.${g}`) }))}
            />
            <TextField {...form.field('dateOfBirth')} label={tr('fields.date_of_birth')} type="date" autoComplete="bday" max={today} error={err('dateOfBirth')} />
          </div>
          <TextField {...form.field('phone')} label={tr('fields.phone')} type="tel" inputMode="tel" autoComplete="tel" error={err('phone')} />
          <TextField {...form.field('countryName')} label={tr('fields.country')} autoComplete="country-name" error={err('countryName')} />
          <div css={two}>
            <TextField {...form.field('city')} label={tr('fields.city')} autoComplete="address-level2" error={err('city')} />
            <TextField {...form.field('postalCode')} label={tr('fields.postal_code')} autoComplete="postal-code" error={err('postalCode')} />
          </div>
          <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(3), [t.mq.sm]: { flexDirection: 'row-reverse' } }}>
            <Button type="submit" size="large" fullWidth loading={saving} data-testid="personalization-submit">
              {tr('personalization.submit')}
            </Button>
            <Button type="button" variant="outline" size="large" fullWidth disabled={saving} onClick={next} data-testid="personalization-skip">
              {tr('personalization.skip')}
            </Button>
          </div>
        </FormStack>
      </form>
    </AuthCard>
  );
}
