import boundaries from 'eslint-plugin-boundaries';

/**
 * The web's layers (ADR 039). A feature reaches another feature only through its public entries
 * (the top-level files of its folder: `index.ts`, `screen.ts`, `*-screen.ts`, …), never through
 * `api/`, `components/`, `routes/` or `logic/`; shared `components/` and `lib/` never import a
 * feature or `app/`; `lib/` imports only `lib/`. Relative and `@/` imports are resolved alike.
 * `main.tsx`, the composition root, belongs to no layer.
 */
const WEB = 'apps/web/src';

const elements = [
  { type: 'app', pattern: `${WEB}/app` },
  { type: 'feature', pattern: `${WEB}/features/*`, capture: ['feature'] },
  { type: 'components', pattern: `${WEB}/components` },
  { type: 'lib', pattern: `${WEB}/lib` },
  { type: 'test-support', pattern: `${WEB}/test` },
];

const files = [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }];

const from = (type) => ({ element: { type } });
const to = (...types) => types.map((type) => ({ to: { element: { type } } }));
const allowed = (type, ...targets) => to(...targets).map((allow) => ({ from: from(type), allow }));

export const webBoundaries = {
  files: [`${WEB}/**/*.{ts,tsx}`],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/files': files,
    'boundaries/include': [`${WEB}/**/*`],
    'import/resolver': { typescript: { project: `${WEB}/../tsconfig.json` } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          'Límite de capas: {{ from.element.type }} no puede importar {{ to.element.type }} así; una feature se importa solo por sus entradas públicas (ADR 039).',
        policies: [
          ...allowed('app', 'feature', 'components', 'lib', 'test-support'),
          ...allowed('feature', 'components', 'lib', 'test-support'),
          // Another feature only through its public entries: the files at the top of its folder.
          { from: from('feature'), allow: { to: { element: { type: 'feature', fileInternalPath: '*.{ts,tsx}' } } } },
          ...allowed('components', 'lib', 'test-support'),
          ...allowed('lib', 'test-support'),
          ...allowed('test-support', 'components', 'lib'),
          // A test may build the app's query client (the global error policy) around what it renders.
          { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'app' } } } },
        ],
      },
    ],
  },
};
