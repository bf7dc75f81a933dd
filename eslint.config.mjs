// Lint keeps the house rules that types cannot: the platform seam, a platform-free core, the hooks rules,
// promises that are awaited, switches that cover every case, and app subpackages that do not import each other.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import appFence from './scripts/lint/subpackage-fence.mjs';
import tapLabelRule from './scripts/lint/tap-label.mjs';
import { serverImportLayers, sqlBuilders, sqlAllowedFiles } from './packages/server/eslint-layers.mjs';

const taroOnlyInPlatform = [{ name: '@tarojs/taro', message: 'Taro APIs are called only from src/platform.' }];

// Core is entered by business area (packages/core/README.md): no aggregate of everything, no file inside an area.
const coreByArea = {
  paths: [{ name: '@fund/core', message: 'Import the area: @fund/core/<area> (e.g. @fund/core/trade).' }],
  patterns: [{ group: ['@fund/core/*/**'], message: "Import the area's entry @fund/core/<area>, not a file inside it." }],
};

const noFocusOrSkip = [
  { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
  { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
];

// Rules live in core (issue 16): the server names core's status codes and groups (TradeStatus,
// CONFIRMED_TRADE_STATUSES, ...) and core's subtype names, never bare numbers or its own tables.
const STATUS_NUMBER = 'A status is a code from @fund/core (TradeStatus, a status group, FixedInvestmentStatus, ...), not a bare number.';
const statusNumbers = [
  { selector: 'BinaryExpression[operator=/^[=!]==?$/]:matches([left.property.name=/status$/i], [left.name=/status$/i]) > Literal[raw=/^[0-9]+$/]', message: STATUS_NUMBER },
  { selector: 'Property[key.name=/status$/i] > Literal.value[raw=/^[0-9]+$/]', message: STATUS_NUMBER },
  { selector: 'Property[key.name=/status$/i] > ConditionalExpression > Literal[raw=/^[0-9]+$/]', message: STATUS_NUMBER },
  { selector: 'CallExpression[callee.property.name=/^(where|having)$/][arguments.0.value=/status$/] > Literal[raw=/^[0-9]+$/]', message: STATUS_NUMBER },
  { selector: 'CallExpression[callee.property.name=/^(where|having)$/][arguments.0.value=/status$/] > ArrayExpression > Literal[raw=/^[0-9]+$/]', message: STATUS_NUMBER },
  { selector: 'TemplateElement[value.raw=/status\\s*(=|<>|!=|in\\s*\\()\\s*[0-9]/i]', message: `${STATUS_NUMBER} In SQL: \${code(...)} / \${codeList(...)} from db/sql-codes.ts.` },
];
const subtypeNames = [
  {
    selector: 'Literal[value=/^(分级A|分级B|A股|B股|股票型|混合型|债券型|指数型|保本型|货币型|理财型|封闭式)$/]',
    message: "A fund subtype's name comes from @fund/core (FUND_SUBTYPE_TEXTS, fundSubtypeText).",
  },
];
// The server reads time from its one clock (app.clock, handed to services), never from the host.
const serverReadsItsClock = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read time from the app clock (app.clock / a `now` parameter), not new Date().' },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read time from the app clock (app.clock / a `now` parameter), not Date.now().' },
];

/** A block's no-restricted-imports with core's area entries added (a later block's rule replaces an earlier one's). */
function withCoreByArea(block) {
  const [level, options] = block.rules['no-restricted-imports'];
  const merged = { paths: [...(options.paths ?? []), ...coreByArea.paths], patterns: [...(options.patterns ?? []), ...coreByArea.patterns] };
  return { ...block, rules: { ...block.rules, 'no-restricted-imports': [level, merged] } };
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'artifacts/**', 'coverage/**', '.data/**', '.swc/**'] },
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: each file is checked with the first of these programs that holds it (core, then the
    // server, then the app's, which includes src, config and every tests/ folder). Three programs, not one per
    // nearest tsconfig.json (seven, tests/app's a second copy of src): 17 of 138 CPU-seconds less per lint.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: ['./packages/core/tsconfig.json', './packages/server/tsconfig.json', './tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...noFocusOrSkip],
    },
  },
  {
    // Scripts, build and test configs are plain Node JavaScript, linted without types; .js files are CommonJS.
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // exhaustive-deps warns, and `npm run lint` allows no warning: a missing dependency is fixed or its
    // eslint-disable line says why.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // App subpackages (the roots in src/app.config.ts) do not import each other; shared parts live in main.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { app: appFence },
    rules: { 'app/subpackage-fence': 'error' },
  },
  {
    // Every tappable element is named for screen readers (issue 24, B8): scripts/lint/tap-label.mjs.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { a11y: tapLabelRule },
    rules: { 'a11y/tap-label': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    ignores: ['packages/core/**'],
    rules: { 'no-restricted-imports': ['error', coreByArea] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...taroOnlyInPlatform, ...coreByArea.paths], patterns: coreByArea.patterns }] },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tarojs/*', 'react', 'react-dom', 'fastify', '@fastify/*', 'kysely', 'pg', '@electric-sql/*', 'node:*'], message: 'packages/core stays platform-neutral.' },
            { group: ['@fund/core', '@fund/core/*'], message: 'Inside core, import the declaring file by relative path.' },
          ],
        },
      ],
    },
  },
  {
    // The server's floors and rules: status codes and subtype names from core, time from the app clock, SQL
    // only in repositories and db/. One block per set of files, because a later block's no-restricted-syntax
    // replaces an earlier one's.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/server/src/testing/**', 'packages/server/src/clock/**', 'packages/server/src/market-model/fund-kinds.ts', ...sqlAllowedFiles],
    rules: { 'no-restricted-syntax': ['error', ...noFocusOrSkip, ...statusNumbers, ...subtypeNames, ...serverReadsItsClock, ...sqlBuilders] },
  },
  {
    files: sqlAllowedFiles,
    ignores: ['**/*.test.ts', 'packages/server/src/clock/**', 'packages/server/src/market-model/fund-kinds.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noFocusOrSkip, ...statusNumbers, ...subtypeNames, ...serverReadsItsClock] },
  },
  {
    // The clock kernel reads the host's time; its shared clock row is SQL kept beside it.
    files: ['packages/server/src/clock/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noFocusOrSkip, ...statusNumbers, ...subtypeNames] },
  },
  {
    // The seed's fund names end in words such as 分级A (a name, not the subtype's name).
    files: ['packages/server/src/market-model/fund-kinds.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noFocusOrSkip, ...statusNumbers, ...serverReadsItsClock] },
  },
  // The server's import fences replace the generic no-restricted-imports for their files, so they carry core's too.
  ...serverImportLayers.map(withCoreByArea),
);
