// A clip from in and out points taken from the player's position (issue 9 item 5); saved with
// POST /api/clip/create and listed under "My clips".
import { useTheme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, toast, type EventMedia, type Translate } from '@portal/shared';
import { Button, TextField } from '@portal/shared/ui';
import { createClip, userClipsQuery } from '../../api/get-event-extras.ts';
import type { PlayerHandle } from '../../player/LazyPlayer.tsx';
import { formatClock } from './TagsPanel.tsx';

export function ClipMaker({ event, player }: { event: EventMedia; player: RefObject<PlayerHandle | null> }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const { t: tc } = useTranslation('common') as unknown as { t: Translate };
  const queryClient = useQueryClient();
  const [start, setStart] = useState<number | null>(null);
  const [end, setEnd] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const create = useMutation({
    mutationFn: () => createClip({ eventId: event.id, title: title.trim(), start: start!, end: end! }),
    onSuccess: async () => {
      setStart(null);
      setEnd(null);
      setTitle('');
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: userClipsQuery(event.id).queryKey });
      toast.success(tr('clips.created'));
    },
  });
  const rangeError = start !== null && end !== null && end <= start ? tr('clips.outAfterIn') : null;
  const titleError = touched && !title.trim() ? tr('clips.titleRequired') : null;
  const ready = start !== null && end !== null && !rangeError && title.trim();

  return (
    <section aria-labelledby="clip-maker" data-testid="clip-maker" css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
      <h2 id="clip-maker" css={{ ...t.text.h3, margin: 0 }}>
        {tr('clips.heading')}
      </h2>
      <form
        noValidate
        aria-labelledby="clip-maker"
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (ready) create.mutate();
        }}
        css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}
      >
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2), alignItems: 'center' }}>
          <Button type="button" variant="outline" size="small" onClick={() => setStart(player.current?.currentTime() ?? 0)}>
            {tr('clips.markIn')}
          </Button>
          <output data-testid="clip-in" css={{ fontVariantNumeric: 'tabular-nums', ...t.text.label }}>{start === null ? '–' : formatClock(start)}</output>
          <Button type="button" variant="outline" size="small" onClick={() => setEnd(player.current?.currentTime() ?? 0)}>
            {tr('clips.markOut')}
          </Button>
          <output data-testid="clip-out" css={{ fontVariantNumeric: 'tabular-nums', ...t.text.label }}>{end === null ? '–' : formatClock(end)}</output>
        </div>
        {rangeError ? <p role="alert" css={{ margin: 0, color: t.color.danger.text, ...t.text.bodySmall }}>{rangeError}</p> : null}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(3), alignItems: 'flex-end' }}>
          <TextField label={tr('clips.title')} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} error={titleError ?? (create.isError ? errorText(create.error, tc) : undefined)} />
          <Button type="submit" loading={create.isPending} disabled={start === null || end === null || Boolean(rangeError)}>
            {tr('clips.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
