// Lint keeps the house rules that types cannot: the platform seam and a platform-free core.
import tseslint from 'typescript-eslint';

const taroOnlyInPlatform = {
  paths: [
    { name: '@tarojs/taro', message: 'Taro APIs are called only from src/platform.' },
  ],
};

const noFocusedOrSkippedTests = [
  { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
  { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
];

// The server reads time from its one clock (app.clock, handed to services), never from the host.
const serverReadsItsClock = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read time from the app clock (app.clock / a `now` parameter), not new Date().' },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read time from the app clock (app.clock / a `now` parameter), not Date.now().' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'artifacts/**', 'coverage/**', '.data/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...noFocusedOrSkippedTests],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/**'],
    rules: { 'no-restricted-imports': ['error', taroOnlyInPlatform] },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tarojs/*', 'react', 'react-dom', 'fastify', '@fastify/*', 'kysely', 'pg', '@electric-sql/*', 'node:*'], message: 'packages/core stays platform-neutral.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/clock/**', 'packages/server/src/testing/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noFocusedOrSkippedTests, ...serverReadsItsClock] },
  },
);
