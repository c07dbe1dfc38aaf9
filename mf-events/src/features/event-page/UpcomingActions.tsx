// On an upcoming event (issue 15 item 3): 'Notify me' (signed in; the API tells the user's room
// when the event goes live, the shell shows the toast, and where the tenant sends web push the
// browser shows a notification too, ADR 0036) and 'Add to calendar' (an .ics file built here,
// ics.ts). Gone once the event is live: nothing left to wait for.
import { useTheme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { api, isAuthenticatedAtom, push, toast, useCustomerConfig, userAtom, type EventMedia, type ReminderPushResult } from '@portal/shared';
import { Button, CheckIcon } from '@portal/shared/ui';
import { buildIcs, icsFileName } from './ics.ts';
import { eventHref } from '../../common/event-kind.ts';
import { useEventDisplay } from '../../common/tenant-display.ts';

const remindersKey = (userId: string | null) => ['events', 'reminders', userId] as const;

/** What the line under the button says about browser notifications (tenants with web push only). */
type BrowserNote = 'asking' | 'on' | 'off' | null;

const noteOf = (result: ReminderPushResult): BrowserNote => (result === 'subscribed' ? 'on' : 'off');

function NotifyMe({ event }: { event: EventMedia }) {
  const { t } = useTranslation('events');
  const theme = useTheme();
  const [note, setNote] = useState<BrowserNote>(null);
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
  const button = (
    <Button
      size="small"
      variant={on ? 'secondary' : 'outline'}
      aria-pressed={on}
      loading={toggle.isPending}
      disabled={reminders.isPending}
      startIcon={on ? <CheckIcon size={16} /> : undefined}
      onClick={() => {
        const next = !on;
        // Web push (ADR 0036) from this very click: the permission prompt needs the gesture. The
        // reminder is saved either way; the socket toast is the fallback when the browser says no.
        const state = push.notifications();
        if (next && state !== 'off') {
          if (state === 'default') setNote('asking');
          void push.enableReminders().then((result) => setNote(noteOf(result)));
        }
        toggle.mutate(next);
      }}
      data-testid="notify-me"
    >
      {t('viewer.notifyMe')}
    </Button>
  );
  // Reminder on and the browser cannot notify (denied before, or no push support): say so. One
  // wrapper whatever is said, so the button keeps its place (and its focus) in the tree.
  const shown = note ?? (on && (push.notifications() === 'denied' || push.notifications() === 'unsupported') ? 'off' : null);
  const text =
    !on && shown !== 'asking'
      ? null
      : shown === 'asking'
        ? t('common:reminder.pushWhy')
        : shown === 'on'
          ? t('common:reminder.pushOn')
          : shown === 'off'
            ? t('common:reminder.pushOff')
            : null;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      {button}
      {text ? (
        <p
          role="status"
          data-testid="browser-notifications"
          data-state={shown}
          css={{ ...theme.text.caption, color: theme.color.textMuted, margin: 0, maxInlineSize: '40ch' }}
        >
          {text}
        </p>
      ) : null}
    </div>
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
