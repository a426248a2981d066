/**
 * Measures the architecture review's rule table (issue 13, "Done when") on the current code and prints it.
 * Run: `node --import tsx scripts/architecture-rules.ts` (add `--details` to list every finding).
 *
 * Every figure is a heuristic over the source text or its TypeScript syntax tree; what each one counts:
 *
 * (a) Hand-written request body types in apps/web/src. Counted:
 *     - `call()` itself declaring an untyped body (`body?: unknown` in its exported signature): 1;
 *     - a type alias or interface declared in apps/web/src whose name ends in Body or Payload, unless it
 *       is an alias of a derived type (below);
 *     - a value passed as a body (`call(id, { body: x })`, `callEncrypted(id, x)`) that is a parameter whose
 *       type annotation is not derived from the contract (`Body<'op'>`, `OperationBody<…>`, `Ops[…]`, an
 *       alias of one) and is
 *       an object type (a literal or a named type); primitives inside an inline body are checked by `call`;
 *     - a `body:` property annotated with an object type literal.
 * (b) Route handlers with logic, in `*.routes.ts` files outside apps/server/src/dev. A handler is a function
 *     given to `registerOperation`, to `app.get/post/put/patch/delete/route/addHook` (or the `handler` of a
 *     route object), or to a local route helper. It has logic when it (1) opens a transaction
 *     (`.transaction(`), (2) uses a name imported from a `*.repository` module, (3) makes more than one
 *     service call (a call rooted at the plugin's `services` option, a name taken from it, or the
 *     app's `sessions`), (4) branches (if/switch/try/loop), except an `if` that only throws (an auth or
 *     input guard), or (5) builds an object from a service's result (an object literal reading a field of
 *     a local assigned from a service call). Studio routes are counted on their own line.
 * (c) Folders under apps/server/src/modules that answer with shapes but have no `*.presenter.ts`. A module
 *     answers with shapes when a `*.routes.ts` of it registers a contract operation whose `value` is not a
 *     bare z.string/number/boolean/null, or a plain route that returns the `{ success: true, … }` envelope.
 * (d) Cross-feature imports the lint does not catch: ESLint's Node API (with the repository's
 *     eslint.config.js) lints generated fixture files that import across boundaries (a feature importing
 *     another feature, components and lib importing a feature, in the portal; a game importing the shell or another game, and shared/ importing a game, in the studio web).
 *     A fixture counts as caught when ESLint reports an error on its import line.
 * (e) Extended_Pictographic characters in apps/web/src and apps/studio/web/src (code, styles, locales,
 *     HTML), except the typographic signs © ® ™ that every text font carries, comments, and test files (the
 *     emoji test names the characters it rejects).
 * (f) Comments citing documents that are not in the repository: "spec §" and "api-observed §".
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const details = process.argv.includes('--details');

const walk = (dir: string, keep: (file: string) => boolean): string[] => {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full, keep));
    else if (keep(full)) out.push(full);
  }
  return out;
};
const rel = (file: string) => path.relative(ROOT, file);
const isCode = (f: string) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts');
const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
const lineOf = (sf: ts.SourceFile, node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
const visit = (node: ts.Node, fn: (n: ts.Node) => void) => {
  fn(node);
  node.forEachChild((c) => visit(c, fn));
};

// (a) ------------------------------------------------------------------------------------------------
const handWrittenBodies = (): string[] => {
  const found: string[] = [];
  const web = path.join(ROOT, 'apps/web/src');
  const client = readFileSync(path.join(web, 'lib/api-client.ts'), 'utf8');
  const exportedCall = /export const call\b[^;]*?;/s.exec(client)?.[0] ?? '';
  if (/body\?:\s*unknown/.test(exportedCall)) found.push('apps/web/src/lib/api-client.ts: call() takes any body');
  const derivedType = /^(Body|OperationBody|Ops)\b|^z\.(input|infer|output)</;
  const files = walk(web, isCode).filter((f) => !/\.test\.tsx?$/.test(f));
  // Aliases of a derived type (`type FavouriteKey = Body<'addFavoriteGame'>`) are derived too.
  const aliases = new Set<string>();
  for (const file of files) {
    const sf = parse(file);
    visit(sf, (n) => {
      if (ts.isTypeAliasDeclaration(n) && derivedType.test(n.type.getText(sf))) aliases.add(n.name.text);
    });
  }
  const derived = (type: string) => derivedType.test(type) || aliases.has(type);
  for (const file of files) {
    const sf = parse(file);
    const params = new Map<string, ts.ParameterDeclaration>();
    visit(sf, (n) => {
      if (ts.isParameter(n) && ts.isIdentifier(n.name)) params.set(n.name.text, n);
      const named = ts.isTypeAliasDeclaration(n) || ts.isInterfaceDeclaration(n);
      if (named && /(Body|Payload)$/.test(n.name.text) && !aliases.has(n.name.text))
        found.push(`${rel(file)}:${lineOf(sf, n)} type ${n.name.text}`);
      if (ts.isPropertySignature(n) && n.name.getText(sf) === 'body' && n.type && ts.isTypeLiteralNode(n.type))
        found.push(`${rel(file)}:${lineOf(sf, n)} body: { … }`);
    });
    visit(sf, (n) => {
      if (!ts.isCallExpression(n) || !ts.isIdentifier(n.expression)) return;
      let body: ts.Expression | undefined;
      if (n.expression.text === 'callEncrypted') body = n.arguments[1];
      if (n.expression.text === 'call' && n.arguments[1] && ts.isObjectLiteralExpression(n.arguments[1])) {
        const prop = n.arguments[1].properties.find((p) => p.name?.getText(sf) === 'body');
        if (prop && ts.isPropertyAssignment(prop)) body = prop.initializer;
        if (prop && ts.isShorthandPropertyAssignment(prop)) body = prop.name;
      }
      if (!body || !ts.isIdentifier(body)) return;
      const type = params.get(body.text)?.type;
      if (!type || derived(type.getText(sf))) return;
      if (ts.isTypeLiteralNode(type) || ts.isTypeReferenceNode(type))
        found.push(`${rel(file)}:${lineOf(sf, n)} body typed ${type.getText(sf).slice(0, 40)}`);
    });
  }
  return found;
};

// (b) ------------------------------------------------------------------------------------------------
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'route', 'addHook', 'all']);

const routeLogic = (file: string): string[] => {
  const sf = parse(file);
  const found: string[] = [];
  const repositoryNames = new Set<string>();
  for (const stmt of sf.statements) {
    if (!ts.isImportDeclaration(stmt) || !/repository/.test((stmt.moduleSpecifier as ts.StringLiteral).text)) continue;
    const b = stmt.importClause?.namedBindings;
    if (b && ts.isNamedImports(b)) for (const e of b.elements) repositoryNames.add(e.name.text);
    if (stmt.importClause?.name) repositoryNames.add(stmt.importClause.name.text);
  }
  // Names bound to services: the plugin's `services` option (or its rename), what is destructured or read from it.
  const serviceNames = new Set<string>(['services', 'sessions']);
  const helpers = new Set<string>();
  visit(sf, (n) => {
    if (ts.isBindingElement(n) && ts.isIdentifier(n.name)) {
      const key = n.propertyName?.getText(sf) ?? n.name.text;
      if (key === 'services') serviceNames.add(n.name.text);
      const pattern = n.parent;
      const init = ts.isVariableDeclaration(pattern.parent) ? pattern.parent.initializer?.getText(sf) : undefined;
      if (init && serviceNames.has(init.split('.')[0]!)) serviceNames.add(n.name.text);
    }
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
      const init = n.initializer;
      if (ts.isPropertyAccessExpression(init) && serviceNames.has(init.getText(sf).split('.')[0]!))
        serviceNames.add(n.name.text);
      // A local helper that registers routes (`const route = (...) => scoped.route({...})`).
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) {
        let registers = false;
        visit(init, (m) => {
          if (
            ts.isCallExpression(m) &&
            ts.isPropertyAccessExpression(m.expression) &&
            ROUTE_METHODS.has(m.expression.name.text)
          )
            registers = true;
        });
        if (registers) helpers.add(n.name.text);
      }
    }
  });
  const rootOf = (e: ts.Expression): string => {
    while (ts.isPropertyAccessExpression(e) || ts.isCallExpression(e) || ts.isNonNullExpression(e))
      e = ts.isCallExpression(e) ? e.expression : e.expression;
    return ts.isIdentifier(e) ? e.text : '';
  };
  const isServiceCall = (c: ts.CallExpression) => {
    const text = c.expression.getText(sf);
    if (/\b(server|app)\.sessions\./.test(text)) return true;
    return ts.isPropertyAccessExpression(c.expression) && serviceNames.has(rootOf(c.expression));
  };
  const handlers: { fn: ts.Node; where: number }[] = [];
  visit(sf, (n) => {
    if (!ts.isCallExpression(n)) return;
    const callee = n.expression;
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    const isRoute =
      name === 'registerOperation' ||
      helpers.has(name) ||
      (ts.isPropertyAccessExpression(callee) && ROUTE_METHODS.has(name) && !helpers.has(name));
    if (!isRoute) return;
    for (const arg of n.arguments) {
      if (ts.isArrowFunction(arg) || ts.isFunctionExpression(arg)) handlers.push({ fn: arg, where: lineOf(sf, arg) });
      if (ts.isObjectLiteralExpression(arg))
        for (const p of arg.properties)
          if (
            ts.isPropertyAssignment(p) &&
            ['handler', 'onRequest', 'preValidation', 'preHandler'].includes(p.name.getText(sf)) &&
            (ts.isArrowFunction(p.initializer) || ts.isFunctionExpression(p.initializer))
          )
            handlers.push({ fn: p.initializer, where: lineOf(sf, p) });
    }
  });
  for (const { fn, where } of handlers) {
    const reasons = new Set<string>();
    let serviceCalls = 0;
    const fromService = new Set<string>();
    visit(fn, (n) => {
      if (ts.isCallExpression(n)) {
        if (ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'transaction')
          reasons.add('transaction');
        if (isServiceCall(n)) serviceCalls++;
      }
      if (ts.isIdentifier(n) && repositoryNames.has(n.text)) reasons.add('repository');
      if (ts.isVariableDeclaration(n) && n.initializer && ts.isIdentifier(n.name)) {
        let init: ts.Expression = n.initializer;
        if (ts.isAwaitExpression(init)) init = init.expression;
        if (ts.isCallExpression(init) && isServiceCall(init)) fromService.add(n.name.text);
      }
      if (
        ts.isSwitchStatement(n) ||
        ts.isTryStatement(n) ||
        ts.isForStatement(n) ||
        ts.isForOfStatement(n) ||
        ts.isForInStatement(n) ||
        ts.isWhileStatement(n)
      )
        reasons.add('branches');
      if (ts.isIfStatement(n)) {
        const then = ts.isBlock(n.thenStatement) ? n.thenStatement.statements : [n.thenStatement];
        const guard = !n.elseStatement && then.length === 1 && ts.isThrowStatement(then[0]!);
        if (!guard) reasons.add('branches');
      }
    });
    visit(fn, (n) => {
      if (!ts.isObjectLiteralExpression(n)) return;
      for (const p of n.properties) {
        if (!ts.isPropertyAssignment(p)) continue;
        let reads = false;
        visit(p.initializer, (m) => {
          if (ts.isPropertyAccessExpression(m) && ts.isIdentifier(m.expression) && fromService.has(m.expression.text))
            reads = true;
        });
        if (reads) reasons.add('builds an object from a result');
      }
    });
    if (serviceCalls > 1) reasons.add(`${serviceCalls} service calls`);
    if (reasons.size) found.push(`${rel(file)}:${where} ${[...reasons].join(', ')}`);
  }
  return found;
};

// (c) ------------------------------------------------------------------------------------------------
/** The value schema's source text of every contract operation, by export name. */
const operationValues = (): Map<string, string> => {
  const values = new Map<string, string>();
  for (const file of walk(path.join(ROOT, 'packages/contracts/src'), isCode)) {
    const sf = parse(file);
    visit(sf, (n) => {
      if (!ts.isVariableDeclaration(n) || !ts.isIdentifier(n.name) || !n.initializer) return;
      if (!ts.isCallExpression(n.initializer) || n.initializer.expression.getText(sf) !== 'defineOperation') return;
      const spec = n.initializer.arguments[0];
      if (!spec || !ts.isObjectLiteralExpression(spec)) return;
      const value = spec.properties.find((p) => p.name?.getText(sf) === 'value');
      values.set(n.name.text, value && ts.isPropertyAssignment(value) ? value.initializer.getText(sf) : '');
    });
  }
  return values;
};

