// The favourite club (tenants with favourite-club selection, docs/product.md): shown, and changed through
// update_profile's favoriteClubId ('team|<id>').
import { useTheme } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setUser, toast } from '@portal/shared';
import { Alert, Button, QueryErrorAlert, Select, SkeletonLine } from '@portal/shared/ui';
import { useClubs } from './get-clubs.ts';
import { updateProfile, type AccountProfile } from '../../common/get-profile.ts';
import { useErrorText } from '../../common/error-text.ts';
import { Section } from '../../common/Section.tsx';

export function FavouriteClub({ profile, onSaved }: { profile: AccountProfile; onSaved: (next: AccountProfile) => void }) {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const describe = useErrorText();
  const clubs = useClubs(true);
  const [choice, setChoice] = useState(profile.favoriteClubId ?? '');
  const mutation = useMutation({
    mutationFn: (favoriteClubId: string) => updateProfile({ favoriteClubId }),
    onSuccess: (next) => {
      setUser(next);
      toast.success(tr('general.club.saved'));
      onSaved(next);
    },
  });
  const current = clubs.data?.find((c) => c.value === profile.favoriteClubId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (choice && choice !== profile.favoriteClubId) mutation.mutate(choice);
  };
  return (
    <Section id="account-general-club" title={tr('general.club.title')} intro={tr('general.club.intro')} data-testid="favourite-club">
      {clubs.isPending ? (
        <SkeletonLine lines={2} />
      ) : clubs.isError ? (
        <QueryErrorAlert title={tr('general.club.error')} query={clubs} />
      ) : (
        <form noValidate onSubmit={onSubmit} css={{ display: 'flex', flexDirection: 'column', gap: t.space(4) }}>
          <p css={{ ...t.text.body, margin: 0, fontWeight: t.fontWeight.semibold }} data-testid="favourite-club-current">
            {current?.name ?? tr('general.club.none')}
          </p>
          {mutation.isError ? <Alert kind="danger">{describe(mutation.error)}</Alert> : null}
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: t.space(3) }}>
            <Select
              label={tr('general.club.label')}
              placeholder={tr('general.choose')}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              options={(clubs.data ?? []).map((c) => ({ value: c.value, label: c.name }))}
              css={{ flex: '1 1 14rem', minInlineSize: 0 }}
            />
            <Button type="submit" loading={mutation.isPending} disabled={!choice || choice === profile.favoriteClubId}>
              {tr('general.club.save')}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
