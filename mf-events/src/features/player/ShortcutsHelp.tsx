// The keyboard shortcuts help (issue 15 item 6): a labelled button and '?' anywhere on the
// page outside a text field open it; the kit Dialog traps focus, closes on Escape and gives
// focus back. Rows follow the page's direction; the arrows keep their time meaning.
import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@portal/shared/ui';
import { hiddenWithoutKeyboard } from '../../common/keyboard.ts';
import { isHelpKey, SHORTCUTS } from './shortcuts.ts';

export function ShortcutsHelp() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isHelpKey(e) || e.defaultPrevented) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const kbd = {
    display: 'inline-block',
    minInlineSize: '1.75rem',
    paddingInline: t.space(1.5),
    paddingBlock: t.space(0.5),
    borderRadius: t.radius.sm,
    border: `1px solid ${t.color.border}`,
    backgroundColor: t.color.surface,
    ...t.text.label,
    textAlign: 'center' as const,
  };

  return (
    <>
      {/* Not offered where there is no keyboard (a phone): its wrapper leaves the layout to the button elsewhere. */}
      <span data-testid="shortcuts-entry" css={{ display: 'contents', ...hiddenWithoutKeyboard }}>
        <Button size="small" variant="outline" onClick={() => setOpen(true)} aria-keyshortcuts="?" data-testid="shortcuts-button">
          {tr('player.features.shortcuts')}
          <span aria-hidden="true" css={{ ...kbd, minInlineSize: 0, paddingBlock: 0, marginInlineStart: t.space(1) }}>
            ?
          </span>
        </Button>
      </span>
      <Dialog open={open} onClose={() => setOpen(false)} title={tr('player.features.shortcuts')} description={tr('player.features.shortcutsIntro')}>
        <dl
          data-testid="shortcuts-list"
          css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: t.space(4), rowGap: t.space(2), margin: 0, alignItems: 'center' }}
        >
          {SHORTCUTS.map(({ action, keys }) => (
            <div key={action} css={{ display: 'contents' }}>
              <dt css={{ display: 'flex', gap: t.space(1), flexWrap: 'wrap' }}>
                {keys.map((k) => (
                  <kbd key={k} css={kbd}>
                    {k.startsWith('keys.') ? tr(`player.features.${k}`) : k}
                  </kbd>
                ))}
              </dt>
              <dd css={{ margin: 0, ...t.text.body }}>{tr(`player.features.actions.${action}`)}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
    </>
  );
}
