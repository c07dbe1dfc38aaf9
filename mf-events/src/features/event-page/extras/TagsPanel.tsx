// Tags on the event's time line (api/README.md "Tag", docs/product.md size 999): a marker per tag coloured by
// team, player number shown, click (or Enter) seeks; signed-in viewers add a tag at the
// current position and edit or remove their own; global tags only with canCreateGlobalTag.
// A failed tag load is shown here (api/README.md), unlike the other secondary loads.
import { useTheme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, toast, userAtom, type EventMedia, type Translate } from '@portal/shared';
import { Alert, Button, Checkbox, TextField, wrapAnywhere } from '@portal/shared/ui';
import { FormError, MEDIA_TITLE_MAX, tagFormSchema, titleFormSchema, useZodForm } from '@portal/shared/forms';
import { createTag, removeTags, tagsQuery, updateTag } from './get-event-extras.ts';
import type { Tag } from './tag.ts';
import type { PlayerHandle } from '../../player/index.ts';

export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

function TagRow({ tag, onSeek, eventId }: { tag: Tag; onSeek: () => void; eventId: string }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const form = useZodForm(titleFormSchema, { defaultValues: { title: tag.title }, ns: 'events' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: tagsQuery(eventId).queryKey });
  const remove = useMutation({ mutationFn: () => removeTags([tag.id]), onSuccess: refresh, onError: () => toast.danger(tr('tags.failed')) });
  const onSave = form.submit(async ({ title }) => {
    await updateTag({ id: tag.id, title });
    await refresh();
    setEditing(false);
  });
  return (
    <li
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: t.space(2),
        padding: t.space(2),
        borderRadius: t.radius.md,
        backgroundColor: t.color.surface,
      }}
    >
      <span
        aria-hidden="true"
        css={{ inlineSize: '0.75rem', blockSize: '0.75rem', borderRadius: t.radius.full, backgroundColor: tag.tagTeam?.color ?? t.color.primary }}
      />
      <button
        type="button"
        onClick={onSeek}
        css={{
          border: 0,
          background: 'none',
          color: t.color.primaryText,
          cursor: 'pointer',
          fontVariantNumeric: 'tabular-nums',
          ...t.text.label,
          borderRadius: t.radius.xs,
          '&:focus-visible': t.focusRing,
        }}
        aria-label={tr('tags.seekTo', { title: tag.title, time: formatClock(tag.startTime) })}
      >
        {formatClock(tag.startTime)}
      </button>
      {editing ? (
        <form
          noValidate
          onSubmit={onSave}
          aria-label={tr('tags.editNamed', { title: tag.title })}
          css={{ display: 'flex', gap: t.space(2), flex: 1, alignItems: 'flex-end', flexWrap: 'wrap' }}
        >
          <FormError error={form.formError} describe={form.describeError} css={{ flexBasis: '100%' }} />
          <TextField {...form.field('title')} label={tr('tags.title')} maxLength={MEDIA_TITLE_MAX} />
          <Button size="small" type="submit" loading={form.submitting}>
            {tr('tags.save')}
          </Button>
          <Button size="small" variant="outline" type="button" onClick={() => setEditing(false)}>
            {tr('tags.cancel')}
          </Button>
        </form>
      ) : (
        <>
          <span css={{ flex: 1, ...wrapAnywhere, ...t.text.body }} data-testid="tag-title">
            {tag.title}
            {tag.playerNumber ? <span css={{ color: t.color.textMuted }}> · #{tag.playerNumber}</span> : null}
            {tag.global ? <span css={{ color: t.color.textMuted }}> · {tr('tags.global')}</span> : null}
          </span>
          {tag.own ? (
            <>
              <Button size="small" variant="outline" onClick={() => setEditing(true)} aria-label={tr('tags.editNamed', { title: tag.title })}>
                {tr('tags.edit')}
              </Button>
              <Button
                size="small"
                variant="outline"
                onClick={() => remove.mutate()}
                loading={remove.isPending}
                aria-label={tr('tags.removeNamed', { title: tag.title })}
              >
                {tr('tags.remove')}
              </Button>
            </>
          ) : null}
        </>
      )}
    </li>
  );
}

