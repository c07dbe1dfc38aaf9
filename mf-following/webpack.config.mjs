import { portalWebpackConfig } from '@portal/shared/build/webpack';

export default (_env, argv) =>
  portalWebpackConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_following',
      kind: 'remote',
      exposes: { './routes': './src/exposes/routes.tsx' },
    },
    argv.mode ?? 'production',
  );
