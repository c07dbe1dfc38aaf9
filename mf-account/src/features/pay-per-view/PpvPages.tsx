// /account/ppv/ and /account/ppv/{id}/: the pay-per-view tickets the user bought (ppv_tickets),
// each with its event and validity, and a link that plays the event (mf-events, by URL).
import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatPrice, kickoffIso, useCustomerConfig, usePageTitle } from '@portal/shared';
import { Badge, Button, Image, posterSrc, QueryErrorAlert, RouteLink } from '@portal/shared/ui';
import { useTicket, useTickets, type Ticket } from '../../common/get-contracts.ts';
import { AccountLayout } from '../../common/AccountLayout.tsx';
import { BackLink, PageHeading } from '../../common/PageHeading.tsx';
import { DetailList, DetailRow } from '../../common/DetailList.tsx';
import { Loading, PageError } from '../../common/QueryStates.tsx';
import { Pager } from '../../common/Pager.tsx';
import { Section } from '../../common/Section.tsx';
import { formatDate, formatDateTime } from '../../common/format.ts';

/** The ticket's validity from its event: live now, starts at, or replay. */
function useValidity(): (ticket: Ticket) => { badge: 'live' | 'upcoming' | 'replay'; line: string } {
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const cfg = useCustomerConfig();
  return (ticket) => {
    const status = ticket.event?.eventStatus?.toUpperCase();
    if (status === 'LIVE') return { badge: 'live', line: tr('ppv.validity.live') };
    if (status === 'UPCOMING')
      return {
        badge: 'upcoming',
        line: tr('ppv.validity.upcoming', { date: formatDateTime(ticket.event ? kickoffIso(ticket.event, cfg) : null, locale) ?? '' }),
      };
    return { badge: 'replay', line: tr('ppv.validity.replay') };
  };
}
const BADGE = { live: 'live', upcoming: 'primary', replay: 'neutral' } as const;

const titleOf = (ticket: Ticket, fallback: string) => ticket.event?.title || fallback;

function WatchLink({ ticket, size = 'small' }: { ticket: Ticket; size?: 'small' | 'medium' }) {
  const { t: tr } = useTranslation('account');
  const title = titleOf(ticket, tr('ppv.untitled'));
  return (
    <Button as={RouteLink} whenOff="none" to={`/events/${ticket.eventId}/`} size={size} aria-label={tr('ppv.watchLabel', { title })} data-testid="ticket-watch">
      {tr('ppv.watch')}
    </Button>
  );
}

function TicketRow({ ticket }: { ticket: Ticket }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const validity = useValidity()(ticket);
  const title = titleOf(ticket, tr('ppv.untitled'));
  return (
    <li
      data-testid="ticket"
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: t.space(3),
        padding: t.space(4),
        borderRadius: t.radius.lg,
        border: `1px solid ${t.color.border}`,
        backgroundColor: t.color.surface,
        [t.mq.sm]: { gridTemplateColumns: '128px minmax(0, 1fr)' },
      }}
    >
      <Image
        src={posterSrc(ticket.event?.imageUrl, i18n.dir() === 'rtl' ? 'rtl' : 'ltr')}
        alt=""
        radius="md"
        css={{ aspectRatio: '16 / 9', inlineSize: '100%' }}
      />
      <div css={{ minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: t.space(1) }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(2) }}>
          <h2 css={{ ...t.text.label, fontSize: t.fontSize.md, margin: 0, overflowWrap: 'anywhere' }}>
            <RouteLink to={`/account/ppv/${ticket.id}/`} css={{ color: 'inherit', '&:focus-visible': t.focusRing }}>
              {title}
            </RouteLink>
          </h2>
          <Badge variant={BADGE[validity.badge]} size="small">
            {tr(`ppv.badge.${validity.badge}`)}
          </Badge>
        </div>
        <p css={{ ...t.text.body, margin: 0 }}>{validity.line}</p>
        <p css={{ ...t.text.caption, color: t.color.textMuted, margin: 0 }}>
          {tr('ppv.purchased', { date: formatDate(ticket.purchasedAt, locale) ?? '' })} · {formatPrice(ticket.price, ticket.currency, locale)}
        </p>
        <div css={{ marginBlockStart: t.space(2) }}>
          <WatchLink ticket={ticket} />
        </div>
      </div>
    </li>
  );
}

