// /account/general/: the signed-in user's profile: read, edit (update_profile, validated with the
// contract's profile schema the API also uses), the favourite club when the tenant uses one, and
// deleting the account behind a confirmation that names what is lost.
import { useTheme } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle, useCustomerConfig } from '@portal/shared';
import { Button, EmailText, initials, LoadingStatus, localCountryName, SkeletonLine } from '@portal/shared/ui';
import { profileQuery, useProfile, type AccountProfile } from '../../common/get-profile.ts';
import { AccountLayout } from '../../common/AccountLayout.tsx';
import { PageError } from '../../common/QueryStates.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { FavouriteClub } from './FavouriteClub.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { Section } from '../../common/Section.tsx';
import { SpoilerFreeToggle } from './SpoilerFreeToggle.tsx';
import { formatDate } from '../../common/format.ts';

function Field({ label, value }: { label: string; value: ReactNode }) {
  const t = useTheme();
  return (
    <div
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: t.space(1),
        paddingBlock: t.space(4),
        borderBlockEnd: `1px solid ${t.color.border}`,
        minInlineSize: 0,
      }}
    >
      <dt css={{ ...t.text.caption, color: t.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.06em' }}>{label}</dt>
      <dd css={{ ...t.text.body, margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
    </div>
  );
}

function Details({ profile, onEdit }: { profile: AccountProfile; onEdit: () => void }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const none = <span css={{ color: t.color.textMuted }}>{tr('general.notSet')}</span>;
  const gender = profile.gender ? tr(`gender.${profile.gender}`, { defaultValue: profile.gender }) : null;
  return (
    <Section
      id="account-general-details"
      title={tr('general.details')}
      action={
        <Button variant="outline" size="small" onClick={onEdit} data-testid="profile-edit">
          {tr('general.edit')}
        </Button>
      }
    >
      <dl css={{ display: 'grid', columnGap: t.space(8), margin: 0, [t.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}>
        <Field label={tr('general.fullName')} value={profile.fullName || none} />
        <Field label={tr('general.email')} value={profile.email ? <EmailText data-testid="profile-email">{profile.email}</EmailText> : none} />
        <Field label={tr('general.country')} value={localCountryName(profile.countryName, locale) ?? none} />
        <Field label={tr('general.city')} value={profile.city ?? none} />
        <Field label={tr('general.postalCode')} value={profile.postalCode ?? none} />
        <Field label={tr('general.phone')} value={profile.phone ? <span dir="ltr">{profile.phone}</span> : none} />
        <Field label={tr('general.gender')} value={gender ?? none} />
        <Field label={tr('general.birthDate')} value={formatDate(profile.dateOfBirth, locale) ?? none} />
        <Field label={tr('general.memberSince')} value={formatDate(profile.added, locale) ?? none} />
      </dl>
    </Section>
  );
}

function Profile({ profile }: { profile: AccountProfile }) {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const config = useCustomerConfig();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const saved = (next: AccountProfile) => {
    queryClient.setQueryData(profileQuery().queryKey, next);
    setEditing(false);
  };
  return (
    <>
      <header css={{ display: 'flex', alignItems: 'center', gap: t.space(4), minInlineSize: 0, [t.mq.sm]: { gap: t.space(5) } }}>
        <span
          aria-hidden="true"
          css={{
            inlineSize: '56px',
            blockSize: '56px',
            flexShrink: 0,
            borderRadius: t.radius.full,
            display: 'grid',
            placeItems: 'center',
            backgroundColor: t.color.primary,
            color: t.color.onPrimary,
            fontSize: t.fontSize.xl,
            fontWeight: t.fontWeight.bold,
            [t.mq.sm]: { inlineSize: '72px', blockSize: '72px', fontSize: t.fontSize['2xl'] },
          }}
        >
          {initials(profile.fullName, profile.email)}
        </span>
        <div css={{ minInlineSize: 0 }}>
          <h1 css={{ ...t.text.h1, margin: 0, overflowWrap: 'anywhere' }}>{profile.fullName || tr('general.title')}</h1>
          <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>
            <EmailText>{profile.email}</EmailText>
          </p>
        </div>
      </header>
      {editing ? (
        <ProfileForm profile={profile} onSaved={saved} onCancel={() => setEditing(false)} />
      ) : (
        <Details profile={profile} onEdit={() => setEditing(true)} />
      )}
      {config?.enable_favourite_club_selection ? (
        <FavouriteClub profile={profile} onSaved={(next) => queryClient.setQueryData(profileQuery().queryKey, next)} />
      ) : null}
      <SpoilerFreeToggle />
      <DeleteAccount />
    </>
  );
}

export function GeneralPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const query = useProfile();
  usePageTitle(tr('general.title'));
  return (
    <AccountLayout>
      {query.isPending ? (
        <LoadingStatus label={tr('common.loading')} css={{ display: 'flex', flexDirection: 'column', gap: t.space(6) }}>
          <SkeletonLine size="lg" width="40%" />
          <SkeletonLine lines={6} />
        </LoadingStatus>
      ) : query.isError ? (
        <PageError heading={tr('general.title')} title={tr('general.error')} query={query} />
      ) : (
        <Profile profile={query.data} />
      )}
    </AccountLayout>
  );
}
