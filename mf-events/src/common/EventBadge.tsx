import { useTranslation } from 'react-i18next';
import { Badge } from '@portal/shared/ui';
import type { EventKindView } from './event-kind.ts';

/** LIVE (pulsing) or a quiet status label on a poster. */
export function EventBadge({ kind }: { kind: EventKindView }) {
  const { t } = useTranslation('events');
  return (
    <Badge variant={kind === 'live' ? 'live' : 'overlay'} data-kind={kind}>
      {t(`status.${kind}`)}
    </Badge>
  );
}
