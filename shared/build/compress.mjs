// Precompressed variants of every text asset, written next to it at build time so the servers
// (@fastify/static `preCompressed`) send them by Accept-Encoding without compressing per request.
import { constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

// Text assets only; source maps are never served to viewers, and the shell's index.html is a
// template the API renders per request (CSP nonce), so its bytes never go out as they are.
const TEXT = /\.(js|mjs|css|json|svg|html)$/;
const EXCLUDE = /(^|\/)index\.html$/;

/**
 * Brotli (quality 11) and gzip (level 9) plugins for production builds; none in development.
 * @param {string} mode
 */
export function compressionPlugins(mode = 'production') {
  if (mode !== 'production') return [];
  const common = { test: TEXT, exclude: EXCLUDE, threshold: 0, minRatio: Number.MAX_SAFE_INTEGER, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}
