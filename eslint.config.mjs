// Lint keeps the house rules that types cannot: the platform seam and a platform-free core.
import tseslint from 'typescript-eslint';
import { serverLayers } from './packages/server/eslint-layers.mjs';

const taroOnlyInPlatform = {
  paths: [
    { name: '@tarojs/taro', message: 'Taro APIs are called only from src/platform.' },
  ],
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
  ...serverLayers,
);
