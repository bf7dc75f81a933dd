// ESLint rule: an app subpackage imports nothing from another subpackage, and the main package imports
// nothing from a subpackage. A mini program loads a subpackage only when one of its pages opens, so such an
// import either fails there or drags that code into the wrong package. Shared screens and parts live in
// src/components, src/hooks or src/services. The subpackage roots are read from src/app.config.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', '..', 'src');

export function subpackageRoots(appConfig = readFileSync(path.join(SRC, 'app.config.ts'), 'utf8')) {
  return new Set([...appConfig.matchAll(/\broot:\s*'([^']+)'/g)].map((m) => m[1].replace(/\/$/, '')));
}

/** The first folder under src/ of a file or an import of it ('.' for src/ itself), or null outside src/. */
function areaOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : '.';
}

function targetOf(importer, spec) {
  if (spec.startsWith('@/')) return path.join(SRC, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(importer), spec);
  return null;
}

const roots = subpackageRoots();

export const subpackageFence = {
  meta: {
    type: 'problem',
    docs: { description: 'No import between app subpackages, nor from the main package into one.' },
    messages: {
      across: "Subpackage '{{from}}' imports from subpackage '{{to}}': move the shared part to src/components (or src/hooks, src/services).",
      intoSub: "The main package imports from subpackage '{{to}}': move the shared part to src/components (or src/hooks, src/services).",
    },
    schema: [],
  },
  create(context) {
    const from = areaOf(context.filename);
    if (from === null) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = targetOf(context.filename, node.value);
      const to = target === null ? null : areaOf(target);
      if (to === null || to === from || !roots.has(to)) return;
      if (roots.has(from)) context.report({ node, messageId: 'across', data: { from, to } });
      else context.report({ node, messageId: 'intoSub', data: { to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'CallExpression[callee.object.name="jest"][callee.property.name=/^(mock|requireActual|doMock)$/]': (node) => check(node.arguments[0]),
    };
  },
};

export default { rules: { 'subpackage-fence': subpackageFence } };