const modulesWithoutPresenter = (): string[] => {
  const dir = path.join(ROOT, 'apps/server/src/modules');
  const values = operationValues();
  const primitive = /^z\.(string|number|boolean|null)\(\)$/;
  return readdirSync(dir)
    .filter((m) => statSync(path.join(dir, m)).isDirectory())
    .filter((m) => {
      const files = readdirSync(path.join(dir, m));
      if (files.some((f) => f.endsWith('.presenter.ts'))) return false;
      return files
        .filter((f) => f.endsWith('.routes.ts'))
        .some((f) => {
          const sf = parse(path.join(dir, m, f));
          let shapes = false;
          visit(sf, (n) => {
            if (!ts.isCallExpression(n)) return;
            const callee = n.expression.getText(sf);
            if (callee === 'registerOperation') {
              const op = n.arguments[1]?.getText(sf) ?? '';
              if (!primitive.test(values.get(op) ?? '')) shapes = true;
            } else if (/\.(get|post|put|patch|delete|route)$/.test(callee)) {
              // A plain route answers a shape when it returns the envelope.
              if (/success:\s*true/.test(n.getText(sf))) shapes = true;
            }
          });
          return shapes;
        });
    })
    .map((m) => `apps/server/src/modules/${m}`);
};

// (d) ------------------------------------------------------------------------------------------------
const firstModule = (dir: string) =>
  walk(dir, (f) => isCode(f) && !/\.test\.tsx?$/.test(f)).sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
