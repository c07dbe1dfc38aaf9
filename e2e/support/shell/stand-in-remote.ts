// A stand-in remote for shell behaviours no real page exercises yet: a page that forces a colour
// mode (light, dark, the ignored 'system'), a page whose render throws an unhandled error carrying
// data, and a loader 404 carrying a context and a danger message. It is a real Module Federation
// container (manifest + global remoteEntry.js) served by an isolated portal's real CDN origin
// under a version of its own; the tenant copy pins mf-account to that version. React and
// react-router come from the page's share scope, as for every remote.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const STAND_IN_VERSION = '0.0.0-e2e';

const remoteEntry = (container: string) => `var ${container} = (function () {
  function shared(name) {
    var share = globalThis.__FEDERATION__.__SHARE__;
    for (var key in share) {
      var versions = share[key] && share[key]['default'] && share[key]['default'][name];
      for (var v in versions || {}) if (versions[v].loaded && versions[v].lib) return versions[v].lib();
    }
    throw new Error(name + ' is not in the share scope');
  }
  function page(testId, text) {
    return function StandInPage() {
      var React = shared('react');
      return React.createElement('section', { 'data-testid': testId }, React.createElement('h1', null, text));
    };
  }
  function Fatal() {
    var error = new Error('E2E unhandled page error');
    error.data = { context: 'event', message: 'The stand-in page failed on purpose.' };
    throw error;
  }
  function missingClip() {
    throw shared('react-router').data({ context: 'clip', message: 'This clip was removed by its owner.' }, { status: 404, statusText: 'Not Found' });
  }
  var base = { layout: 'default' };
  function handle(name, extra) { var h = { name: name }; for (var k in base) h[k] = base[k]; for (var e in extra || {}) h[e] = extra[e]; return h; }
  var module = {
    remote: 'mf-account',
    namespace: 'e2e',
    loadTranslations: function () { return Promise.resolve({}); },
    routes: [
      { id: 'forced-light', path: 'account/e2e/forced-light', handle: handle('e2e-forced-light', { forceColorMode: 'light' }), Component: page('e2e-forced-light', 'Forced light page') },
      { id: 'forced-dark', path: 'account/e2e/forced-dark', handle: handle('e2e-forced-dark', { forceColorMode: 'dark' }), Component: page('e2e-forced-dark', 'Forced dark page') },
      { id: 'forced-system', path: 'account/e2e/forced-system', handle: handle('e2e-forced-system', { forceColorMode: 'system' }), Component: page('e2e-forced-system', 'Forced system page') },
      { id: 'plain', path: 'account/e2e/plain', handle: handle('e2e-plain'), Component: page('e2e-plain', 'Plain page') },
      { id: 'fatal', path: 'account/e2e/fatal', handle: handle('e2e-fatal'), Component: Fatal },
      { id: 'missing-clip', path: 'account/e2e/missing-clip', handle: handle('e2e-missing-clip'), loader: missingClip, Component: page('e2e-missing-clip', 'never shown') }
    ]
  };
  return {
    init: function () {},
    get: function (name) {
      if (name === './routes') return Promise.resolve(function () { return { __esModule: true, default: module }; });
      return Promise.reject(new Error('Module ' + name + ' does not exist in container.'));
    }
  };
})();
`;

/** Writes the stand-in remote as <cdnDir>/<remoteId>/<version>/ (mf-manifest.json + remoteEntry.js). */
export function writeStandInRemote(cdnDir: string, remoteId = 'mf-account', container = 'mf_account', version = STAND_IN_VERSION): void {
  const dir = join(cdnDir, remoteId, version);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    id: container,
    name: container,
    metaData: {
      name: container,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: remoteId },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: container,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${container}:routes`, name: 'routes', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } }, path: './routes' }],
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest, null, 1));
  writeFileSync(join(dir, 'remoteEntry.js'), remoteEntry(container));
}
