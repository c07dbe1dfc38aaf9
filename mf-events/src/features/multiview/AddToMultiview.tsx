// "Add to multiview" on a live event page and on live cards (issue 16 item 1): a link to /multiview/
// with the tab's current selection plus this event. Tiny on purpose: on the live list it is its own
// chunk, loaded only there (the home page's first load does not carry it).
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom, useCustomerConfig } from '@portal/shared';
import { addTile, MAX_TILES, multiviewHref } from './state.ts';
import { readStoredMultiview } from './stored.ts';
import { RouteLink } from '@portal/shared/ui';

/** A plus over four squares. */
export function MultiviewIcon({ size = 16 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M17.5 14v7M14 17.5h7" />
    </svg>
  );
}

export function AddToMultiview({ id, title, variant = 'button' }: { id: string; title: string; variant?: 'button' | 'card' }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const config = useCustomerConfig();
  if (!config?.enable_multiview) return null;
  const stored = readStoredMultiview();
  // A full multiview starts again with this event rather than refusing.
  const next = stored.ids.includes(id) ? stored : stored.ids.length >= MAX_TILES ? addTile({ ...stored, ids: [], audio: null }, id) : addTile(stored, id);
  const card = variant === 'card';
  return (
    <RouteLink
      to={multiviewHref(next)}
      data-testid="add-to-multiview"
      aria-label={card ? tr('multiview.addNamed', { title }) : undefined}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: t.space(2),
        alignSelf: 'flex-start',
        minBlockSize: card ? 32 : 40,
        minInlineSize: card ? 32 : undefined,
        justifyContent: 'center',
        paddingInline: card ? 0 : t.space(4),
        borderRadius: t.radius.full,
        border: card ? 0 : `1px solid ${t.color.border}`,
        backgroundColor: card ? 'rgba(6,10,18,0.72)' : t.color.surface,
        color: card ? '#ffffff' : t.color.text,
        textDecoration: 'none',
        ...t.text.label,
        '&:hover': card ? { backgroundColor: 'rgba(6,10,18,0.9)' } : { borderColor: t.color.borderStrong },
        '&:focus-visible': t.focusRing,
      }}
    >
      <MultiviewIcon />
      {card ? null : tr('multiview.add')}
    </RouteLink>
  );
}

/** The card variant in the card's top end corner, beside the watchlist toggle when that is there. */
export default function CardAddToMultiview({ id, title }: { id: string; title: string }) {
  const t = useTheme();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <span css={{ position: 'absolute', insetBlockStart: t.space(2), insetInlineEnd: signedIn ? `calc(${t.space(2)} + 40px)` : t.space(2), zIndex: 2 }}>
      <AddToMultiview id={id} title={title} variant="card" />
    </span>
  );
}
