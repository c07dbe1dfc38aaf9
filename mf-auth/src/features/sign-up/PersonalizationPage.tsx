// /auth/sign-up/personalization/ (auth middleware): the profile fields of update_profile,
// then the next sign-up step.
import { useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mapUserProfile, setUser, useCustomerConfig, userAtom } from '@portal/shared';
import { Button, CountrySelect, countryFormValue, countryToStore, Select, TextField } from '@portal/shared/ui';
import { FormError, profileFormSchema, useZodForm } from '@portal/shared/forms';
import { updateProfileRequest, type ProfileFields } from '../../common/auth-api.ts';
import { AuthCard, FormStack } from '../../common/AuthCard.tsx';
import { useReturnPath } from '../../common/use-return-path.ts';
import { afterSignUpStep, PERSONALIZATION_PATH, stepPosition } from '../../common/sign-up-steps.ts';

export const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const;

/** update_profile requires a signed-in user (docs/product.md). */
export async function saveProfile(hasUser: boolean, data: ProfileFields) {
  if (!hasUser) throw new Error('User data not found!');
  const answer = await updateProfileRequest(data);
  const user = mapUserProfile(answer);
  setUser(user);
  return user;
}

/** The schema trims; an empty optional field is sent as null (cleared). */
const emptyToNull = (v: string) => v || null;

export function PersonalizationPage() {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('auth');
  const config = useCustomerConfig();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const user = useAtomValue(userAtom);
  const form = useZodForm(profileFormSchema, {
    defaultValues: {
      displayName: user?.fullName ?? '',
      countryName: countryFormValue(user?.countryName),
      city: user?.city ?? '',
      postalCode: user?.postalCode ?? '',
      phone: user?.phone ?? '',
      gender: user?.gender ?? '',
      dateOfBirth: user?.dateOfBirth?.slice(0, 10) ?? '',
    },
    ns: 'auth',
  });
  const next = () => navigate(afterSignUpStep(config, PERSONALIZATION_PATH, returnPath), { replace: true });

  const onSubmit = form.submit(async (v) => {
    await saveProfile(Boolean(user), {
      displayName: v.displayName,
      countryName: emptyToNull(countryToStore(v.countryName)),
      city: emptyToNull(v.city),
      postalCode: emptyToNull(v.postalCode),
      phone: emptyToNull(v.phone),
      gender: emptyToNull(v.gender),
      dateOfBirth: emptyToNull(v.dateOfBirth),
    });
    next();
  });

  const { step, total } = stepPosition(config, PERSONALIZATION_PATH);
  const today = new Date().toISOString().slice(0, 10);
  const two = { display: 'grid', gap: t.space(5), [t.mq.sm]: { gridTemplateColumns: '1fr 1fr' } } as const;

  return (
    <AuthCard
      testId="personalization-page"
      wide
      eyebrow={tr('steps.position', { step, total })}
      title={tr('personalization.title')}
      subtitle={tr('personalization.subtitle')}
    >
      {form.formError ? (
        <div css={{ marginBlockEnd: t.space(5) }}>
          <FormError error={form.formError} describe={form.describeError} data-testid="personalization-error" />
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-label={tr('personalization.form_label')}>
        <FormStack>
          <TextField {...form.field('displayName')} label={tr('fields.display_name')} autoComplete="name" required />
          <div css={two}>
            <Select
              {...form.field('gender')}
              label={tr('fields.gender')}
              placeholder={tr('fields.choose')}
              options={GENDERS.map((g) => ({ value: g, label: tr(`gender.${g}`) }))}
            />
            <TextField {...form.field('dateOfBirth')} label={tr('fields.date_of_birth')} type="date" autoComplete="bday" max={today} />
          </div>
          <TextField {...form.field('phone')} label={tr('fields.phone')} type="tel" inputMode="tel" autoComplete="tel" />
          <CountrySelect
            {...form.field('countryName')}
            label={tr('fields.country')}
            placeholder={tr('fields.choose')}
            locale={i18n.resolvedLanguage ?? i18n.language ?? 'en'}
            stored={user?.countryName}
          />
          <div css={two}>
            <TextField {...form.field('city')} label={tr('fields.city')} autoComplete="address-level2" />
            <TextField {...form.field('postalCode')} label={tr('fields.postal_code')} autoComplete="postal-code" />
          </div>
          <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(3), [t.mq.sm]: { flexDirection: 'row-reverse' } }}>
            <Button type="submit" size="large" fullWidth loading={form.submitting} data-testid="personalization-submit">
              {tr('personalization.submit')}
            </Button>
            <Button type="button" variant="outline" size="large" fullWidth disabled={form.submitting} onClick={next} data-testid="personalization-skip">
              {tr('personalization.skip')}
            </Button>
          </div>
        </FormStack>
      </form>
    </AuthCard>
  );
}
