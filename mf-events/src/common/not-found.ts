import { data } from 'react-router';
import { isApiError, type NotFoundData } from '@portal/shared';

/**
 * Loader helper around `queryClient.ensureQueryData`: a 404 from the API becomes the
 * shell's not-found page with the given context (api/README.md "Event not found"); any other
 * failure resolves to null so the page renders its own error state with a retry.
 */
export async function loadOrNotFound<T>(load: Promise<T>, context: string): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data<NotFoundData>({ context }, { status: 404, statusText: 'Page Not Found' });
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    return null;
  }
}
