// /account/general/: the signed-in user's profile.
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle, type UserProfile } from '@portal/shared';
import { QueryErrorAlert, SkeletonLine, VisuallyHidden } from '@portal/shared/ui';
import { useProfile } from '../api/get-profile.ts';
import { AccountLayout } from '../components/AccountLayout.tsx';

function formatDate(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Birth dates are calendar dates: format them in UTC so no time zone shifts the day.
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: iso.length <= 10 ? 'UTC' : undefined }).format(date);
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  const t = useTheme();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(1), paddingBlock: t.space(4), borderBlockEnd: `1px solid ${t.color.border}`, minInlineSize: 0 }}>
      <dt css={{ ...t.text.caption, color: t.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.06em' }}>{label}</dt>
      <dd css={{ ...t.text.body, margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
    </div>
  );
}

function Profile({ profile }: { profile: UserProfile }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const none = <span css={{ color: t.color.textMuted }}>{tr('general.notSet')}</span>;
  const initials = (profile.fullName || profile.email)
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <>
      <header css={{ display: 'flex', alignItems: 'center', gap: t.space(5) }}>
        <span
          aria-hidden="true"
          css={{
            inlineSize: '72px',
            blockSize: '72px',
            flexShrink: 0,
            borderRadius: t.radius.full,
            display: 'grid',
            placeItems: 'center',
            backgroundColor: t.color.primary,
            color: t.color.onPrimary,
            fontSize: t.fontSize['2xl'],
            fontWeight: t.fontWeight.bold,
          }}
        >
          {initials}
        </span>
        <div css={{ minInlineSize: 0 }}>
          <h1 css={{ ...t.text.h1, margin: 0 }}>{profile.fullName || tr('general.title')}</h1>
          <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{profile.email}</p>
        </div>
      </header>
      <section aria-labelledby="account-general-details" css={{ padding: t.space(2, 6, 4), borderRadius: t.radius.xl, backgroundColor: t.color.surface, border: `1px solid ${t.color.border}` }}>
        <h2 id="account-general-details" css={{ ...t.text.h3, margin: 0, paddingBlockStart: t.space(4) }}>
          {tr('general.details')}
        </h2>
        <dl css={{ display: 'grid', columnGap: t.space(8), margin: 0, [t.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}>
          <Field label={tr('general.fullName')} value={profile.fullName || none} />
          <Field label={tr('general.email')} value={profile.email || none} />
          <Field label={tr('general.country')} value={profile.countryName ?? none} />
          <Field label={tr('general.city')} value={profile.city ?? none} />
          <Field label={tr('general.phone')} value={profile.phone ? <span dir="ltr">{profile.phone}</span> : none} />
          <Field label={tr('general.birthDate')} value={formatDate(profile.dateOfBirth, locale) ?? none} />
          <Field label={tr('general.memberSince')} value={formatDate(profile.added, locale) ?? none} />
        </dl>
      </section>
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
        <div role="status" aria-busy="true" css={{ display: 'flex', flexDirection: 'column', gap: t.space(6) }}>
          <VisuallyHidden>{tr('common.loading')}</VisuallyHidden>
          <SkeletonLine size="lg" width="40%" />
          <SkeletonLine lines={6} />
        </div>
      ) : query.isError ? (
        <>
          <h1 css={{ ...t.text.h1, margin: 0 }}>{tr('general.title')}</h1>
          <QueryErrorAlert title={tr('general.error')} query={query} />
        </>
      ) : (
        <Profile profile={query.data} />
      )}
    </AccountLayout>
  );
}
