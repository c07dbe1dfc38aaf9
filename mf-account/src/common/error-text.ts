import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/shared';

/** api/README.md error text in the account namespace (errors.{code}, else the server's message, else the default). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('account');
  return (error) => errorText(error, (key, options) => String(t(key, options ?? {})));
}
