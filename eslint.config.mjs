// Lint keeps the house rules that types cannot: the platform seam, a platform-free core, the hooks rules,
// promises that are awaited, switches that cover every case, and app subpackages that do not import each other.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import appFence from './scripts/lint/subpackage-fence.mjs';

const taroOnlyInPlatform = {
  paths: [
    { name: '@tarojs/taro', message: 'Taro APIs are called only from src/platform.' },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'artifacts/**', 'coverage/**', '.data/**', '.swc/**'] },
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: each file is checked with the program of its nearest tsconfig.json.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
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
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
      ],
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
);
