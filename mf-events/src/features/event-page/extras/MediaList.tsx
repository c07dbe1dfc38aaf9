// Highlights and the viewer's clips of an event (docs/product.md: 24, newest first). "Play" plays the
// item in the page's player; the viewer's own clips can be renamed and deleted.
import { useTheme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type EventMedia } from '@portal/shared';
import { Button, Dialog, TextField, truncateLines } from '@portal/shared/ui';
import { FormError, MEDIA_TITLE_MAX, titleFormSchema, useZodForm } from '@portal/shared/forms';
import { deleteClip, renameClip, userClipsQuery } from './get-event-extras.ts';
import { useNowPlaying } from '../now-playing.ts';
import { ScoreTitle } from '../../../common/ScoreTitle.tsx';

function RenameDialog({ clip, eventId, onClose }: { clip: EventMedia; eventId: string; onClose: () => void }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const queryClient = useQueryClient();
  const form = useZodForm(titleFormSchema, { defaultValues: { title: clip.title }, ns: 'events' });
  const onSave = form.submit(async ({ title }) => {
    await renameClip(clip.id, title);
    await queryClient.invalidateQueries({ queryKey: userClipsQuery(eventId).queryKey });
    toast.success(tr('media.renamed'));
    onClose();
  });
  return (
    <Dialog open onClose={onClose} title={tr('media.renameTitle')}>
      <form noValidate onSubmit={onSave} css={{ display: 'flex', flexDirection: 'column', gap: t.space(4) }}>
        <FormError error={form.formError} describe={form.describeError} />
        <TextField {...form.field('title')} label={tr('media.clipTitle')} maxLength={MEDIA_TITLE_MAX} required />
        <div css={{ display: 'flex', gap: t.space(2), justifyContent: 'flex-end' }}>
          <Button variant="outline" type="button" onClick={onClose}>
            {tr('media.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {tr('media.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function MediaList({
  id,
  title,
  items,
  own = false,
  eventId,
  emptyText,
}: {
  id: string;
  title: string;
  items: EventMedia[];
  own?: boolean;
  eventId?: string;
  emptyText?: string;
}) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const queryClient = useQueryClient();
  const { play } = useNowPlaying();
  const [renaming, setRenaming] = useState<EventMedia | null>(null);
  const remove = useMutation({
    mutationFn: (clip: EventMedia) => deleteClip(clip.id),
    onSuccess: async () => {
      if (eventId) await queryClient.invalidateQueries({ queryKey: userClipsQuery(eventId).queryKey });
      toast.success(tr('media.deleted'));
    },
    onError: () => toast.danger(tr('media.saveFailed')),
  });
  return (
    <section aria-labelledby={id} data-testid={id} css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
      <h2 id={id} css={{ ...t.text.h3, margin: 0 }}>
        {title}
      </h2>
      {items.length === 0 && emptyText ? <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{emptyText}</p> : null}
      <ul css={{ display: 'flex', flexDirection: 'column', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <li
            key={item.id}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: t.space(3),
              padding: t.space(3),
              borderRadius: t.radius.lg,
              backgroundColor: t.color.surface,
              border: `1px solid ${t.color.border}`,
            }}
          >
            <span title={item.title || undefined} css={{ flex: 1, ...t.text.label, ...truncateLines(1) }}>
              {item.title ? <ScoreTitle title={item.title} /> : tr('event.untitled')}
            </span>
            <Button size="small" variant="secondary" onClick={() => play(item, { pressed: true })} aria-label={tr('media.playNamed', { title: item.title })}>
              {tr('media.play')}
            </Button>
            {own ? (
              <>
                <Button size="small" variant="outline" onClick={() => setRenaming(item)} aria-label={tr('media.renameNamed', { title: item.title })}>
                  {tr('media.rename')}
                </Button>
                <Button size="small" variant="outline" onClick={() => remove.mutate(item)} aria-label={tr('media.deleteNamed', { title: item.title })}>
                  {tr('media.delete')}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {renaming && eventId ? <RenameDialog clip={renaming} eventId={eventId} onClose={() => setRenaming(null)} /> : null}
    </section>
  );
}
