// The user-experience survey (docs/product.md; issue 4 item 10): an eligible visitor sees a
// start dialog (bottom end corner) after a delay; "later" records skipped, "continue"
// opens the form (600x750 dialog, iframe titled User Survey); a submit message from an
// allowed form origin records submitted, the close button records closed. Leaving for an
// excluded route or signing out cancels it. A playing video pauses while it is offered.
import { useEffect, useRef, useState } from 'react';
import { useMatches } from 'react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { isAuthenticatedAtom, playerBus, useCustomerConfig, userAtom, type PortalRouteHandle } from '@portal/shared';
import { Button, Dialog, Spinner } from '@portal/shared/ui';
import { isSurveyEligible, isSurveySubmitMessage, surveyTimings } from './eligibility.ts';
import { isFormReachable } from './probe-form.ts';
import { recordSurvey } from './record.ts';

/** Loading the form longer than this counts as a failure (iframes rarely fire 'error'). */
export const SURVEY_IFRAME_TIMEOUT_MS = 20_000;
export const SURVEY_IFRAME_TITLE = 'User Survey';
/**
 * The least a hosted form needs: its scripts, submitting, and its own origin's storage and
 * cookies. No top navigation, popups or downloads. A form on the portal's own origin gets no
 * allow-same-origin: with scripts as well it could remove its own sandbox.
 */
export function surveySandbox(formUrl: string, pageOrigin: string = window.location.origin): string {
  let sameOrigin = true;
  try {
    sameOrigin = new URL(formUrl, pageOrigin).origin === pageOrigin;
  } catch {
    // unparsable: treat as same-origin, the stricter choice
  }
  return sameOrigin ? 'allow-scripts allow-forms' : 'allow-scripts allow-forms allow-same-origin';
}

/**
 * The form in the page's language: `lang={locale}` added to the tenant's form URL (the stand-in
 * form reads it; a hosted form may too), replacing one it had. The rest of the URL is kept as
 * written (its `parent` stays readable).
 */
export function surveyFormUrl(formUrl: string, locale: string): string {
  const hashAt = formUrl.indexOf('#');
  const hash = hashAt >= 0 ? formUrl.slice(hashAt) : '';
  const base = hashAt >= 0 ? formUrl.slice(0, hashAt) : formUrl;
  const queryAt = base.indexOf('?');
  const path = queryAt >= 0 ? base.slice(0, queryAt) : base;
  const kept = (queryAt >= 0 ? base.slice(queryAt + 1) : '').split('&').filter((part) => part && !/^lang(=|$)/.test(part));
  return `${path}?${[...kept, `lang=${encodeURIComponent(locale)}`].join('&')}${hash}`;
}

export const SURVEY_IFRAME_ERROR = 'Error occurred while loading iframe content!';

type Phase = 'idle' | 'prompt' | 'form' | 'done';
type FormState = 'loading' | 'loaded' | 'failed';

export function useRouteSurveyExcluded(): boolean {
  const matches = useMatches();
  return matches.some((m) => Boolean((m.handle as Partial<PortalRouteHandle> | undefined)?.surveyExcluded));
}

