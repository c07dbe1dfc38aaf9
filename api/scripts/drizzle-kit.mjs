// Runs drizzle-kit with `drizzle-orm` resolved from this workspace. npm hoists drizzle-kit to the
// repository root but keeps drizzle-orm in api/node_modules, where drizzle-kit cannot see it
// ("Please install latest version of drizzle-orm"). A synchronous resolve hook covers both its
// require() and import() calls.
import { createRequire, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
registerHooks({
  resolve(specifier, context, next) {
    if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/')) return next(specifier, context);
    return { url: pathToFileURL(require.resolve(specifier)).href, shortCircuit: true };
  },
});
// bin.cjs is not in the package's exports: locate it beside the package's main entry.
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
require(bin);
