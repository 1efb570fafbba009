import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiBoundaries } from './eslint.api-boundaries.js';
import { webBoundaries } from './eslint.web-boundaries.js';

/** Ways of writing a string into the page as HTML, none allowed in the web. */
const RAW_HTML = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Nada se escribe como HTML: use texto.' },
  {
    selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Nada se escribe como HTML: use textContent.',
  },
  { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Nada se escribe como HTML.' },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
    message: 'Nada se escribe como HTML.',
  },
];

/** Numbers are written for people only by the contracts' formatters (`text-format.ts`). */
const OWN_NUMBER_FORMAT = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
    message: 'Los números se escriben con los formateadores de los contratos (text-format.ts).',
  },
  {
    selector: "CallExpression[callee.property.name='toLocaleString']",
    message: 'Los números se escriben con los formateadores de los contratos (text-format.ts).',
  },
];

/** Import boundaries: the contracts depend on nothing of ours; the apps never import each other. */
const boundaries = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
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
    ignores: ['packages/contracts/src/text-format.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...OWN_NUMBER_FORMAT] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: boundaries([
      { group: ['**/apps/**', '@banca/api', '@banca/web'], message: 'Los contratos no dependen de las aplicaciones.' },
    ]),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: boundaries([
      { group: ['**/apps/web/**', '@banca/web'], message: 'La API no importa código del front end.' },
    ]),
  },
  {
    // ADR 036: only repositories touch tables. The schema and Drizzle are imported (as values) by
    // the database folder, repositories, the few shared query helpers of lib/ and tests; types
    // (a row type, `SQL`) are free to travel.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/db/**',
      '**/repository.ts',
      '**/*-repository.ts',
      'apps/api/src/lib/audit.ts',
      'apps/api/src/lib/database-clock.ts',
      'apps/api/src/lib/pagination.ts',
      'apps/api/src/lib/prize-expiry.ts',
      'apps/api/src/lib/raw-query.ts',
      'apps/api/src/lib/scope.ts',
      'apps/api/src/lib/scoped-partners.ts',
      'apps/api/src/lib/file-answer/cursor-rows.ts',
      '**/*.test.ts',
      '**/*test-kit.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Solo los repositorios (repository.ts, *-repository.ts) tocan tablas (ADR 036).',
            },
          ],
        },
      ],
    },
  },
  {
    // ADR 036: a use case gets its caller from its context, and opens a transaction with inTransaction.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', 'apps/api/src/lib/use-case.ts', 'apps/api/src/lib/file-answer/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSNonNullExpression > MemberExpression.expression[property.name='principal']",
          message: 'Un handler de una ruta no pública ya recibe request.principal tipado: sin «!» (ADR 036).',
        },
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Abra la transacción con inTransaction de lib/use-case.ts (ADR 036).',
        },
        ...OWN_NUMBER_FORMAT,
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Text a user wrote (a note, a name, a rejection) reaches other users' screens: React writes
      // it as text, and nothing may write it as HTML.
      'no-restricted-syntax': ['error', ...RAW_HTML, ...OWN_NUMBER_FORMAT],
      ...boundaries([
        { group: ['**/apps/api/**', '@banca/api'], message: 'El front end habla con la API solo por HTTP.' },
      ]),
    },
  },
  webBoundaries,
  apiBoundaries,
);
