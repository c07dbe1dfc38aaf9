// /payment/processing/, /payment/success/, /payment/failure/ (query: payment id, retry path).
// Processing shows the provider's challenge when the card asks for one, then asks the API for the
// final answer; success says what was bought and where to go; failure gives the reason and a retry.
import { useTheme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatPrice, usePageTitle } from '@portal/shared';
import {
  Alert,
  AlertIcon,
  Button,
  buttonStyles,
  CheckCircleIcon,
  getDir,
  loadCardProvider,
  Narrow,
  QueryErrorAlert,
  RouteLink,
  Spinner,
} from '@portal/shared/ui';
import { subscriptionQuery } from '../../common/get-subscriptions.ts';
import { confirmPayment, paymentProviderQuery, paymentQuery, type Payment } from '../../common/payments.ts';
import { afterPurchase } from '../../common/after-purchase.ts';
import { resultPath, safeRetryPath } from '../../common/card-provider.ts';

function usePaymentParam() {
  const [params] = useSearchParams();
  const raw = params.get('payment') ?? '';
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  const retry = safeRetryPath(params.get('retry'), '/auth/sign-up/subscription/');
  // The page the purchase started from (an event's paywall), carried from the checkout.
  const back = safeRetryPath(params.get('redirect'), '') || null;
  return { id, retry, back };
}

const center = { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' } as const;

function MissingPayment({ title }: { title: string }) {
  const t = useTheme();
  const { t: tr } = useTranslation('commerce');
  return (
    <Narrow>
      <div css={{ ...center, gap: t.space(4) }}>
        <h1 css={{ ...t.text.h1, margin: 0 }}>{title}</h1>
        <Alert kind="warning" title={tr('result.missingTitle')} action={<RouteLink to="/">{tr('result.home')}</RouteLink>} css={{ textAlign: 'start' }}>
          {tr('result.missing')}
        </Alert>
      </div>
    </Narrow>
  );
}

export function ProcessingPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('commerce');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id, retry, back } = usePaymentParam();
  usePageTitle(tr('processing.title'));
  const payment = useQuery({ ...paymentQuery(id ?? 0), enabled: id !== null });
  const provider = useQuery({ ...paymentProviderQuery(), enabled: payment.data?.status === 'requires_action' });
  const host = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const confirm = useMutation({
    mutationFn: confirmPayment,
    onSuccess: (p: Payment) => {
      void afterPurchase(queryClient);
      if (p.status !== 'requires_action') navigate(resultPath(p, retry, back), { replace: true });
    },
  });
  const p = payment.data;

  useEffect(() => {
    if (p && (p.status === 'succeeded' || p.status === 'failed')) navigate(resultPath(p, retry, back), { replace: true });
  }, [p, retry, back, navigate]);

  useEffect(() => {
    if (!p || p.status !== 'requires_action' || !p.challenge || !provider.data || !host.current) return;
    const element = host.current;
    let active = true;
    loadCardProvider(provider.data.scriptUrl, provider.data.origin)
      .then((lib) =>
        lib.confirm(element, p.challenge!, {
          title: tr('processing.frameTitle'),
          texts: {
            heading: tr('processing.challengeHeading'),
            body: tr('processing.challengeBody'),
            approve: tr('processing.approve'),
            reject: tr('processing.reject'),
          },
          dir: getDir(element),
          theme: t.mode === 'dark' ? 'dark' : 'light',
        }),
      )
      .then(() => {
        if (active) confirm.mutate(p.id);
      })
      .catch((err: unknown) => {
        console.error('[commerce] card provider initialisation failed', err);
        if (active) setUnavailable(true);
      });
    return () => {
      active = false;
      element.replaceChildren();
    };
    // Mounted once per payment and attempt (confirm.mutate and the texts do not restart a challenge).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p?.id, p?.status, provider.data, attempt]);

  if (id === null) return <MissingPayment title={tr('processing.title')} />;
  return (
    <Narrow>
      <div css={{ ...center, gap: t.space(4) }} data-testid="processing-page">
        <h1 css={{ ...t.text.h1, margin: 0 }}>{tr('processing.title')}</h1>
        {payment.isError ? (
          <QueryErrorAlert title={tr('processing.error')} query={payment} />
        ) : p?.status === 'requires_action' ? (
          <>
            <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('processing.challenge')}</p>
            {unavailable || provider.isError ? (
              <Alert
                kind="warning"
                title={tr('card.unavailableTitle')}
                action={
                  <Button
                    variant="outline"
                    size="small"
                    onClick={() => {
                      setUnavailable(false);
                      if (provider.isError) void provider.refetch();
                      setAttempt((n) => n + 1);
                    }}
                  >
                    {tr('card.retry')}
                  </Button>
                }
              >
                {tr('card.unavailable')}
              </Alert>
            ) : null}
            <div ref={host} css={{ inlineSize: '100%', maxInlineSize: 480 }} data-testid="challenge" />
            {confirm.isPending ? <Spinner label={tr('processing.confirming')} /> : null}
            {confirm.isError ? (
              <Alert
                kind="danger"
                action={
                  <Button size="small" variant="outline" onClick={() => confirm.mutate(p.id)}>
                    {tr('card.retry')}
                  </Button>
                }
              >
                {tr('processing.confirmError')}
              </Alert>
            ) : null}
          </>
        ) : (
          <div role="status" css={{ ...center, gap: t.space(3) }}>
            <Spinner label={tr('processing.waiting')} />
            <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('processing.waiting')}</p>
          </div>
        )}
      </div>
    </Narrow>
  );
}

