// Previous / next for a paged list (api/README.md "Paged list": nextExists).
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/shared/ui';

export function Pager({ page, nextExists, onPage, label }: { page: number; nextExists: boolean; onPage: (page: number) => void; label: string }) {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  if (page === 0 && !nextExists) return null;
  return (
    <nav aria-label={label} css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: t.space(3) }}>
      <Button variant="outline" size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {tr('list.previous')}
      </Button>
      <span css={{ ...t.text.caption, color: t.color.textMuted }}>{tr('list.page', { page: page + 1 })}</span>
      <Button variant="outline" size="small" disabled={!nextExists} onClick={() => onPage(page + 1)}>
        {tr('list.next')}
      </Button>
    </nav>
  );
}
