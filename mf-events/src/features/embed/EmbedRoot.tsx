// The embed's screen: the event's player when anybody may watch it, otherwise its poster with a
// link to watch on the portal (new tab). Nothing here reads the portal session (ADR 0034).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTheme } from '@emotion/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { playbackKind, type EventMedia } from '@portal/shared';
import { PortalThemeProvider, posterSrc, Skeleton, VisuallyHidden } from '@portal/shared/ui';
import { embedPlayable, loadEmbedData, portalEventUrl, type EmbedConfig, type EmbedProps } from './embed-data.ts';
import { createEmbedI18n, pickLocale } from './embed-i18n.ts';
import { loadPlayer } from '../player/index.ts';

const Player = lazy(loadPlayer);

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; config: EmbedConfig; event: EventMedia; i18n: i18n };

const colorMode = (mode: string | undefined): 'light' | 'dark' =>
  mode === 'light' || mode === 'dark' ? mode : typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';

export function EmbedRoot(props: EmbedProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const { eventId, portalOrigin, tenant, locale } = props;
  useEffect(() => {
    // Unmounting mid-load aborts the requests: nothing is left running on the tenant's page.
    const controller = new AbortController();
    loadEmbedData({ eventId, portalOrigin, tenant }, controller.signal)
      .then(async ({ config, event }) => {
        const instance = await createEmbedI18n(pickLocale(locale, config.default_locale));
        if (!controller.signal.aborted) setState({ status: 'ready', config, event, i18n: instance });
      })
      .catch(() => !controller.signal.aborted && setState({ status: 'failed' }));
    return () => controller.abort();
  }, [eventId, portalOrigin, tenant, locale]);

  const frame = { position: 'relative', inlineSize: '100%', aspectRatio: '16 / 9' } as const;
  if (state.status === 'loading') return <div css={frame} data-embed-state="loading" aria-busy="true" />;
  if (state.status === 'failed') return <div css={frame} data-embed-state="failed" />;
  const { config, event, i18n } = state;
  const dir = i18n.dir();
  return (
    <I18nextProvider i18n={i18n}>
      <PortalThemeProvider mode={colorMode(config.default_color_mode)} primary={config.appearance?.primary_color}>
        <div lang={i18n.language} dir={dir} data-embed-state={embedPlayable(event) ? 'player' : 'poster'} css={{ inlineSize: '100%' }}>
          {embedPlayable(event) ? <EmbedPlayer event={event} /> : <EmbedPoster event={event} config={config} href={portalEventUrl(props, event)} />}
        </div>
      </PortalThemeProvider>
    </I18nextProvider>
  );
}

function EmbedPlayer({ event }: { event: EventMedia }) {
  const { i18n } = useTranslation();
  const live = event.eventStatus === 'LIVE' || event.eventType === 'channel';
  return (
    <Suspense fallback={<Skeleton height="auto" radius="xl" css={{ aspectRatio: '16 / 9', inlineSize: '100%' }} />}>
      <Player
        eventId={event.id}
        title={event.title}
        src={event.source.hd}
        poster={posterSrc(event.source.poster ?? event.imageUrl, i18n.dir() === 'rtl' ? 'rtl' : 'ltr')}
        live={live}
        trackingKind={playbackKind(event)}
      />
    </Suspense>
  );
}

function EmbedPoster({ event, config, href }: { event: EventMedia; config: EmbedConfig; href: string }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('embed');
  const poster = posterSrc(event.source.poster ?? event.imageUrl, i18n.dir() === 'rtl' ? 'rtl' : 'ltr');
  return (
    <div
      css={{
        position: 'relative',
        inlineSize: '100%',
        aspectRatio: '16 / 9',
        overflow: 'hidden',
        borderRadius: t.radius.xl,
        backgroundColor: t.color.surface,
        containerType: 'inline-size',
      }}
    >
      {poster ? <img src={poster} alt="" css={{ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }} /> : null}
      <div
        css={{
          position: 'absolute',
          insetInline: 0,
          insetBlockEnd: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: t.space(2),
          padding: t.space(4),
          background: 'linear-gradient(transparent, rgba(0,0,0,0.78))',
          color: '#fff',
          // Narrow embeds (phones): the scrim covers the whole poster so the title stays readable over the crests.
          '@container (max-width: 480px)': {
            insetBlockStart: 0,
            justifyContent: 'flex-end',
            padding: t.space(3),
            background: 'linear-gradient(rgba(0,0,0,0.25), rgba(0,0,0,0.82))',
          },
        }}
      >
        <p css={{ ...t.text.title, margin: 0, '@container (max-width: 480px)': { ...t.text.label } }}>{event.title}</p>
        <a
          href={href}
          target="_blank"
          rel="noopener"
          css={{
            ...t.text.label,
            display: 'inline-flex',
            alignItems: 'center',
            minBlockSize: 44,
            paddingInline: t.space(4),
            borderRadius: t.radius.full,
            backgroundColor: t.color.primary,
            color: t.color.onPrimary,
            textDecoration: 'none',
            '&:focus-visible': t.focusRing,
          }}
        >
          {tr('watchOn', { name: config.name })}
          <VisuallyHidden> {tr('newTab')}</VisuallyHidden>
        </a>
      </div>
    </div>
  );
}
