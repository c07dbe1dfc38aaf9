import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation('events');
  return <h1>{t('home.title')}</h1>;
}