const importPath = (from: string, to: string) => {
  const p = path.relative(path.dirname(from), to).replace(/\.tsx?$/, '');
  return p.startsWith('.') ? p : `./${p}`;
};

const uncaughtImports = async (): Promise<{ fixtures: number; missed: string[] }> => {
  const web = path.join(ROOT, 'apps/web/src');
  const studio = path.join(ROOT, 'apps/studio/web/src');
  const features = readdirSync(path.join(web, 'features')).filter((f) =>
    statSync(path.join(web, 'features', f)).isDirectory(),
  );
  const cases: { file: string; target: string; label: string }[] = [];
  const [a, b] = [features[0]!, features[1]!];
  const targetB = firstModule(path.join(web, 'features', b))!;
  const targetA = firstModule(path.join(web, 'features', a))!;
  cases.push({ file: path.join(web, 'features', a, 'rule-fixture.ts'), target: targetB, label: `feature ${a} → ${b}` });
  cases.push({
    file: path.join(web, 'features', a, 'api', 'rule-fixture.ts'),
    target: targetB,
    label: `feature ${a}/api → ${b}`,
  });
  cases.push({ file: path.join(web, 'components', 'rule-fixture.ts'), target: targetA, label: `components → ${a}` });
  cases.push({ file: path.join(web, 'lib', 'rule-fixture.ts'), target: targetA, label: `lib → ${a}` });
  // The studio shell (app/) composes the games, as the portal's app/ composes features; a game never
  // imports the shell or another game, and shared/ imports no game.
  const studioApp = firstModule(path.join(studio, 'app'));
  const studioPvp = firstModule(path.join(studio, 'pvp'));
  const studioSlot = firstModule(path.join(studio, 'slot'));
  if (studioApp && studioPvp && studioSlot) {
    cases.push({ file: path.join(studio, 'pvp', 'rule-fixture.ts'), target: studioApp, label: 'studio pvp → app' });
    cases.push({ file: path.join(studio, 'pvp', 'rule-fixture.ts'), target: studioSlot, label: 'studio pvp → slot' });
    cases.push({
      file: path.join(studio, 'shared', 'rule-fixture.ts'),
      target: studioPvp,
      label: 'studio shared → pvp',
    });
  }
  const eslint = new ESLint({ cwd: ROOT });
  const missed: string[] = [];
  try {
    for (const c of cases) {
      const code = `import * as target from '${importPath(c.file, c.target)}';\n\nexport const fixture = target;\n`;
      writeFileSync(c.file, code);
      const [result] = await eslint.lintFiles([c.file]);
      const caught = result?.messages.some((m) => m.line === 1 && m.severity === 2 && m.ruleId);
      if (!caught) {
        const fatal = result?.messages.find((m) => m.fatal);
        missed.push(`${c.label}${fatal ? ` (ESLint could not lint the fixture: ${fatal.message})` : ''}`);
      }
    }
  } finally {
    for (const c of cases) rmSync(c.file, { force: true });
  }
  return { fixtures: cases.length, missed };
};

