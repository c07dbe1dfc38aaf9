// The card provider's hosted fields: an iframe from the provider's origin (the card number never
// reaches this page). While the script and frame load a skeleton shows; a failure is only logged
// (SPEC 8) and the form says the card form is unavailable, with a retry.
import { useTheme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Skeleton, getDir } from '@portal/shared/ui';
import { paymentProviderQuery } from '../api/payments.ts';
import { loadCardProvider, type CardFieldsHandle } from '../lib/card-provider.ts';

export interface CardFieldsProps {
  onReady: (handle: CardFieldsHandle | null) => void;
  onSubmit?: () => void;
}

export function CardFields({ onReady, onSubmit }: CardFieldsProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('commerce');
  const provider = useQuery(paymentProviderQuery());
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [attempt, setAttempt] = useState(0);
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;
  const readyRef = useRef(onReady);
  readyRef.current = onReady;

  useEffect(() => {
    if (provider.isError) {
      console.error('[commerce] card provider configuration failed', provider.error);
      setState('unavailable');
      return;
    }
    if (!provider.data || !host.current) return;
    let handle: CardFieldsHandle | null = null;
    let cancelled = false;
    const element = host.current;
    setState('loading');
    loadCardProvider(provider.data.scriptUrl, provider.data.origin)
      .then((lib) =>
        lib.mount(element, {
          title: tr('card.frameTitle'),
          texts: {
            number: tr('card.number'),
            expiry: tr('card.expiry'),
            cvc: tr('card.cvc'),
            invalidNumber: tr('card.invalidNumber'),
            invalidExpiry: tr('card.invalidExpiry'),
            invalidCvc: tr('card.invalidCvc'),
          },
          dir: getDir(element),
          theme: t.mode === 'dark' ? 'dark' : 'light',
          onSubmit: () => submitRef.current?.(),
        }),
      )
      .then((h) => {
        if (cancelled) {
          h.destroy();
          return;
        }
        handle = h;
        setState('ready');
        readyRef.current(h);
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        console.error('[commerce] card provider initialisation failed', err);
        setState('unavailable');
        readyRef.current(null);
      });
    return () => {
      cancelled = true;
      handle?.destroy();
      readyRef.current(null);
    };
  }, [provider.data, provider.isError, provider.error, attempt, t.mode, tr]);

  const retry = () => {
    if (provider.isError) void provider.refetch();
    setAttempt((n) => n + 1);
  };

  return (
    <div data-testid="card-fields" data-state={state} css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
      {state === 'loading' ? (
        <div aria-hidden="true" css={{ display: 'flex', flexDirection: 'column', gap: t.space(3) }}>
          <Skeleton height="44px" radius="md" />
          <Skeleton height="44px" radius="md" />
        </div>
      ) : null}
      {state === 'unavailable' ? (
        <Alert
          kind="warning"
          title={tr('card.unavailableTitle')}
          action={
            <Button variant="outline" size="small" onClick={retry} data-testid="card-retry">
              {tr('card.retry')}
            </Button>
          }
        >
          {tr('card.unavailable')}
        </Alert>
      ) : null}
      <div ref={host} hidden={state !== 'ready'} />
    </div>
  );
}