export function PpvPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const [page, setPage] = useState(0);
  const query = useTickets(page);
  usePageTitle(tr('pages.ppv.title'));
  return (
    <AccountLayout>
      <PageHeading title={tr('pages.ppv.title')} intro={tr('ppv.intro')} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryErrorAlert title={tr('ppv.error')} query={query} />
      ) : query.data.entries.length === 0 ? (
        <p css={{ ...t.text.body, margin: 0 }} data-testid="tickets-empty">
          {tr('ppv.empty')}
        </p>
      ) : (
        <>
          <ul aria-label={tr('ppv.listLabel')} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
            {query.data.entries.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} />
            ))}
          </ul>
          <Pager page={page} nextExists={query.data.nextExists} onPage={setPage} label={tr('list.pages')} />
        </>
      )}
    </AccountLayout>
  );
}

function TicketDetail({ ticket }: { ticket: Ticket }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const validity = useValidity()(ticket);
  const cfg = useCustomerConfig();
  const event = ticket.event;
  const teams = event?.team1Name && event.team2Name ? `${event.team1Name} – ${event.team2Name}` : null;
  return (
    <>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(3) }}>
        <h1 css={{ ...t.text.h1, margin: 0, overflowWrap: 'anywhere' }}>{titleOf(ticket, tr('ppv.untitled'))}</h1>
        <Badge variant={BADGE[validity.badge]}>{tr(`ppv.badge.${validity.badge}`)}</Badge>
      </div>
      <p data-testid="ticket-validity" css={{ ...t.text.body, margin: 0, fontWeight: t.fontWeight.semibold }}>
        {validity.line}
      </p>
      <Image
        src={posterSrc(event?.imageUrl, i18n.dir() === 'rtl' ? 'rtl' : 'ltr')}
        alt=""
        radius="xl"
        css={{ aspectRatio: '16 / 9', inlineSize: '100%', maxInlineSize: '40rem' }}
      />
      <div>
        <WatchLink ticket={ticket} size="medium" />
      </div>
      <Section id="account-ppv-detail" title={tr('ppv.detail.title')}>
        <DetailList>
          {teams ? <DetailRow label={tr('ppv.detail.teams')}>{teams}</DetailRow> : null}
          <DetailRow label={tr('ppv.detail.eventDate')}>{formatDateTime(event ? kickoffIso(event, cfg) : null, locale) ?? '—'}</DetailRow>
          <DetailRow label={tr('ppv.detail.purchased')}>{formatDateTime(ticket.purchasedAt, locale) ?? '—'}</DetailRow>
          <DetailRow label={tr('ppv.detail.price')}>{formatPrice(ticket.price, ticket.currency, locale)}</DetailRow>
          <DetailRow label={tr('ppv.detail.number')}>
            <span dir="ltr">#{ticket.id}</span>
          </DetailRow>
        </DetailList>
      </Section>
    </>
  );
}

export function PpvDetailPage() {
  const { t: tr } = useTranslation('account');
  const { id = '' } = useParams();
  const query = useTicket(id);
  usePageTitle(query.data?.event?.title || tr('pages.ppvDetail.title'));
  return (
    <AccountLayout>
      <BackLink to="/account/ppv/">{tr('ppv.detail.back')}</BackLink>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <PageError heading={tr('pages.ppvDetail.title')} title={tr('ppv.detail.error')} query={query} />
      ) : (
        <TicketDetail ticket={query.data} />
      )}
    </AccountLayout>
  );
}
