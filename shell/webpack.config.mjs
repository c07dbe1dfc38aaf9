import HtmlWebpackPlugin from 'html-webpack-plugin';
import { portalWebpackConfig } from '@portal/shared/build/webpack';
import { BuildManifestPlugin, CopyPublicPlugin } from './build/plugins.mjs';

export default (_env, argv) =>
  portalWebpackConfig(
    {
      dir: import.meta.dirname,
      name: 'shell',
      kind: 'host',
      entry: './src/index.ts',
      plugins: [
        new HtmlWebpackPlugin({ template: './public/index.html', inject: false, scriptLoading: 'defer', minify: false }),
        new CopyPublicPlugin(['theme-boot.js']),
        new BuildManifestPlugin(),
      ],
    },
    argv.mode ?? 'production',
  );