// (e) ------------------------------------------------------------------------------------------------
/** [start, end) ranges of the comments of a file (TypeScript's scanner for code, `/* … *\/` for styles). */
const commentRanges = (file: string, text: string): [number, number][] => {
  if (/\.css$/.test(file)) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m.index + m[0].length]);
  if (!/\.tsx?$/.test(file)) return [];
  const ranges: [number, number][] = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  for (let t = scanner.scan(); t !== ts.SyntaxKind.EndOfFileToken; t = scanner.scan())
    if (t === ts.SyntaxKind.SingleLineCommentTrivia || t === ts.SyntaxKind.MultiLineCommentTrivia)
      ranges.push([scanner.getTokenStart(), scanner.getTokenEnd()]);
  return ranges;
};

const emoji = (): string[] => {
  const found: string[] = [];
  const typographic = new Set(['©', '®', '™']);
  for (const dir of ['apps/web/src', 'apps/studio/web/src']) {
    const keep = (f: string) => /\.(ts|tsx|css|json|html)$/.test(f) && !/\.test\.tsx?$/.test(f);
    for (const file of walk(path.join(ROOT, dir), keep)) {
      const text = readFileSync(file, 'utf8');
      const comments = commentRanges(file, text);
      for (const m of text.matchAll(/\p{Extended_Pictographic}/gu)) {
        if (typographic.has(m[0]) || comments.some(([a, b]) => m.index >= a && m.index < b)) continue;
        found.push(`${rel(file)}:${text.slice(0, m.index).split('\n').length} ${m[0]}`);
      }
    }
  }
  return found;
};

