// The boundary of every page: a 404 from a loader shows the not-found page, a
// remote that could not be loaded shows a fallback with retry, and the layout
// around it stays, so the rest of the portal keeps working.
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import type { NotFoundData } from '@portal/shared';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { NotFoundPage } from '../chrome/NotFoundPage.tsx';
import { RemoteFallback } from '../chrome/RemoteFallback.tsx';
import { RemoteUnavailableError } from '../remotes/federation.ts';
import { handleChunkError } from '../version/chunk-reload.ts';

export function RemoteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  // A page chunk of an old build that is gone: reload once (guarded for 10 s).
  useEffect(() => {
    handleChunkError(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    const data = (error.data ?? {}) as Partial<NotFoundData>;
    return (
      <DefaultLayout>
        <NotFoundPage context={data.context ?? 'page'} message={data.message} />
      </DefaultLayout>
    );
  }

  const remoteId = error instanceof RemoteUnavailableError ? error.remote.id : undefined;
  if (!remoteId) {
    // docs/product.md: an unhandled fatal error shows the not-found page with the context from the error's data.
    console.error('Page failed', error);
    const data = (isRouteErrorResponse(error) ? error.data : (error as { data?: unknown } | null)?.data) as Partial<NotFoundData> | undefined;
    return (
      <DefaultLayout>
        <NotFoundPage context={data?.context ?? 'page'} message={data?.message} />
      </DefaultLayout>
    );
  }
  return (
    <DefaultLayout>
      <RemoteFallback
        remoteId={remoteId}
        kind={(error as RemoteUnavailableError).kind}
        onRetry={() => navigate(location.pathname + location.search + location.hash, { replace: true })}
      />
    </DefaultLayout>
  );
}
