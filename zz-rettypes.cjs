const ts = require('/work/wt-contract/node_modules/typescript');
const path = require('path');
const cfg = ts.getParsedCommandLineOfConfigFile(path.resolve('packages/server/tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const targets = JSON.parse(process.argv[2]);
const files = [...new Set(targets.map((t) => path.resolve('packages/server/src/modules', t[0])))];
const program = ts.createProgram(files, cfg.options);
const checker = program.getTypeChecker();
const F = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;
for (const [file, fn] of targets) {
  const sf = program.getSourceFile(path.resolve('packages/server/src/modules', file));
  const visit = (node) => {
    if ((ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) && node.name && node.name.text === fn) {
      console.log(`=== ${file} ${fn}`);
      const walk = (n) => {
        if (ts.isReturnStatement(n) && n.expression) {
          let e = n.expression;
          if (ts.isAwaitExpression(e)) e = e.expression;
          if (ts.isCallExpression(e) && /^asJson/.test(e.expression.getText())) e = e.arguments[0];
          console.log('  return:', checker.typeToString(checker.getTypeAtLocation(e), undefined, F));
        }
        if (!ts.isFunctionLike(n) || n === node) ts.forEachChild(n, walk);
      };
      ts.forEachChild(node, walk);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
