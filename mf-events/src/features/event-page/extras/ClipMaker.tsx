// A clip from in and out points taken from the player's position (issue 9 item 5); saved with
// POST /api/clip/create and listed under "My clips".
import { useTheme } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type EventMedia } from '@portal/shared';
import { Button, TextField } from '@portal/shared/ui';
import { FormError, MEDIA_TITLE_MAX, titleFormSchema, useZodForm } from '@portal/shared/forms';
import { createClip, userClipsQuery } from './get-event-extras.ts';
import type { PlayerHandle } from '../../player/index.ts';
import { formatClock } from './TagsPanel.tsx';

export function ClipMaker({ event, player }: { event: EventMedia; player: RefObject<PlayerHandle | null> }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const queryClient = useQueryClient();
  const [start, setStart] = useState<number | null>(null);
  const [end, setEnd] = useState<number | null>(null);
  const form = useZodForm(titleFormSchema, { defaultValues: { title: '' }, ns: 'events' });
  // The in and out points are not fields: they come from the player, and their order is checked here.
  const rangeError = start !== null && end !== null && end <= start ? tr('clips.outAfterIn') : null;
  const onSave = form.submit(async ({ title }) => {
    if (start === null || end === null || rangeError) return;
    await createClip({ eventId: event.id, title, start, end });
    setStart(null);
    setEnd(null);
    form.reset({ title: '' });
    await queryClient.invalidateQueries({ queryKey: userClipsQuery(event.id).queryKey });
    toast.success(tr('clips.created'));
  });

  return (
    <section aria-labelledby="clip-maker" data-testid="clip-maker" css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
      <h2 id="clip-maker" css={{ ...t.text.h3, margin: 0 }}>
        {tr('clips.heading')}
      </h2>
      <form noValidate aria-labelledby="clip-maker" onSubmit={onSave} css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
        <FormError error={form.formError} describe={form.describeError} />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2), alignItems: 'center' }}>
          <Button type="button" variant="outline" size="small" onClick={() => setStart(player.current?.currentTime() ?? 0)}>
            {tr('clips.markIn')}
          </Button>
          <output data-testid="clip-in" css={{ fontVariantNumeric: 'tabular-nums', ...t.text.label }}>
            {start === null ? '–' : formatClock(start)}
          </output>
          <Button type="button" variant="outline" size="small" onClick={() => setEnd(player.current?.currentTime() ?? 0)}>
            {tr('clips.markOut')}
          </Button>
          <output data-testid="clip-out" css={{ fontVariantNumeric: 'tabular-nums', ...t.text.label }}>
            {end === null ? '–' : formatClock(end)}
          </output>
        </div>
        {rangeError ? (
          <p role="alert" css={{ margin: 0, color: t.color.danger.text, ...t.text.bodySmall }}>
            {rangeError}
          </p>
        ) : null}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(3), alignItems: 'flex-end' }}>
          <TextField {...form.field('title')} label={tr('clips.title')} maxLength={MEDIA_TITLE_MAX} />
          <Button type="submit" loading={form.submitting} disabled={start === null || end === null || Boolean(rangeError)}>
            {tr('clips.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
