// /redirect/events/{referenceId}/: links from partners carry their own reference id. The loader
// resolves it (nothing matches: the event 404 page) and redirects to the event page; this page shows
// only while a failed lookup offers its retry, and goes on to the event once that succeeds.
import { useTheme } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { safeSameOriginPath } from '@portal/shared';
import { Page, QueryErrorAlert, Spinner } from '@portal/shared/ui';
import { useEventByReference } from './get-event-by-reference.ts';

export { redirectEventLoader } from './event-loaders.ts';

export function RedirectEventPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const { referenceId = '' } = useParams();
  const navigate = useNavigate();
  const query = useEventByReference(referenceId);
  const id = query.data?.id;

  useEffect(() => {
    if (id) void navigate(safeSameOriginPath(`/events/${encodeURIComponent(id)}/`, window.location.origin, '/'), { replace: true });
  }, [id, navigate]);

  return (
    <Page title={tr('browse.redirect.title')} data-testid="redirect-page">
      {query.isError ? (
        <QueryErrorAlert title={tr('browse.redirect.error')} query={query} />
      ) : (
        <p role="status" css={{ ...t.text.body, color: t.color.textMuted, display: 'flex', alignItems: 'center', gap: t.space(3), margin: 0 }}>
          <Spinner size={20} label={null} />
          {tr('browse.redirect.lookingUp')}
        </p>
      )}
    </Page>
  );
}