function PurchasedTitle({ payment }: { payment: Payment }) {
  const plan = useQuery({ ...subscriptionQuery(String(payment.subscriptionId ?? '')), enabled: payment.subscriptionId !== null });
  return <>{plan.data?.title ?? ''}</>;
}

export function SuccessPage() {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('commerce');
  const { id, back } = usePaymentParam();
  const payment = useQuery({ ...paymentQuery(id ?? 0), enabled: id !== null });
  const p = payment.data;
  // A redeemed access code is not a payment: nothing was paid.
  const title = p?.kind === 'access_code' ? tr('success.codeTitle') : tr('success.title');
  usePageTitle(title);
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  if (id === null) return <MissingPayment title={tr('success.title')} />;
  const ok = p?.status === 'succeeded';
  return (
    <Narrow>
      <div css={{ ...center, gap: t.space(4) }} data-testid="success-page">
        <span css={{ color: t.color.success.text }} aria-hidden="true">
          <CheckCircleIcon size={56} />
        </span>
        <h1 css={{ ...t.text.h1, margin: 0 }}>{title}</h1>
        {payment.isError ? <QueryErrorAlert title={tr('processing.error')} query={payment} /> : null}
        {p && ok ? (
          <>
            <p css={{ ...t.text.body, margin: 0 }} data-testid="success-text">
              {p.kind === 'ppv' ? tr('success.ppv') : p.kind === 'access_code' ? tr('success.code') : tr('success.subscription')}{' '}
              {p.subscriptionId ? (
                <strong>
                  <PurchasedTitle payment={p} />
                </strong>
              ) : null}
            </p>
            {p.amount > 0 ? (
              <p css={{ ...t.text.bodySmall, color: t.color.textMuted, margin: 0 }}>
                {tr('success.charged', {
                  amount: formatPrice(p.amount, p.currency, locale),
                  card: p.card ? `${p.card.brand.toUpperCase()} •••• ${p.card.last4}` : '',
                })}
              </p>
            ) : null}
            <div css={{ display: 'flex', gap: t.space(3), flexWrap: 'wrap', justifyContent: 'center' }}>
              {/* A ticket's event; a plan bought from an event's paywall returns to that event. */}
              <RouteLink
                whenOff="none"
                to={p.kind === 'ppv' && p.eventId ? `/events/${p.eventId}/` : (back ?? '/')}
                css={(theme) => buttonStyles(theme, { variant: 'primary', size: 'large', fullWidth: false, fullRounded: false })}
                data-testid="start-watching"
              >
                {p.kind === 'ppv' ? tr('success.watch') : tr('success.start')}
              </RouteLink>
              <RouteLink
                whenOff="none"
                to={p.kind === 'ppv' ? '/account/ppv/' : '/account/subscription/'}
                css={(theme) => buttonStyles(theme, { variant: 'outline', size: 'large', fullWidth: false, fullRounded: false })}
              >
                {p.kind === 'ppv' ? tr('success.tickets') : tr('success.manage')}
              </RouteLink>
            </div>
          </>
        ) : p ? (
          <RouteLink to={resultPath(p, '/')}>{tr('result.status')}</RouteLink>
        ) : payment.isPending ? (
          <Spinner label={tr('common.loading')} />
        ) : null}
      </div>
    </Narrow>
  );
}

export function FailurePage() {
  const t = useTheme();
  const { t: tr } = useTranslation('commerce');
  const { id, retry } = usePaymentParam();
  usePageTitle(tr('failure.title'));
  const payment = useQuery({ ...paymentQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <MissingPayment title={tr('failure.title')} />;
  const code = payment.data?.failureCode ?? 'default';
  const reason = tr(`failure.reasons.${code}`, { defaultValue: tr('failure.reasons.default') });
  return (
    <Narrow>
      <div css={{ ...center, gap: t.space(4) }} data-testid="failure-page">
        <span css={{ color: t.color.danger.text }} aria-hidden="true">
          <AlertIcon size={56} />
        </span>
        <h1 css={{ ...t.text.h1, margin: 0 }}>{tr('failure.title')}</h1>
        {payment.isError ? <QueryErrorAlert title={tr('processing.error')} query={payment} /> : null}
        {payment.data ? (
          <Alert kind="danger" title={tr('failure.reasonTitle')} data-testid="failure-reason" css={{ textAlign: 'start', inlineSize: '100%' }}>
            {reason}
          </Alert>
        ) : null}
        <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('failure.notCharged')}</p>
        <div css={{ display: 'flex', gap: t.space(3), flexWrap: 'wrap', justifyContent: 'center' }}>
          <RouteLink
            whenOff="none"
            to={retry}
            css={(theme) => buttonStyles(theme, { variant: 'primary', size: 'large', fullWidth: false, fullRounded: false })}
            data-testid="try-again"
          >
            {tr('failure.retry')}
          </RouteLink>
          <RouteLink whenOff="none" to="/" css={(theme) => buttonStyles(theme, { variant: 'outline', size: 'large', fullWidth: false, fullRounded: false })}>
            {tr('result.home')}
          </RouteLink>
        </div>
      </div>
    </Narrow>
  );
}