// (f) ------------------------------------------------------------------------------------------------
const specReferences = (): string[] => {
  const found: string[] = [];
  for (const dir of ['apps', 'packages', 'scripts']) {
    for (const file of walk(path.join(ROOT, dir), (f) => /\.(ts|tsx|js|mjs|css|json|md|sql)$/.test(f))) {
      if (file === path.join(ROOT, 'scripts/architecture-rules.ts')) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/(spec|api-observed) §/.test(line)) found.push(`${rel(file)}:${i + 1}`);
        });
    }
  }
  return found;
};

// ----------------------------------------------------------------------------------------------------
const serverRoutes = walk(path.join(ROOT, 'apps/server/src'), (f) => f.endsWith('.routes.ts')).filter(
  (f) => !f.startsWith(path.join(ROOT, 'apps/server/src/dev')),
);
const studioRoutes = walk(path.join(ROOT, 'apps/studio/src'), (f) => f.endsWith('.routes.ts'));
const serverLogic = serverRoutes.flatMap(routeLogic);
const studioLogic = studioRoutes.flatMap(routeLogic);
const filesWith = (list: string[]) => new Set(list.map((l) => l.split(':')[0])).size;
const lint = await uncaughtImports();
const byArea = (list: string[]) => {
  const areas = new Map<string, number>();
  for (const l of list) {
    const area = l.split('/').slice(0, 2).join('/');
    areas.set(area, (areas.get(area) ?? 0) + 1);
  }
  return [...areas].map(([k, v]) => `${k} ${v}`).join(', ');
};

const rows: [string, string, number, string, string[]][] = [];
const a = handWrittenBodies();
rows.push(['a', 'Hand-written request body types (apps/web)', a.length, '', a]);
rows.push([
  'b',
  'Route handlers with logic, server outside src/dev',
  serverLogic.length,
  `${filesWith(serverLogic)} files`,
  serverLogic,
]);
rows.push([
  'b',
  'Route handlers with logic, studio',
  studioLogic.length,
  `${filesWith(studioLogic)} files`,
  studioLogic,
]);
const c = modulesWithoutPresenter();
rows.push(['c', 'Server modules answering shapes without a presenter', c.length, '', c]);
rows.push([
  'd',
  'Cross-boundary imports not reported by ESLint',
  lint.missed.length,
  `of ${lint.fixtures} fixtures`,
  lint.missed,
]);
const e = emoji();
rows.push(['e', 'Emoji (Extended_Pictographic) in apps/web/src, apps/studio/web/src', e.length, byArea(e), e]);
const f = specReferences();
rows.push(['f', '"spec §" / "api-observed §" references', f.length, byArea(f), f]);

console.log('| # | Rule | Count | Note |\n| --- | --- | --- | --- |');
for (const [id, rule, count, note] of rows) console.log(`| ${id} | ${rule} | ${count} | ${note} |`);
if (details)
  for (const [id, rule, , , list] of rows)
    if (list.length) console.log(`\n(${id}) ${rule}:\n${list.map((l) => `  ${l}`).join('\n')}`);
