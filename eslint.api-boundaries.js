import boundaries from 'eslint-plugin-boundaries';

/**
 * The API's rooms (ADR 053). Each module under `modules/` stands beside the others and reaches
 * another only through its public `index.ts`; the shared kernel below them (`lib/`, `db/`) never
 * imports a module. What tests share (the test kits, the test app, PostgreSQL's helpers) lives
 * outside `src/`, in `apps/api/test/`, which only tests may import. The
 * composition (the root files: app, server, the event table), the plugins, the demo seed, the
 * command-line tools and the cross-module books tests use modules through their `index.ts` too. Module cycles are
 * refused by `module-graph.test.ts`, which reads the same imports.
 */
const API = 'apps/api/src';

const elements = [
  { type: 'module', pattern: `${API}/modules/*`, capture: ['module'] },
  { type: 'lib', pattern: `${API}/lib` },
  { type: 'seed', pattern: `${API}/db/seed` },
  { type: 'db', pattern: `${API}/db` },
  { type: 'plugins', pattern: `${API}/plugins` },
  { type: 'books', pattern: `${API}/books` },
  { type: 'cli', pattern: `${API}/cli` },
  // The composition root: the files at the top of src/ (what no folder above claims).
  { type: 'root', pattern: API },
  // What tests share: the test kits, the test app, the database helpers.
  { type: 'test-support', pattern: 'apps/api/test' },
];

const files = [{ category: 'test', pattern: '**/*.test.ts' }];

const from = (type) => ({ element: { type } });
const to = (...types) => types.map((type) => ({ to: { element: { type } } }));
const allowed = (type, ...targets) => to(...targets).map((allow) => ({ from: from(type), allow }));
/** Another module, only through its public entry. */
const publicEntryFrom = (type) => ({
  from: from(type),
  allow: { to: { element: { type: 'module', fileInternalPath: 'index.ts' } } },
});

export const apiBoundaries = {
  files: [`${API}/**/*.ts`],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/files': files,
    'boundaries/include': [`${API}/**/*`, 'apps/api/test/**/*'],
    'import/resolver': { typescript: { project: `${API}/../tsconfig.json` } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          'Límite de módulos: {{ from.element.type }} no puede importar {{ to.element.type }} así; otro módulo se usa solo por su index.ts, y lib/ y db/ no importan módulos (ADR 053).',
        policies: [
          ...allowed('module', 'lib', 'db', 'plugins', 'root'),
          publicEntryFrom('module'),
          ...allowed('lib', 'db', 'plugins', 'root'),
          // Preparing a database at start loads its reference data and, for the demo, the seed.
          ...allowed('db', 'lib', 'seed', 'root'),
          ...allowed('seed', 'lib', 'db', 'root'),
          publicEntryFrom('seed'),
          ...allowed('plugins', 'lib', 'db', 'root'),
          publicEntryFrom('plugins'),
          ...allowed('cli', 'lib', 'db', 'seed', 'root'),
          publicEntryFrom('cli'),
          ...allowed('books', 'lib', 'db', 'seed', 'root', 'plugins'),
          publicEntryFrom('books'),
          ...allowed('root', 'lib', 'db', 'plugins', 'root'),
          publicEntryFrom('root'),
          // A test builds its fixtures with the test kits and the test app, or the demo seed.
          { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test-support' } } } },
          { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'seed' } } } },
        ],
      },
    ],
  },
};
