// Spoiler-free mode on the account's General page (issue 15 item 2): a profile option saved through
// the core's setSpoilerFree (update_profile merges options, so the survey record stays).
import { useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSpoilerFree, spoilerFreeAtom, toast } from '@portal/shared';
import { Checkbox } from '@portal/shared/ui';

export function SpoilerFreeToggle() {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const on = useAtomValue(spoilerFreeAtom);
  // The box follows the click at once (the save is on its way) and falls back if it fails.
  const [pending, setPending] = useState<boolean | null>(null);
  const busy = pending !== null;

  async function change(next: boolean) {
    setPending(next);
    try {
      await setSpoilerFree(next);
      toast.success(tr('spoilerFree.saved'));
    } catch {
      toast.danger(tr('errors.default'));
    } finally {
      setPending(null);
    }
  }

  return (
    <div
      data-testid="spoiler-free"
      css={{ padding: t.space(5), borderRadius: t.radius.lg, border: `1px solid ${t.color.border}`, backgroundColor: t.color.surface }}
    >
      <Checkbox
        label={tr('spoilerFree.label')}
        hint={tr('spoilerFree.hint')}
        checked={pending ?? on}
        disabled={busy}
        aria-busy={busy}
        onChange={(e) => void change(e.currentTarget.checked)}
      />
    </div>
  );
}
