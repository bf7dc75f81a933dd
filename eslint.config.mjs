// Lint keeps the house rules that types cannot: the platform seam and a platform-free core.
import tseslint from 'typescript-eslint';

const taroOnlyInPlatform = [{ name: '@tarojs/taro', message: 'Taro APIs are called only from src/platform.' }];

// Core is entered by business area (packages/core/README.md): no aggregate of everything, no file inside an area.
const coreByArea = {
  paths: [{ name: '@fund/core', message: 'Import the area: @fund/core/<area> (e.g. @fund/core/trade).' }],
  patterns: [{ group: ['@fund/core/*/**'], message: "Import the area's entry @fund/core/<area>, not a file inside it." }],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'artifacts/**', 'coverage/**', '.data/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
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
);
