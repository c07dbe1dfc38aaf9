// The census of `@portal/shared` (ADR 0014: the package holds only what at least two apps use).
// For every name every public entry exports, follow re-exports to the declaration it names and
// count the apps whose own runtime sources import that declaration, through any entry. Tests,
// test helpers (`testing/`) and the development gallery are not uses; neither is shared itself.
// Syntax only (TypeScript's parser, no type checking), so it runs in about a second.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Tests, test helpers and the kit's gallery do not make a name "used by an app". */
export const NOT_A_USE = /(\.(test|spec)\.[cm]?[jt]sx?$)|([\\/](testing|test|__mocks__|gallery)[\\/])/;
const SOURCE = /\.[cm]?[jt]sx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.cdn', 'public', 'assets', 'migrations']);

function parse(file) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function resolveRelative(from, spec) {
  const base = resolve(dirname(from), spec);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((c) => existsSync(c) && statSync(c).isFile());
  if (!found) throw new Error(`${from}: cannot resolve ${spec}`);
  return found;
}

const hasExport = (node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/**
 * The names a module exports, each mapped to its origin `file#name` (re-exports and
 * `import { x } …; export { x }` followed to the file that declares it).
 */
export function moduleExports(file, seen = new Map()) {
  if (seen.has(file)) return seen.get(file);
  const out = new Map();
  seen.set(file, out);
  const sf = parse(file);
  const imports = new Map(); // local name -> { file, name }
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && st.importClause && st.moduleSpecifier.text.startsWith('.')) {
      const from = resolveRelative(file, st.moduleSpecifier.text);
      const { name, namedBindings } = st.importClause;
      if (name) imports.set(name.text, { file: from, name: 'default' });
      if (namedBindings && ts.isNamedImports(namedBindings)) {
        for (const el of namedBindings.elements) imports.set(el.name.text, { file: from, name: (el.propertyName ?? el.name).text });
      }
    }
  }
  const originOf = (local) => {
    const imp = imports.get(local);
    if (!imp) return `${file}#${local}`;
    return moduleExports(imp.file, seen).get(imp.name) ?? `${imp.file}#${imp.name}`;
  };
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st)) {
      const spec = st.moduleSpecifier?.text;
      if (spec !== undefined && !spec.startsWith('.')) continue; // a package re-export is not shared's own
      const from = spec === undefined ? undefined : resolveRelative(file, spec);
      if (!st.exportClause) {
        for (const [name, origin] of moduleExports(from, seen)) if (name !== 'default') out.set(name, origin);
      } else if (ts.isNamespaceExport(st.exportClause)) {
        out.set(st.exportClause.name.text, `${from}#*`);
      } else {
        for (const el of st.exportClause.elements) {
          const local = (el.propertyName ?? el.name).text;
          const origin = from ? (moduleExports(from, seen).get(local) ?? `${from}#${local}`) : originOf(local);
          out.set(el.name.text, origin);
        }
      }
    } else if (ts.isExportAssignment(st)) {
      out.set('default', `${file}#default`);
    } else if (hasExport(st)) {
      if (hasDefault(st)) out.set('default', `${file}#default`);
      else if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          if (ts.isIdentifier(d.name)) out.set(d.name.text, `${file}#${d.name.text}`);
        }
      } else if (st.name) out.set(st.name.text, `${file}#${st.name.text}`);
    }
  }
  return out;
}

