// "What's new": a release note baked into this build (PORTAL_RELEASE_NOTE at build
// time), so a newly published version of mf-events announces itself. Dismissed per
// note for the rest of the session.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/shared/ui';

const DISMISSED_KEY = 'mf-events:release-note-dismissed';

export function ReleaseNote({ note = __RELEASE_NOTE__ }: { note?: string }) {
  const { t } = useTranslation('events');
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === note);
  if (!note || dismissed) return null;
  return (
    <div data-testid="release-note" data-version={__APP_VERSION__} css={{ marginBlockEnd: 16 }}>
      <Alert
        kind="info"
        title={t('release_note.title')}
        onDismiss={() => {
          sessionStorage.setItem(DISMISSED_KEY, note);
          setDismissed(true);
        }}
      >
        {note}
      </Alert>
    </div>
  );
}