export function TagsPanel({
  event,
  player,
  tags,
  error,
  loading,
}: {
  event: EventMedia;
  player: RefObject<PlayerHandle | null>;
  tags: Tag[];
  error: unknown;
  loading: boolean;
}) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const { t: tc } = useTranslation('common') as unknown as { t: Translate };
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const live = event.eventStatus === 'LIVE';
  const duration = Math.max(player.current?.duration() ?? 0, ...tags.map((tag) => tag.endTime), 1);
  const form = useZodForm(tagFormSchema, { defaultValues: { title: '', global: false }, ns: 'events' });
  const onCreate = form.submit(async ({ title, global }) => {
    const at = player.current?.currentTime() ?? 0;
    await createTag({ targetId: event.id, title, startTime: at, endTime: at, type: 'user', global: global && Boolean(user?.canCreateGlobalTag), isLive: live });
    form.reset({ title: '', global: false });
    await queryClient.invalidateQueries({ queryKey: tagsQuery(event.id).queryKey });
    toast.success(tr('tags.created'));
  });

  return (
    <section aria-labelledby="event-tags" data-testid="event-tags" css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
      <h2 id="event-tags" css={{ ...t.text.h3, margin: 0 }}>
        {tr('tags.heading')}
      </h2>
      {error ? (
        <Alert kind="danger" title={tr('tags.loadError')}>
          {errorText(error, tc)}
        </Alert>
      ) : (
        <>
          {/* The time line: markers at their share of the stream, each a focusable seek. */}
          <div
            role="group"
            aria-label={tr('tags.timeline')}
            data-testid="tag-timeline"
            dir="ltr"
            css={{
              position: 'relative',
              blockSize: '1.75rem',
              borderRadius: t.radius.full,
              backgroundColor: t.color.surface,
              border: `1px solid ${t.color.border}`,
            }}
          >
            {tags.map((tag) => (
              <button
                key={tag.id}
                type="button"
                onClick={() => player.current?.seek(tag.startTime)}
                aria-label={tr('tags.seekTo', { title: tag.title, time: formatClock(tag.startTime) })}
                title={tag.title}
                css={{
                  position: 'absolute',
                  insetBlock: '0.25rem',
                  insetInlineStart: `calc(${Math.min(100, (tag.startTime / duration) * 100)}% - 0.375rem)`,
                  inlineSize: '0.75rem',
                  padding: 0,
                  border: `2px solid ${t.color.bg}`,
                  borderRadius: t.radius.full,
                  cursor: 'pointer',
                  backgroundColor: tag.tagTeam?.color ?? (tag.type === 'user' ? t.color.primary : t.color.textMuted),
                  '&:focus-visible': t.focusRing,
                }}
              />
            ))}
          </div>
          {loading ? null : tags.length ? (
            <ul css={{ display: 'flex', flexDirection: 'column', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}>
              {tags.map((tag) => (
                <TagRow key={tag.id} tag={tag} eventId={event.id} onSeek={() => player.current?.seek(tag.startTime)} />
              ))}
            </ul>
          ) : (
            <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('tags.empty')}</p>
          )}
        </>
      )}
      <form noValidate aria-label={tr('tags.add')} onSubmit={onCreate} css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(3), alignItems: 'flex-end' }}>
        <FormError error={form.formError} describe={form.describeError} css={{ flexBasis: '100%' }} />
        <TextField {...form.field('title')} label={tr('tags.newTitle')} hint={tr('tags.atCurrent')} maxLength={MEDIA_TITLE_MAX} />
        {user?.canCreateGlobalTag ? <Checkbox {...form.field('global')} label={tr('tags.globalLabel')} /> : null}
        <Button type="submit" loading={form.submitting}>
          {tr('tags.add')}
        </Button>
      </form>
    </section>
  );
}
