import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';

/** The first focusable element of every page: jumps over the header to the content. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  return (
    <a
      href={`#${target}`}
      onClick={(e) => {
        const el = document.getElementById(target);
        if (!el) return;
        e.preventDefault();
        el.focus();
        el.scrollIntoView({ block: 'start' });
      }}
      css={{
        position: 'fixed',
        insetBlockStart: theme.space(2),
        insetInlineStart: theme.space(2),
        zIndex: theme.zIndex.tooltip,
        padding: theme.space(2.5, 4),
        borderRadius: theme.radius.md,
        backgroundColor: theme.color.primary,
        color: theme.color.onPrimary,
        fontWeight: theme.fontWeight.semibold,
        textDecoration: 'none',
        boxShadow: theme.shadow.md,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none', ...theme.focusRing },
      }}
    >
      {t('nav.skip_to_content')}
    </a>
  );
}