export function Survey() {
  const { t, i18n } = useTranslation('common');
  const theme = useTheme();
  const config = useCustomerConfig();
  const user = useAtomValue(userAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const routeExcluded = useRouteSurveyExcluded();
  const [phase, setPhase] = useState<Phase>('idle');
  const [formState, setFormState] = useState<FormState>('loading');
  const loading = formState === 'loading';
  // The latest state for timers and listeners set up once per opening of the form.
  const formStateRef = useRef(formState);
  formStateRef.current = formState;
  const pausedPlayer = useRef(false);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const isPxa = Boolean(config?.isPxa);

  const eligible =
    phase === 'form' || phase === 'prompt'
      ? Boolean(config?.user_survey_form_url) && !routeExcluded && authenticated && user !== null
      : isSurveyEligible({ formUrl: config?.user_survey_form_url, routeExcluded, authenticated, user, isPxa, now: Date.now() });

  // Waiting, then the start dialog.
  useEffect(() => {
    if (!eligible || phase !== 'idle') return undefined;
    const timer = setTimeout(() => {
      if (playerBus.isPlaying()) {
        playerBus.pause();
        pausedPlayer.current = true;
      }
      setPhase('prompt');
    }, surveyTimings(isPxa).startDelayMs);
    return () => clearTimeout(timer);
  }, [eligible, phase, isPxa]);

  // Excluded route or sign-out: cancel whatever is showing (the next eligible moment starts over).
  useEffect(() => {
    if (eligible || (phase !== 'prompt' && phase !== 'form')) return;
    pausedPlayer.current = false;
    setPhase('idle');
  }, [eligible, phase]);

  const resume = (evenInFullscreen: boolean) => {
    if (pausedPlayer.current && (evenInFullscreen || !playerBus.isFullscreen())) playerBus.play();
    pausedPlayer.current = false;
  };

  const finish = (action: 'skipped' | 'submitted' | 'closed') => {
    setPhase(action === 'skipped' ? 'idle' : 'done');
    resume(action === 'submitted');
    void recordSurvey(action);
  };

  // Form messages: only from the allowed origins, only from the form's own frame (another
  // window of an allowed origin, e.g. a tab the form opened, is not the form), only the submit types.
  useEffect(() => {
    if (phase !== 'form') return undefined;
    const allowed = config?.user_survey_allowed_origins ?? [];
    const onMessage = (event: MessageEvent) => {
      if (event.source !== null && event.source === frameRef.current?.contentWindow && isSurveySubmitMessage(event, allowed)) finish('submitted');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // finish is recreated every render; the listener only needs the phase and origins
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, config?.user_survey_allowed_origins]);

  // A form that never loads, that the page's security policy refuses to frame, or whose
  // origin is unreachable (the iframe still fires 'load' on the browser's error page in the
  // last two cases): log, hide the loader, say so in the dialog.
  useEffect(() => {
    if (phase !== 'form') return undefined;
    let active = true;
    const formUrl = config?.user_survey_form_url ?? '';
    const fail = () => {
      if (active) failLoading();
    };
    const timer = setTimeout(() => {
      if (formStateRef.current === 'loading') fail();
    }, SURVEY_IFRAME_TIMEOUT_MS);
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'frame-src' && formUrl && event.blockedURI && formUrl.startsWith(event.blockedURI)) fail();
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    void isFormReachable(formUrl).then((reachable) => {
      if (!reachable) fail();
    });
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
    };
  }, [phase, config?.user_survey_form_url]);

  const failLoading = () => {
    console.error(SURVEY_IFRAME_ERROR);
    setFormState('failed');
  };

  if (!config?.user_survey_form_url) return null;

  return (
    <>
      <Dialog
        open={phase === 'prompt'}
        onClose={() => finish('skipped')}
        title={t('survey.prompt_title')}
        description={t('survey.intro')}
        placement="bottom-end"
        size="small"
        modal={false}
        hideCloseButton
        footer={
          <>
            <Button variant="outline" onClick={() => finish('skipped')} data-testid="survey-later">
              {t('survey.later')}
            </Button>
            <Button
              onClick={() => {
                setFormState('loading');
                setPhase('form');
              }}
              data-testid="survey-continue"
            >
              {t('survey.continue')}
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
      <Dialog open={phase === 'form'} onClose={() => finish('closed')} title={t('survey.title')} size="survey" flush>
        <div css={{ position: 'relative', flex: 1, display: 'flex', minBlockSize: 0, backgroundColor: theme.color.surface }}>
          {loading ? (
            <div data-testid="survey-loader" css={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
              <Spinner size={36} />
            </div>
          ) : null}
          {phase === 'form' && formState === 'failed' ? (
            <p role="alert" data-testid="survey-failed" css={{ margin: 'auto', padding: theme.space(6), textAlign: 'center', color: theme.color.textMuted }}>
              {t('survey.load_failed')}
            </p>
          ) : null}
          {phase === 'form' && formState !== 'failed' ? (
            <iframe
              src={surveyFormUrl(config.user_survey_form_url, i18n.resolvedLanguage ?? i18n.language ?? 'en')}
              title={SURVEY_IFRAME_TITLE}
              sandbox={surveySandbox(config.user_survey_form_url)}
              referrerPolicy="strict-origin-when-cross-origin"
              onLoad={() => setFormState((state) => (state === 'loading' ? 'loaded' : state))}
              ref={(frame) => {
                // React does not wire onError for iframes: listen natively.
                frameRef.current = frame;
                if (!frame) return undefined;
                const onError = () => failLoading();
                frame.addEventListener('error', onError);
                return () => {
                  frame.removeEventListener('error', onError);
                  frameRef.current = null;
                };
              }}
              css={{ flex: 1, inlineSize: '100%', blockSize: '100%', border: 0, backgroundColor: 'transparent' }}
            />
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
