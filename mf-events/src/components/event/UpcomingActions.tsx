// On an upcoming event (issue 15 item 3): 'Notify me' (signed in; the API tells the user's room
// when the event goes live, the shell shows the toast) and 'Add to calendar' (an .ics file built
// here, lib/ics.ts). Gone once the event is live: nothing left to wait for.
import { useTheme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { api, isAuthenticatedAtom, toast, useCustomerConfig, userAtom, type EventMedia } from '@portal/shared';
import { Button, CheckIcon } from '@portal/shared/ui';
import { buildIcs, icsFileName } from '../../lib/ics.ts';
import { eventHref } from '../../lib/event-kind.ts';
import { useEventDisplay } from '../../lib/tenant-display.ts';

const remindersKey = (userId: string | null) => ['events', 'reminders', userId] as const;

function NotifyMe({ event }: { event: EventMedia }) {
  const { t } = useTranslation('events');
  const userId = useAtomValue(userAtom)?.id ?? null;
  const queryClient = useQueryClient();
  const reminders = useQuery({ queryKey: remindersKey(userId), queryFn: ({ signal }) => api.get<{ eventIds: number[] }>('/api/user/reminders', { signal }) });
  const on = reminders.data?.eventIds.includes(Number(event.id)) ?? false;
  const toggle = useMutation({
    mutationFn: (next: boolean) => api.post<{ on: boolean }>('/api/user/reminder', { body: { eventId: Number(event.id), on: next } }),
    onSuccess: ({ on: now }) => {
      queryClient.setQueryData(remindersKey(userId), (old: { eventIds: number[] } | undefined) => {
        const ids = (old?.eventIds ?? []).filter((id) => id !== Number(event.id));
        return { eventIds: now ? [...ids, Number(event.id)] : ids };
      });
      toast.success(now ? t('viewer.reminderSet', { title: event.title }) : t('viewer.reminderRemoved'));
    },
    onError: () => void toast.danger(t('viewer.reminderError')),
  });
  return (
    <Button
      size="small"
      variant={on ? 'secondary' : 'outline'}
      aria-pressed={on}
      loading={toggle.isPending}
      disabled={reminders.isPending}
      startIcon={on ? <CheckIcon size={16} /> : undefined}
      onClick={() => toggle.mutate(!on)}
      data-testid="notify-me"
    >
      {t('viewer.notifyMe')}
    </Button>
  );
}

export function UpcomingActions({ event }: { event: EventMedia }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const config = useCustomerConfig();
  const start = useEventDisplay().kickoffIso(event);
  if (event.eventStatus !== 'UPCOMING') return null;

  function download() {
    if (!start) return;
    const text = buildIcs({
      id: event.id,
      title: event.title,
      start,
      sportType: event.sportType,
      url: new URL(eventHref(event), window.location.origin).href,
      host: window.location.hostname,
      producer: config?.name ?? 'Portal',
    });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: icsFileName(event.title) });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div data-testid="upcoming-actions" css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2) }}>
      {signedIn ? <NotifyMe event={event} /> : null}
      {start ? (
        <Button size="small" variant="outline" onClick={download} data-testid="add-to-calendar">
          {tr('viewer.addToCalendar')}
        </Button>
      ) : null}
    </div>
  );
}
