import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './eslint.web-boundaries.js';

/** Import boundaries: the contracts depend on nothing of ours; the apps never import each other. */
const boundaries = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/api/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: boundaries([{ group: ['**/apps/**', '@banca/api', '@banca/web'], message: 'Los contratos no dependen de las aplicaciones.' }]),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: boundaries([{ group: ['**/apps/web/**', '@banca/web'], message: 'La API no importa código del front end.' }]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...boundaries([
        { group: ['**/apps/api/**', '@banca/api'], message: 'El front end habla con la API solo por HTTP.' },
      ]),
    },
  },
  webBoundaries,
);
