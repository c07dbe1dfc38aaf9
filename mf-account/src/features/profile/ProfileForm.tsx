// The profile's edit form: the contract's profileFormSchema (the API validates update_profile
// with the same rules), a success toast, and 'User data not found!' without a signed-in user.
import { useTheme } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { setUser, toast, userAtom } from '@portal/shared';
import { Button, CountrySelect, countryFormValue, countryToStore, Select, TextField } from '@portal/shared/ui';
import { FormError, profileFormSchema, useZodForm } from '@portal/shared/forms';
import { updateProfile, type AccountProfile, type ProfileUpdate } from '../../common/get-profile.ts';
import { Section } from '../../common/Section.tsx';

export const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const;

const emptyToNull = (v: string) => v || null;

export function ProfileForm({ profile, onSaved, onCancel }: { profile: AccountProfile; onSaved: (next: AccountProfile) => void; onCancel: () => void }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const user = useAtomValue(userAtom);
  const genders = GENDERS.map((g): { value: string; label: string } => ({ value: g, label: tr(`gender.${g}`) }));
  if (profile.gender && !(GENDERS as readonly string[]).includes(profile.gender)) genders.unshift({ value: profile.gender, label: profile.gender });
  const form = useZodForm(profileFormSchema, {
    defaultValues: {
      displayName: profile.fullName,
      countryName: countryFormValue(profile.countryName),
      city: profile.city ?? '',
      postalCode: profile.postalCode ?? '',
      phone: profile.phone ?? '',
      gender: profile.gender ?? '',
      dateOfBirth: profile.dateOfBirth?.slice(0, 10) ?? '',
    },
    ns: 'account',
  });
  const mutation = useMutation({
    mutationFn: (data: ProfileUpdate) => {
      // api/README.md and docs/product.md: an update needs a signed-in user ('User data not found!').
      if (!user) throw new Error(tr('general.noUser'));
      return updateProfile(data);
    },
    onSuccess: (next) => {
      // The header and other apps read the session's user.
      setUser(next);
      toast.success(tr('general.saved'));
      onSaved(next);
    },
  });

  const onSubmit = form.submit(async (v) => {
    await mutation.mutateAsync({
      displayName: v.displayName,
      countryName: emptyToNull(countryToStore(v.countryName)),
      city: emptyToNull(v.city),
      postalCode: emptyToNull(v.postalCode),
      phone: emptyToNull(v.phone),
      gender: emptyToNull(v.gender),
      dateOfBirth: emptyToNull(v.dateOfBirth),
    });
  });

  const today = new Date().toISOString().slice(0, 10);
  const two = { display: 'grid', gap: t.space(5), [t.mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } as const;
  return (
    <Section id="account-general-details" title={tr('general.details')}>
      <form noValidate onSubmit={onSubmit} aria-label={tr('general.formLabel')} data-testid="profile-form">
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(5) }}>
          <FormError error={form.formError} describe={form.describeError} data-testid="profile-error" />
          <TextField {...form.field('displayName')} label={tr('general.fullName')} autoComplete="name" required />
          <div css={two}>
            <Select {...form.field('gender')} label={tr('general.gender')} placeholder={tr('general.choose')} options={genders} />
            <TextField {...form.field('dateOfBirth')} label={tr('general.birthDate')} type="date" autoComplete="bday" max={today} />
          </div>
          <TextField {...form.field('phone')} label={tr('general.phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" />
          <CountrySelect
            {...form.field('countryName')}
            label={tr('general.country')}
            placeholder={tr('general.choose')}
            locale={locale}
            stored={profile.countryName}
          />
          <div css={two}>
            <TextField {...form.field('city')} label={tr('general.city')} autoComplete="address-level2" />
            <TextField {...form.field('postalCode')} label={tr('general.postalCode')} autoComplete="postal-code" />
          </div>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(3), justifyContent: 'flex-end' }}>
            <Button type="button" variant="outline" disabled={form.submitting} onClick={onCancel}>
              {tr('general.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting} data-testid="profile-save">
              {tr('general.save')}
            </Button>
          </div>
        </div>
      </form>
    </Section>
  );
}
