// A VAST pre-roll over the content (timeOffset 0). The content waits underneath; whatever
// goes wrong with the ad (no VAST, no file, a media error, a stall) ends the break.
import { useTheme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/shared/ui';
import { loadPreroll, type Preroll } from './vast.ts';

// An ad whose media has not started playing by then is abandoned.
const AD_START_TIMEOUT_MS = 6000;

export function AdBreakView({ vastUrl, onDone }: { vastUrl: string; onDone: () => void }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const [ad, setAd] = useState<Preroll | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const started = useRef(false);
  const done = useRef(false);
  const finish = useRef(onDone);
  finish.current = onDone;

  const end = () => {
    if (done.current) return;
    done.current = true;
    finish.current();
  };

  useEffect(() => {
    let alive = true;
    void loadPreroll(vastUrl).then((preroll) => {
      if (!alive) return;
      if (preroll) setAd(preroll);
      else end();
    });
    return () => {
      alive = false;
    };
  }, [vastUrl]);

  // Counted from the moment the ad's media is asked for, so a slow VAST answer does not eat its time.
  useEffect(() => {
    if (!ad) return;
    const timer = setTimeout(() => {
      if (!started.current) end();
    }, AD_START_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [ad]);

  if (!ad) return <div data-testid="ad-loading" css={{ position: 'absolute', inset: 0, zIndex: 10, backgroundColor: '#000' }} />;

  const canSkip = ad.skipAfter !== null && elapsed >= ad.skipAfter;
  return (
    // Above the player's own layers: the content's controls wait until the break ends.
    <div data-testid="ad-break" css={{ position: 'absolute', inset: 0, zIndex: 10, backgroundColor: '#000' }}>
      <video
        src={ad.mediaUrl}
        autoPlay
        muted
        playsInline
        aria-label={tr('player.ad.label')}
        css={{ inlineSize: '100%', blockSize: '100%' }}
        onPlaying={() => {
          if (!started.current) ad.tracker.trackImpression();
          started.current = true;
        }}
        onTimeUpdate={(e) => {
          const time = e.currentTarget.currentTime;
          setElapsed(time);
          ad.tracker.setProgress(time);
        }}
        onEnded={() => {
          ad.tracker.complete();
          end();
        }}
        onError={() => {
          ad.tracker.errorWithCode('405');
          end();
        }}
      />
      <span
        css={{
          position: 'absolute',
          insetBlockStart: t.space(3),
          insetInlineStart: t.space(3),
          ...t.text.label,
          color: '#fff',
          backgroundColor: 'rgba(0,0,0,0.6)',
          paddingInline: t.space(2),
          borderRadius: t.radius.sm,
        }}
      >
        {tr('player.ad.label')}
      </span>
      <div css={{ position: 'absolute', insetBlockEnd: t.space(4), insetInlineEnd: t.space(4) }}>
        {canSkip ? (
          <Button
            variant="secondary"
            onClick={() => {
              ad.tracker.skip();
              end();
            }}
          >
            {tr('player.ad.skip')}
          </Button>
        ) : ad.skipAfter !== null ? (
          <span css={{ ...t.text.label, color: '#fff', backgroundColor: 'rgba(0,0,0,0.6)', padding: t.space(2), borderRadius: t.radius.sm }}>
            {tr('player.ad.skipIn', { count: Math.max(1, Math.ceil(ad.skipAfter - elapsed)) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
