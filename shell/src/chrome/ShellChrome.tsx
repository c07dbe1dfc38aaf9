// Everything the shell draws around every page: the smart banner on top, scroll, focus and
// link-preload behaviour, the page-forced colour mode, toasts, the modal host, the
// survey and the version-skew watcher.
import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom, useCustomerConfig } from '@portal/shared';
import { FocusManager } from '../navigation/FocusManager.tsx';
import { LinkPreloader } from '../navigation/LinkPreloader.tsx';
import { ScrollManager } from '../navigation/ScrollManager.tsx';
import type * as SurveyModule from '../survey/Survey.tsx';
import { ForcedColorModeFromRoute } from '../theme/ForcedColorMode.tsx';
import { VersionWatcher } from '../version/VersionWatcher.tsx';
import { SmartBanner } from './SmartBanner.tsx';
import { ModalHost } from './ModalHost.tsx';
import { ToastHost } from './ToastHost.tsx';

export function ShellChrome({ children }: { children: ReactNode }) {
  const config = useCustomerConfig();
  return (
    <>
      <ForcedColorModeFromRoute />
      <ScrollManager />
      <FocusManager />
      {config ? <LinkPreloader remotes={config.remotes} /> : null}
      <SmartBanner />
      {children}
      <SurveyWhenSignedIn />
      <ToastHost />
      <ModalHost />
      <VersionWatcher />
    </>
  );
}

// The survey is offered to signed-in viewers only (eligibility.ts), so its code loads on the first
// sign-in of a tenant that has one, not on an anonymous first visit (issue 10 item 2). Once
// loaded it stays mounted, so a sign-out and sign-in in the same tab behave as before. No
// React.lazy: Suspense reveals resolved content on a timer, and the survey's own delay is timed
// from its mount (the e2e drives both on a paused clock).
type SurveyComponent = typeof SurveyModule.Survey;
let surveyModule: Promise<SurveyComponent> | null = null;
const loadSurvey = () => (surveyModule ??= import(/* webpackChunkName: "survey" */ '../survey/Survey.tsx').then((m) => m.Survey));

function SurveyWhenSignedIn() {
  const config = useCustomerConfig();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const [wanted, setWanted] = useState(false);
  const [Survey, setSurvey] = useState<SurveyComponent | null>(null);
  if (!wanted && authenticated && config?.user_survey_form_url) setWanted(true);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    loadSurvey().then(
      (component) => live && setSurvey(() => component),
      (error: unknown) => {
        surveyModule = null; // the next sign-in tries again
        console.warn('The survey could not be loaded', error);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return Survey ? <Survey /> : null;
}