/** `{ '@portal/shared/ui': file, … }` from the package's `exports`, minus the entries `skip` names. */
export function entries(sharedDir, skip = []) {
  const pkg = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));
  const result = {};
  for (const [key, target] of Object.entries(pkg.exports)) {
    const id = key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`;
    if (!skip.includes(id)) result[id] = join(sharedDir, target);
  }
  return result;
}

export function sourceFiles(dir) {
  const files = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(full);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !NOT_A_USE.test(full)) files.push(full);
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/** Names a source file takes from each `pkg…` module: `[{ module, name }]`. */
export function importedNames(file, pkg) {
  const sf = parse(file);
  const uses = [];
  const ours = (spec) => spec === pkg || spec.startsWith(`${pkg}/`);
  const namespaces = new Map();
  const bindingNames = (pattern) => pattern.elements.map((el) => (el.propertyName ?? el.name).getText(sf));
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      ours(node.moduleSpecifier.text)
    ) {
      const module = node.moduleSpecifier.text;
      if (ts.isImportDeclaration(node) && node.importClause) {
        const { name, namedBindings } = node.importClause;
        if (name) uses.push({ module, name: 'default' });
        if (namedBindings && ts.isNamespaceImport(namedBindings)) namespaces.set(namedBindings.name.text, module);
        else if (namedBindings) for (const el of namedBindings.elements) uses.push({ module, name: (el.propertyName ?? el.name).text });
      } else if (ts.isExportDeclaration(node)) {
        if (!node.exportClause) uses.push({ module, name: '*' });
        else if (ts.isNamedExports(node.exportClause))
          for (const el of node.exportClause.elements) uses.push({ module, name: (el.propertyName ?? el.name).text });
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      ours(node.arguments[0].text)
    ) {
      // `const { a } = await import(…)`, `(await import(…)).a`, `import(…).then(({ a }) => …)`
      const module = node.arguments[0].text;
      let up = node.parent;
      while (up && (ts.isAwaitExpression(up) || ts.isParenthesizedExpression(up))) up = up.parent;
      if (up && ts.isVariableDeclaration(up) && ts.isObjectBindingPattern(up.name)) for (const n of bindingNames(up.name)) uses.push({ module, name: n });
      else if (up && ts.isPropertyAccessExpression(up) && up.name.text !== 'then') uses.push({ module, name: up.name.text });
      else if (up && ts.isPropertyAccessExpression(up) && ts.isCallExpression(up.parent)) {
        const fn = up.parent.arguments[0];
        const param = fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn.parameters[0] : undefined;
        if (param && ts.isObjectBindingPattern(param.name)) for (const n of bindingNames(param.name)) uses.push({ module, name: n });
      }
      // else: a bare `import(…)` (a preload) names nothing
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal) &&
      ours(node.argument.literal.text) &&
      node.qualifier
    ) {
      let q = node.qualifier;
      while (ts.isQualifiedName(q)) q = q.left;
      uses.push({ module: node.argument.literal.text, name: q.text });
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
      uses.push({ module: namespaces.get(node.expression.text), name: node.name.text });
    } else if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && namespaces.has(node.left.text)) {
      uses.push({ module: namespaces.get(node.left.text), name: node.right.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return uses;
}

/**
 * The census: every exported name of every entry with the apps that use its declaration.
 * `apps` maps an app name to its directory. Returns `{ rows, unknown }`: one row per entry
 * and name (`{ entry, name, origin, apps: [...] }`), and imports of names no entry exports.
 */
export function census({ sharedDir, apps, skipEntries = [] }) {
  const pkg = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8')).name;
  const allEntries = entries(sharedDir);
  const cache = new Map();
  const exportsOf = Object.fromEntries(Object.entries(allEntries).map(([id, file]) => [id, SOURCE.test(file) ? moduleExports(file, cache) : new Map()]));
  const usersOf = new Map(); // origin -> Set(app)
  const unknown = [];
  for (const [app, dir] of Object.entries(apps)) {
    for (const file of sourceFiles(dir)) {
      for (const { module, name } of importedNames(file, pkg)) {
        const map = exportsOf[module];
        if (!map) {
          unknown.push(`${relative(dirname(sharedDir), file)}: ${module} is not a public entry`);
          continue;
        }
        const origins = name === '*' ? [...map.values()] : [map.get(name)];
        if (origins[0] === undefined) {
          unknown.push(`${relative(dirname(sharedDir), file)}: ${module} exports no ${name}`);
          continue;
        }
        for (const origin of origins) usersOf.set(origin, new Set([...(usersOf.get(origin) ?? []), app]));
      }
    }
  }
  const rows = [];
  for (const [entry, map] of Object.entries(exportsOf)) {
    if (skipEntries.includes(entry)) continue;
    for (const [name, origin] of map) rows.push({ entry, name, origin: relative(sharedDir, origin), apps: [...(usersOf.get(origin) ?? [])].sort() });
  }
  return { rows, unknown };
}
