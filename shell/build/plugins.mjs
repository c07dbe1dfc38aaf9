// Small build plugins of the shell: copy a few static files, and write
// builds/latest.json, which running tabs poll to notice a new deploy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export class CopyPublicPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of this.files) {
          const source = readFileSync(join(compiler.context, 'public', file));
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(source));
        }
      });
    });
  }
}

export class BuildManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildManifestPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const body = JSON.stringify({ id: compilation.fullHash, builtAt: new Date().toISOString() });
        compilation.emitAsset('builds/latest.json', new compiler.webpack.sources.RawSource(body));
      });
    });
  }
}
