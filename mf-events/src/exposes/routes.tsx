// The only public surface of mf-events: its routes and their metadata.
import type { RemoteRoutesModule } from '@portal/shared';
import { HomePage } from '../pages/HomePage.tsx';

const routes: RemoteRoutesModule = {
  remote: 'mf-events',
  namespace: 'events',
  loadTranslations: (locale) => import(`../i18n/locales/${locale}/events.json`).then((m) => m.default),
  routes: [{ id: 'index', index: true, handle: { name: 'index', layout: 'home' }, Component: HomePage }],
};

export default routes;
