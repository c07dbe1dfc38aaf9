// The card provider's hosted fields: an iframe from the provider's origin (the card number never
// reaches this page). While the script and frame load a skeleton shows; a failure is only logged
// (api/README.md) and the form says the card form is unavailable, with a retry. Used wherever a card is
// entered (checkout, replacing the stored card); each app passes the provider's address and its texts.
import { useTheme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { Skeleton } from '../components/Skeleton.tsx';
import { getDir } from '../internal/dom.ts';
import { loadCardProvider, type CardFieldTexts, type CardFieldsHandle, type CardProviderAddress } from './card-provider.ts';

export interface CardFieldsTexts extends CardFieldTexts {
  /** The iframe's accessible name. */
  frameTitle: string;
  unavailableTitle: string;
  unavailable: string;
  retry: string;
}

export interface CardFieldsProps {
  /** The provider's address (`GET /api/commerce/payment_provider`); undefined while it loads. */
  provider: CardProviderAddress | undefined;
  /** The address could not be read: the form is unavailable (retry calls onRetry). */
  providerError?: unknown;
  texts: CardFieldsTexts;
  /** The fields are ready (a handle to tokenize) or gone (null). */
  onReady: (handle: CardFieldsHandle | null) => void;
  /** Enter pressed inside the provider's frame. */
  onSubmit?: () => void;
  /** "Try again" after a failure, besides reloading the script: e.g. refetch the address. */
  onRetry?: () => void;
  /** Who logs a failure (`[label] card provider initialisation failed`), so each app's logs say where. */
  logLabel?: string;
}

export function CardFields({ provider, providerError, texts, onReady, onSubmit, onRetry, logLabel = 'card fields' }: CardFieldsProps) {
  const t = useTheme();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [attempt, setAttempt] = useState(0);
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;
  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  // The frame is rebuilt when the texts change (another language), not when a parent re-renders.
  const textsKey = JSON.stringify(texts);
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const failed = providerError != null && providerError !== false;
  const scriptUrl = provider?.scriptUrl;
  const origin = provider?.origin;

  useEffect(() => {
    if (failed) {
      console.error(`[${logLabel}] card provider configuration failed`, providerError);
      setState('unavailable');
      return;
    }
    if (!scriptUrl || !origin || !host.current) return;
    let handle: CardFieldsHandle | null = null;
    let cancelled = false;
    const element = host.current;
    const { frameTitle, number, expiry, cvc, invalidNumber, invalidExpiry, invalidCvc } = textsRef.current;
    setState('loading');
    loadCardProvider(scriptUrl, origin)
      .then((lib) =>
        lib.mount(element, {
          title: frameTitle,
          texts: { number, expiry, cvc, invalidNumber, invalidExpiry, invalidCvc },
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
        console.error(`[${logLabel}] card provider initialisation failed`, err);
        setState('unavailable');
        readyRef.current(null);
      });
    return () => {
      cancelled = true;
      handle?.destroy();
      readyRef.current(null);
    };
  }, [scriptUrl, origin, failed, providerError, attempt, t.mode, textsKey, logLabel]);

  const retry = () => {
    onRetry?.();
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
          title={texts.unavailableTitle}
          action={
            <Button variant="outline" size="small" onClick={retry} data-testid="card-retry">
              {texts.retry}
            </Button>
          }
        >
          {texts.unavailable}
        </Alert>
      ) : null}
      <div ref={host} hidden={state !== 'ready'} />
    </div>
  );
}
