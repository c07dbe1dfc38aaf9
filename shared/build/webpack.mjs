// The one webpack + Module Federation preset every app builds with, so the
// shared-singleton list, loaders and output naming cannot drift between squads.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { compressionPlugins } from './compress.mjs';
import { BootChunksPlugin, RoutesManifestPlugin, SharedManifestPlugin } from './manifests.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `provideExternalRuntime` adds its runtime plugin by `require.resolve`, i.e. the CommonJS build,
 * which `require`s the CommonJS builds of the MF runtime core and SDK, while the shell's own runtime
 * imports their ES builds: the shell's main.js carried the runtime twice (and two runtime cores). Pointing
 * the plugin at its ES build leaves one copy, which the remotes then use as their external runtime.
 */
function oneFederationRuntime() {
  const require = createRequire(import.meta.url);
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esm = cjs.replace(/index\.cjs$/, 'index.js');
  return cjs !== esm && existsSync(esm) ? { [`${cjs}$`]: esm } : {};
}

/** Packages that must exist once on the page: a second copy silently splits state or context. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'jotai',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/react/jsx-dev-runtime',
  '@emotion/cache',
  '@emotion/styled',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@portal/shared',
  '@portal/shared/ui',
  '@portal/shared/forms',
];

function packageVersion(request) {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  const dir = name === '@portal/shared' ? join(repoRoot, 'shared') : join(repoRoot, 'node_modules', name);
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
}

/**
 * Our own packages are checked strictly: a remote built against an incompatible
 * contract is refused at load time by the MF runtime (a clear error the shell's
 * remote boundary shows) instead of crashing later on a missing export.
 * PORTAL_TEST_REQUIRED_SHARED lets an e2e build such a remote on purpose.
 */
const STRICT = new Set(['@portal/shared', '@portal/shared/ui', '@portal/shared/forms']);

/**
 * Singletons provided as the part the apps use (ADR 0040): a shared module is bundled whole, so the
 * provided module is a file re-exporting the used names from the real package, which webpack then
 * tree-shakes. The file imports the package as `@portal/subset-source/<name>` (an alias of the
 * package itself) so that its own import is not taken for a use of the shared module.
 */
export const SUBSETS = {
  'react-router': join(repoRoot, 'shared/build/subsets/react-router.mjs'),
  'react-i18next': join(repoRoot, 'shared/build/subsets/react-i18next.mjs'),
  '@tanstack/react-query': join(repoRoot, 'shared/build/subsets/react-query.mjs'),
};

const subsetSourceAliases = () => Object.fromEntries(Object.keys(SUBSETS).map((name) => [`@portal/subset-source/${name}$`, name]));

export function sharedConfig() {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = packageVersion(request);
      const major = version.split('.')[0];
      const strict = STRICT.has(request);
      const requiredVersion = (strict && process.env.PORTAL_TEST_REQUIRED_SHARED) || `^${major}.0.0`;
      const subset = SUBSETS[request] ? { import: SUBSETS[request] } : {};
      return [request, { singleton: true, version, requiredVersion, strictVersion: strict, ...subset }];
    }),
  );
}

const swcRule = (mode) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: {
          react: { runtime: 'automatic', importSource: '@emotion/react', development: mode === 'development', refresh: false },
        },
      },
    },
  },
});

/**
 * @param {object} o
 * @param {string} o.dir        the app's folder (import.meta.dirname)
 * @param {string} o.name       MF container name (shell, mf_events, ...)
 * @param {'host'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]
 * @param {string} o.entry      entry module (host) or a stub entry (remote)
 * @param {any[]} [o.plugins]
 * @param {string[]} [o.runtimePlugins]
 * @param {string} mode
 */
export function portalWebpackConfig(o, mode = 'production') {
  const isDev = mode === 'development';
  return {
    mode,
    context: o.dir,
    entry: o.entry ? { main: o.entry } : {},
    devtool: isDev ? 'cheap-module-source-map' : false,
    target: 'web',
    output: {
      path: join(o.dir, 'dist'),
      // The shell is always served from the portal origin root; remotes work from
      // whichever CDN folder (version) their manifest was fetched from.
      publicPath: o.kind === 'host' ? '/' : 'auto',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: o.name,
      clean: true,
      crossOriginLoading: o.kind === 'remote' ? 'anonymous' : false,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { ...subsetSourceAliases(), ...(o.kind === 'host' ? oneFederationRuntime() : {}) },
    },
    module: {
      rules: [
        swcRule(mode),
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        // `import text from 'x.css?raw'`: a library's stylesheet as text, adopted at run time (the
        // player's CSS; no <style> or <link> tag, so the strict CSP needs no exception).
        { resourceQuery: /raw/, type: 'asset/source' },
      ],
    },
    optimization: {
      minimize: !isDev,
      // swc minifies several times faster than terser on our 2-core machines.
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // webpack's default vendors group, plus the subset files of ADR 0040: each then travels in
          // one chunk with the library it re-exports instead of a 0.3 KB chunk of its own.
          defaultVendors: { idHint: 'vendors', reuseExistingChunk: true, priority: -10, test: /[\\/](node_modules|shared[\\/]build[\\/]subsets)[\\/]/i },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new ModuleFederationPlugin({
        name: o.name,
        filename: o.kind === 'remote' ? 'remoteEntry.js' : undefined,
        exposes: o.exposes,
        remotes: {},
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        runtimePlugins: o.runtimePlugins ?? [],
        manifest: o.kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        // The MF runtime ships once, with the shell; remotes use it instead of carrying
        // their own copy (each remoteEntry drops from ~28 KB to a few KB gzipped).
        experiments: o.kind === 'remote' ? { externalRuntime: true } : { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      // Release notes and the app's version are baked in at build time, so a
      // published version is self-describing (see docs/decisions/0002-deploy-pointers.md).
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(packageJson(o.dir).version),
        __RELEASE_NOTE__: JSON.stringify(process.env.PORTAL_RELEASE_NOTE ?? ''),
      }),
      ...(o.plugins ?? []),
      // For the portal server (ADR 0020): a remote's route patterns, the shell's boot scripts.
      ...(o.kind === 'remote' && existsSync(join(o.dir, 'src/exposes/routes.tsx')) ? [new RoutesManifestPlugin({ remote: packageJson(o.dir).name })] : []),
      ...(o.kind === 'host' ? [new BootChunksPlugin(), new SharedManifestPlugin(sharedConfig())] : []),
      ...compressionPlugins(mode),
    ],
  };
}

function packageJson(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

export { repoRoot };
