// Small JSON files the builds write for the portal server (ADR 0020), which must never import
// browser code:
//  - routes.json beside a remote's mf-manifest.json: the path patterns of its route table
//    (src/exposes/routes.tsx), so the server can answer 404 for a path no enabled remote owns
//    and know which remote a URL belongs to (its preloads), and what the server may draw of
//    its pages before its code runs (src/exposes/first-paint.json, ADR 0043);
//  - boot-chunks.json in the shell's dist: the scripts the shell fetches after main.js to start
//    (its bootstrap chunk and the shared singletons bootstrap consumes), for preload tags.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The end of a call's argument list starting at `open` (index of its '('), skipping strings. */
function closingParen(source, open) {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"' || c === '`') {
      const end = source.indexOf(c, i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/**
 * The pages of a route table: every `page('path', …)` call with its literal path and, when the
 * call names one, its `requiresFlag: '…'`. A page whose path is not a string literal fails the
 * build: the server would otherwise answer 404 for a page that exists.
 * `devPage('path', …)` declares a development aid (ADR 0052): listed only when `dev` is set (a
 * development build), since a production build drops it from the route table.
 * @param {string} source
 * @param {string} [file]
 * @param {{ dev?: boolean }} [options]
 * @returns {Array<{ path: string; requiresFlag?: string }>}
 */
export function extractRoutePatterns(source, file = 'routes.tsx', { dev = false } = {}) {
  const routes = [];
  const call = /\b(devPage|page)\(/g;
  for (let m = call.exec(source); m; m = call.exec(source)) {
    if (m[1] === 'devPage' && !dev) continue;
    const open = m.index + m[0].length - 1;
    const args = source.slice(open + 1, Math.max(open + 1, closingParen(source, open)));
    const path = /^\s*'([^'\\]*)'\s*,/.exec(args) ?? /^\s*"([^"\\]*)"\s*,/.exec(args);
    if (!path) {
      // `page(path, Component, options)` in the builder itself, or a helper's own definition
      if (/^\s*path\s*:/.test(args) || /^\s*path\s*,\s*Component/.test(args)) continue;
      throw new Error(`${file}: page(…) at offset ${m.index} does not start with a literal path; the routes manifest needs one`);
    }
    const flag = /requiresFlag:\s*'([\w]+)'/.exec(args);
    routes.push(flag ? { path: path[1], requiresFlag: flag[1] } : { path: path[1] });
  }
  if (!routes.length) throw new Error(`${file}: no page('…') found; the routes manifest would make every path of this remote 404`);
  return routes;
}

const emitJson = (compiler, compilation, name, value) => compilation.emitAsset(name, new compiler.webpack.sources.RawSource(`${JSON.stringify(value)}\n`));

/** Kinds of page the server's first paint can draw (api/src/static/first-paint.ts). */
const FIRST_PAINT_KINDS = new Set(['home', 'list', 'event', 'auth', 'page']);

/**
 * A remote's first-paint declaration (ADR 0043), checked against its route table: a pattern the
 * table lacks, or a kind the server cannot draw, fails the build instead of silently drawing nothing.
 * @param {unknown} value
 * @param {Array<{ path: string }>} routes
 */
export function checkFirstPaint(value, routes, file = 'first-paint.json') {
  const pages = value && typeof value === 'object' ? value.pages : undefined;
  if (!pages || typeof pages !== 'object') throw new Error(`${file}: needs a "pages" object keyed by route pattern`);
  const known = new Set(routes.map((r) => r.path));
  for (const [pattern, page] of Object.entries(pages)) {
    if (!known.has(pattern)) throw new Error(`${file}: "${pattern}" is not a page of the route table`);
    if (!FIRST_PAINT_KINDS.has(page?.kind))
      throw new Error(`${file}: "${pattern}" has kind ${JSON.stringify(page?.kind)}; one of ${[...FIRST_PAINT_KINDS].join(', ')}`);
  }
  // Other pages can only get the header bar: the other kinds need a page's own lists or record.
  if (value.otherPages !== undefined && value.otherPages !== 'page') throw new Error(`${file}: otherPages can only be "page"`);
  const declaration = { ...value };
  delete declaration.$comment;
  return declaration;
}

/** Writes routes.json (ADR 0020) beside the remote's mf-manifest.json. */
export class RoutesManifestPlugin {
  constructor({ remote, table = 'src/exposes/routes.tsx', firstPaint = 'src/exposes/first-paint.json' }) {
    this.remote = remote;
    this.table = table;
    this.firstPaint = firstPaint;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RoutesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutesManifestPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const file = join(compiler.context, this.table);
        compilation.fileDependencies.add(file);
        const routes = extractRoutePatterns(readFileSync(file, 'utf8'), this.table, { dev: compiler.options.mode !== 'production' });
        const paintFile = join(compiler.context, this.firstPaint);
        compilation.fileDependencies.add(paintFile);
        const firstPaint = existsSync(paintFile) ? checkFirstPaint(JSON.parse(readFileSync(paintFile, 'utf8')), routes, this.firstPaint) : undefined;
        emitJson(compiler, compilation, 'routes.json', { remote: this.remote, routes, ...(firstPaint ? { firstPaint } : {}) });
      });
    });
  }
}

/**
 * Writes boot-chunks.json: the JavaScript files of the entry's async children (the shell's
 * bootstrap import) and of the shared singletons the code in them consumes. A consumed singleton
 * is loaded through the share scope, i.e. from the chunk of the host's *provide* module (its
 * consume fallback is a twin chunk that stays unused), so those are the chunks listed.
 */
export class BootChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootChunksPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const provides = new Map();
        for (const module of compilation.modules) if (module.type === 'provide-module') provides.set(module._name, module);
        const files = new Set();
        const seenChunks = new Set();
        const seenKeys = new Set();
        const addChunk = (chunk, withFiles = true) => {
          if (seenChunks.has(chunk)) return;
          seenChunks.add(chunk);
          if (withFiles) for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.type !== 'consume-shared-module') continue;
            const key = module.options?.shareKey;
            if (!key || seenKeys.has(key)) continue;
            seenKeys.add(key);
            const provide = provides.get(key);
            for (const block of provide?.blocks ?? []) for (const c of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) addChunk(c);
          }
        };
        for (const entry of compilation.entrypoints.values()) {
          // the entry's own files are in the page already (html-webpack-plugin); what they consume is not
          for (const chunk of entry.chunks) addChunk(chunk, false);
          for (const child of entry.getChildren()) for (const chunk of child.chunks) addChunk(chunk);
        }
        emitJson(compiler, compilation, 'boot-chunks.json', { files: [...files] });
      });
    });
  }
}

/**
 * Writes shared.json in the shell's dist: the singletons the host provides, with their versions and
 * ranges, as a remote's mf-manifest.json lists its own. A squad's pipeline checks a remote build
 * against the published shell with it (scripts/federation-contract.mjs) without loading either.
 */
export class SharedManifestPlugin {
  constructor(shared) {
    this.shared = Object.entries(shared).map(([name, s]) => ({
      name,
      version: s.version,
      requiredVersion: s.requiredVersion,
      singleton: Boolean(s.singleton),
      strictVersion: Boolean(s.strictVersion),
    }));
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedManifestPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        emitJson(compiler, compilation, 'shared.json', { shared: this.shared });
      });
    });
  }
}
