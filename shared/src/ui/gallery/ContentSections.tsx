import { useTheme } from '@emotion/react';
import { Badge } from '../components/Badge.tsx';
import { Button } from '../components/Button.tsx';
import { Card } from '../components/Card.tsx';
import { Image } from '../components/Image.tsx';
import { Container } from '../components/Layout.tsx';
import { Skeleton, SkeletonCard, SkeletonLine, SkeletonRow } from '../components/Skeleton.tsx';
import { ChevronIcon, PlayIcon } from '../icons/icons.tsx';
import { Demo, Panel, Section } from './Section.tsx';
import { poster, sampleEvents, type SampleEvent } from './samples.ts';

function EventCard({ event }: { event: SampleEvent }) {
  return (
    <Card
      href={`#event-${event.id}`}
      title={event.title}
      meta={event.meta}
      poster={event.poster}
      badge={event.status === 'LIVE' ? <Badge variant="live">Live</Badge> : event.status === 'UPCOMING' ? <Badge variant="overlay">Upcoming</Badge> : null}
      cornerBadge={
        event.corner ? <Badge variant={event.corner === 'PPV' ? 'primary' : event.corner === 'FREE' ? 'success' : 'overlay'}>{event.corner}</Badge> : null
      }
      progress={event.progress}
    />
  );
}

export function HeroSection() {
  const t = useTheme();
  return (
    <div
      css={{
        position: 'relative',
        borderRadius: t.radius.xl,
        overflow: 'hidden',
        border: `1px solid ${t.color.border}`,
        minBlockSize: '320px',
        display: 'flex',
        alignItems: 'flex-end',
        isolation: 'isolate',
      }}
    >
      <Image src={poster(0, 'HH', 'MN')} alt="" eager width={1280} height={480} css={{ position: 'absolute', inset: 0, blockSize: '100%', zIndex: -1 }} />
      <div
        aria-hidden="true"
        css={{
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          background: 'linear-gradient(0deg, rgba(6,10,20,0.92) 0%, rgba(6,10,20,0.45) 55%, rgba(6,10,20,0.1) 100%)',
        }}
      />
      <div
        css={{
          padding: t.space(6),
          color: '#fff',
          display: 'flex',
          flexDirection: 'column',
          gap: t.space(3),
          maxInlineSize: '640px',
          [t.mq.md]: { padding: t.space(10) },
        }}
      >
        <div css={{ display: 'flex', gap: t.space(2) }}>
          <Badge variant="live">Live</Badge>
          <Badge variant="overlay">Ligat HaAl · Round 24</Badge>
        </div>
        <p css={{ ...t.text.display, margin: 0 }}>Hapoel Haifa vs Maccabi Netanya</p>
        <p css={{ ...t.text.body, color: 'rgba(255,255,255,0.82)' }}>
          Second half under way at Sammy Ofer. Multi-camera coverage, live stats and instant highlights.
        </p>
        <div css={{ display: 'flex', gap: t.space(3), flexWrap: 'wrap', marginBlockStart: t.space(2) }}>
          <Button size="large" fullRounded startIcon={<PlayIcon size={18} />}>
            Watch live
          </Button>
          <Button size="large" fullRounded variant="secondary" endIcon={<ChevronIcon direction="end" size={18} />}>
            Match centre
          </Button>
        </div>
      </div>
    </div>
  );
}

export function CardsSection() {
  const t = useTheme();
  return (
    <Section
      id="cards"
      title="Cards and rows"
      description="Event card: poster, badges, title, meta line. The whole card is one link with a visible focus ring. (Rows and the carousel belong to mf-events.)"
    >
      <HeroSection />
      <div css={{ display: 'grid', gap: t.space(6, 4), gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {sampleEvents.slice(0, 4).map((e) => (
          <EventCard key={e.id} event={e} />
        ))}
        <Card title="Static card without link" meta="No hover, no focus" poster={poster(4, 'NO', 'LK')} />
      </div>
    </Section>
  );
}

export function LoadingSection() {
  return (
    <Section
      id="loading"
      title="Skeletons and images"
      description="Skeletons keep the layout of what is loading (shimmer is off with reduced motion). Images are lazy, 320x180 by default, with a fallback when they fail."
    >
      <SkeletonRow count={4} label="Loading live events" />
      <Panel>
        <Demo label="line">
          <div css={{ inlineSize: '100%', maxInlineSize: '420px' }}>
            <SkeletonLine lines={3} />
          </div>
        </Demo>
        <Demo label="card">
          <div css={{ inlineSize: '260px' }}>
            <SkeletonCard />
          </div>
          <Skeleton width="48px" height="48px" radius="full" />
        </Demo>
        <Demo label="image">
          <div css={{ inlineSize: '240px' }}>
            <Image src={poster(2, 'OK', 'IM')} alt="Loaded poster" radius="lg" />
          </div>
          <div css={{ inlineSize: '240px' }}>
            <Image src="/__missing__/poster.jpg" alt="Broken poster" radius="lg" />
          </div>
          <div css={{ inlineSize: '120px' }}>
            <Image src={null} alt="" width={1} height={1} radius="full" />
          </div>
        </Demo>
      </Panel>
    </Section>
  );
}

export function LayoutSection() {
  const t = useTheme();
  const box = { padding: t.space(3), borderRadius: t.radius.sm, backgroundColor: t.color.primarySubtle, color: t.color.text, ...t.text.bodySmall };
  return (
    <Section id="layout" title="Layout" description="Page and Container (page, narrow, full); logical properties throughout so right-to-left mirrors.">
      <Panel>
        <Container width="narrow" css={{ border: `1px dashed ${t.color.borderStrong}`, borderRadius: t.radius.md, paddingBlock: t.space(4) }}>
          <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
            <div css={box}>Narrow container (760 px)</div>
            <div css={{ display: 'flex', gap: t.space(2), flexWrap: 'wrap' }}>
              <div css={box}>Start</div>
              <div css={box}>Middle</div>
              <div css={{ ...box, marginInlineStart: 'auto' }}>End (margin-inline-start: auto)</div>
            </div>
          </div>
        </Container>
      </Panel>
    </Section>
  );
}
