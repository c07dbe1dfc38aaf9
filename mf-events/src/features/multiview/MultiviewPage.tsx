// /multiview/?ids=…&layout=…&audio=… (issue 16, ADR 0035): up to four live events at once. The URL is
// the state (shareable, survives a reload); tiles reorder by dragging their handle (mouse, touch, or
// Space and the arrows: Reorder.tsx), by their move buttons and by Alt+arrows; one stream has the
// sound and the captions, and its score and clock are shown large; each player's adaptive bitrate is
// capped by its tile's size and its part of one budget; every tile follows its event live through the
// page's one socket.
import { useTheme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { usePageTitle, useSpoilerShield, type EventMedia } from '@portal/shared';
import { Button, Page, VisuallyHidden, visuallyHiddenStyle } from '@portal/shared/ui';
import { eventQuery } from '../../common/get-event.ts';
import { useEvents } from '../../common/get-events.ts';
import { ScorePair } from '../../common/ScorePair.tsx';
import { TeamLogo } from '../../common/TeamLogo.tsx';
import { hasScore } from '../../common/event-kind.ts';
import { useEventDisplay } from '../../common/tenant-display.ts';
import { useLiveEvents } from '../../common/use-live-event.ts';
import { splitBudget, totalBudget } from './bandwidth.ts';
import { MultiviewIcon } from './AddToMultiview.tsx';
import {
  addTile,
  isLarge,
  LAYOUTS,
  MAX_TILES,
  moveBy,
  moveTo,
  parseMultiview,
  playingIds,
  promote,
  removeTile,
  serializeMultiview,
  shownLayout,
  type Layout,
  type MultiviewState,
  type ShownLayout,
} from './state.ts';
import { hiddenWithoutKeyboard } from '../../common/keyboard.ts';
import { storeMultiview } from './stored.ts';
import { ReorderTiles } from './Reorder.tsx';
import { eventTitle, Tile } from './Tile.tsx';
import { usePhone } from './use-phone.ts';

function downlink(): number | undefined {
  return (navigator as Navigator & { connection?: { downlink?: number } }).connection?.downlink;
}

// The tiles fit the window's height where they can: the widest the list may be so that its rows (16:9
// pictures plus each tile's header) stay within the viewport below the page's own header and controls.
const fit = (pictureShare: number, chrome: number) => `max(36rem, calc((100dvh - ${chrome}px) / ${pictureShare}))`;

function gridCss(shown: ShownLayout, n: number) {
  if (shown === 'stack') return { gridTemplateColumns: 'minmax(0, 1fr)' };
  if (n <= 1) return { gridTemplateColumns: 'minmax(0, 1fr)', maxInlineSize: fit(0.5625, 330) };
  if (shown === 'side') return { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` };
  // two rows of two: height = 2 × (w/2 × 9/16 + header)
  if (shown === 'grid') return { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxInlineSize: fit(0.5625, 260 + 2 * 70) };
  // focus: the first large, the others in a column beside it. Two: three fifths and two, fitted to the
  // window's height. Three or four: the large one takes two thirds of the page's width and the others
  // stack in the last third (fitting them to the height made the large one 430 px of a 1280 px
  // window and cut the small ones' titles to a letter, issue 27 item 9).
  if (n === 2) {
    return {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
      maxInlineSize: fit(0.3375, 260 + 80),
      '& > li:first-of-type': { gridRow: '1 / span 1' },
    };
  }
  return {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    alignItems: 'start',
    '& > li:first-of-type': { gridRow: `1 / span ${n - 1}` },
  };
}

/** The match minute since kick-off ("63′"), kept current. */
function useMatchMinute(iso: string | null, running: boolean): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 10_000);
    return () => clearInterval(timer);
  }, [running]);
  if (!iso || !running) return null;
  const start = Date.parse(iso);
  if (!Number.isFinite(start) || start > now) return null;
  return Math.floor((now - start) / 60_000) + 1;
}

/** The stream with the sound: its teams, score and clock, large (item 2). */
function FocusBoard({ event, compact }: { event: EventMedia; compact: boolean }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const display = useEventDisplay();
  const shield = useSpoilerShield(event);
  const live = event.eventStatus === 'LIVE';
  const minute = useMatchMinute(display.kickoffIso(event), live);
  const score = hasScore(event) && !shield.hidden;
  const team = (side: EventMedia['team1']) => (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: t.space(2), minInlineSize: 0, maxInlineSize: '100%', overflow: 'hidden' }}>
      <TeamLogo name={side.name} logoUrl={side.logoUrl} color={side.color} size={compact ? 24 : 32} />
      <span css={{ ...(compact ? t.text.label : t.text.title), overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {display.teamLabel(side) ?? side.name}
      </span>
    </span>
  );
  return (
    <section
      aria-label={tr('multiview.focus')}
      data-testid="multiview-focus"
      data-event-id={event.id}
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        alignItems: 'center',
        gap: t.space(compact ? 2 : 3),
        padding: compact ? t.space(1.5, 3) : t.space(2, 4),
        borderRadius: t.radius.xl,
        backgroundColor: t.color.surface,
        border: `1px solid ${t.color.border}`,
        '& > :first-of-type': { justifySelf: 'end' },
      }}
    >
      {event.team1.name && event.team2.name ? team(event.team1) : <span css={{ ...t.text.title, gridColumn: '1 / 2' }}>{event.title}</span>}
      <span css={{ display: 'flex', flexDirection: compact ? 'row' : 'column', alignItems: 'center', gap: t.space(compact ? 2 : 0.5) }}>
        <span
          data-testid="focus-score"
          css={{ ...(compact ? t.text.h3 : t.text.h2), fontVariantNumeric: 'tabular-nums' }}
          aria-label={score ? tr('event.score', { home: event.team1.score, away: event.team2.score }) : undefined}
        >
          {score ? <ScorePair home={event.team1.score} away={event.team2.score} /> : tr('event.vs')}
        </span>
        {minute !== null ? (
          <span
            data-testid="focus-clock"
            aria-label={tr('multiview.minuteLabel', { minute })}
            css={{ ...(compact ? t.text.label : t.text.title), color: t.color.primaryText, fontVariantNumeric: 'tabular-nums' }}
          >
            {tr('multiview.minute', { minute })}
          </span>
        ) : event.eventStatus !== 'LIVE' && event.eventStatus !== 'UPCOMING' ? (
          <span css={{ ...t.text.label, color: t.color.textMuted }}>{tr('multiview.ended')}</span>
        ) : null}
      </span>
      {event.team1.name && event.team2.name ? team(event.team2) : <span />}
    </section>
  );
}

/** Layout choice: native radios, so arrow keys move between them (item 1, keyboard). */
function LayoutPicker({ layout, onChange }: { layout: Layout; onChange(layout: Layout): void }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(2) }}>
      <legend css={{ ...t.text.label, float: 'inline-start', marginInlineEnd: t.space(2) }}>{tr('multiview.layout')}</legend>
      <span
        css={{
          display: 'inline-flex',
          gap: t.space(1),
          padding: t.space(1),
          borderRadius: t.radius.full,
          backgroundColor: t.color.surface,
          border: `1px solid ${t.color.border}`,
        }}
      >
        {LAYOUTS.map((l) => (
          <label
            key={l}
            css={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              minBlockSize: 36,
              paddingInline: t.space(3),
              borderRadius: t.radius.full,
              cursor: 'pointer',
              ...t.text.label,
              color: layout === l ? t.color.onPrimary : t.color.text,
              backgroundColor: layout === l ? t.color.primary : 'transparent',
              '&:has(input:focus-visible)': t.focusRing,
            }}
          >
            <input
              type="radio"
              name="multiview-layout"
              value={l}
              checked={layout === l}
              onChange={() => onChange(l)}
              data-testid={`layout-${l}`}
              css={{ position: 'absolute', inset: 0, opacity: 0, margin: 0, cursor: 'pointer' }}
            />
            {tr(`multiview.layouts.${l}`)}
          </label>
        ))}
      </span>
    </fieldset>
  );
}

/** Live events to add (from the live list), those already shown left out. */
function Picker({ state, onAdd }: { state: MultiviewState; onAdd(id: string): void }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const live = useEvents({ status: 'live', size: 24 });
  const full = state.ids.length >= MAX_TILES;
  const options = (live.data?.entries ?? []).filter((e) => !state.ids.includes(e.id));
  return (
    <section aria-labelledby="multiview-picker" data-testid="multiview-picker" css={{ display: 'flex', flexDirection: 'column', gap: t.space(2) }}>
      <h2 id="multiview-picker" css={{ ...t.text.h3, margin: 0 }}>
        {tr('multiview.picker')}
      </h2>
      {full ? <p css={{ ...t.text.bodySmall, color: t.color.textMuted, margin: 0 }}>{tr('multiview.full')}</p> : null}
      {live.isSuccess && options.length === 0 ? <p css={{ ...t.text.bodySmall, color: t.color.textMuted, margin: 0 }}>{tr('multiview.pickerNone')}</p> : null}
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}>
        {options.map((e) => (
          <li key={e.id}>
            <Button
              size="small"
              variant="outline"
              disabled={full}
              onClick={() => onAdd(e.id)}
              aria-label={tr('multiview.addNamed', { title: eventTitle(e, tr('event.untitled')) })}
              data-testid="picker-add"
              data-event-id={e.id}
            >
              <MultiviewIcon />
              {eventTitle(e, tr('event.untitled'))}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MultiviewPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  usePageTitle(tr('multiview.title'));
  const [params, setParams] = useSearchParams();
  // The page's state is written to the URL at once, and read back from it when the URL changes from
  // outside (a link, back and forward): quick clicks never build on a navigation still in flight.
  const [state, setState] = useState(() => parseMultiview(params));
  // What this page wrote and the router has not committed yet (each commit of ours is skipped).
  const pending = useRef<string[]>([serializeMultiview(state)]);
  useEffect(() => {
    const fromUrl = parseMultiview(params);
    const query = serializeMultiview(fromUrl);
    const ours = pending.current.indexOf(query);
    if (ours >= 0) {
      pending.current = pending.current.slice(ours + 1);
      return;
    }
    pending.current = [];
    setState(fromUrl);
  }, [params]);
  const phone = usePhone();
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLUListElement>(null);

  const queries = useQueries({ queries: state.ids.map((id) => eventQuery(id)) });
  const byId = new Map(state.ids.map((id, i) => [id, queries[i]!] as const));
  const titleOf = (id: string) => eventTitle(byId.get(id)?.data, tr('event.untitled'));

  const query = serializeMultiview(state);
  useEffect(() => storeMultiview(state.ids.length ? query : ''), [query, state.ids.length]);

  // Every tile follows its event through the one socket (item 4).
  const rooms = state.ids.map((id) => ({ id, status: byId.get(id)?.data?.eventStatus ?? null }));
  useLiveEvents(rooms);

  const update = (next: MultiviewState) => {
    setState(next);
    const query = serializeMultiview(next);
    pending.current.push(query);
    setParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
  };

  // After a keyboard move React re-orders the list; focus stays on the button that was pressed.
  const refocus = (id: string, action: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-event-id="${id}"] [data-action="${action}"]:not(:disabled)`)?.focus());

  const move = (id: string, delta: -1 | 1) => {
    const ids = moveBy(state.ids, id, delta);
    update({ ...state, ids });
    setAnnouncement(tr('multiview.moved', { title: titleOf(id), position: ids.indexOf(id) + 1, count: ids.length }));
    refocus(id, delta < 0 ? 'earlier' : 'later');
  };
  const listen = (id: string) => {
    if (state.audio === id) return;
    update({ ...state, audio: id });
    setAnnouncement(tr('multiview.soundMoved', { title: titleOf(id) }));
  };

  const shown = shownLayout(state.layout, phone);
  const landscape = phone === 'landscape';
  const playing = playingIds(state, phone);
  const large = playing.map((_, i) => isLarge(shown, i, playing.length) || (shown === 'grid' && playing.length <= 2));
  // The large tile and the one with the sound weigh double in the shared budget.
  const budgets = splitBudget(
    totalBudget(downlink()),
    playing.map((id, i) => large[i]! || id === state.audio),
  );
  const hidden = state.ids.filter((id) => !playing.includes(id));
  const focusEvent = state.audio ? byId.get(state.audio)?.data : undefined;

  return (
    <Page
      title={landscape ? undefined : tr('multiview.title')}
      subtitle={state.ids.length === 0 ? tr('multiview.subtitle') : undefined}
      actions={state.ids.length > 1 && !phone ? <LayoutPicker layout={state.layout} onChange={(layout) => update({ ...state, layout })} /> : undefined}
      data-testid="multiview-page"
      data-layout={shown}
    >
      {/* A phone on its side keeps the whole height for the streams; the heading stays for screen readers. */}
      {landscape ? <h1 css={visuallyHiddenStyle}>{tr('multiview.title')}</h1> : null}
      <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(phone ? 2 : 3), marginBlockStart: landscape ? 0 : t.space(-2) }}>
        {focusEvent ? <FocusBoard event={focusEvent} compact={Boolean(phone)} /> : null}
        {state.ids.length === 0 ? (
          <p data-testid="multiview-empty" css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>
            {tr('multiview.empty')}
          </p>
        ) : (
          <>
            <ReorderTiles
              ids={state.ids}
              shown={playing}
              titleOf={titleOf}
              onReorder={(id, over) => update({ ...state, ids: moveTo(state.ids, id, state.ids.indexOf(over)) })}
            >
              <ul
                ref={list}
                aria-describedby="multiview-hint"
                data-testid="multiview-tiles"
                css={{
                  display: 'grid',
                  gap: t.space(phone ? 2 : 3),
                  margin: 0,
                  padding: 0,
                  inlineSize: '100%',
                  marginInline: 'auto',
                  ...gridCss(shown, playing.length),
                }}
              >
                {playing.map((id, i) => (
                  <Tile
                    key={id}
                    id={id}
                    query={byId.get(id)!}
                    index={state.ids.indexOf(id)}
                    count={state.ids.length}
                    large={large[i]!}
                    canPromote={shown === 'focus' && i > 0}
                    audio={state.audio === id}
                    budget={budgets[i]!}
                    onListen={() => listen(id)}
                    onMove={(delta) => move(id, delta)}
                    onPromote={() => {
                      update({ ...state, ids: promote(state.ids, id) });
                      setAnnouncement(tr('multiview.moved', { title: titleOf(id), position: 1, count: state.ids.length }));
                      refocus(id, 'listen');
                    }}
                    onRemove={() => {
                      const next = removeTile(state, id);
                      update(next);
                      setAnnouncement(tr('multiview.removed', { title: titleOf(id) }));
                    }}
                  />
                ))}
              </ul>
            </ReorderTiles>
            <p id="multiview-hint" css={{ ...t.text.bodySmall, color: t.color.textMuted, margin: 0, ...hiddenWithoutKeyboard }}>
              {tr('multiview.dragHint')}
            </p>
            {hidden.length ? (
              // Phones play two; the others wait here, and choosing one gives it the sound and a place.
              <ul data-testid="multiview-waiting" css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}>
                {hidden.map((id) => (
                  <li key={id} css={{ maxInlineSize: '100%' }}>
                    <Button size="small" variant="secondary" onClick={() => listen(id)} css={{ maxInlineSize: '100%' }}>
                      <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {tr('multiview.watchHere', { title: titleOf(id) })}
                      </span>
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
        <Picker state={state} onAdd={(id) => update(addTile(state, id))} />
        <VisuallyHidden aria-live="polite" data-testid="multiview-announcement">
          {announcement}
        </VisuallyHidden>
      </div>
    </Page>
  );
}

export default MultiviewPage;
