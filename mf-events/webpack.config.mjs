import { portalWebpackConfig } from '@portal/shared/build/webpack';

export default (_env, argv) =>
  portalWebpackConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_events',
      kind: 'remote',
      // ./embed-parcel: only the embed loader (api/src/static/embed-runtime.ts) loads it (ADR 0034).
      exposes: { './routes': './src/exposes/routes.tsx', './embed-parcel': './src/exposes/embed-parcel.tsx' },
    },
    argv.mode ?? 'production',
  );
