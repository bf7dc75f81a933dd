// The server's floors, kept by lint: SQL only in repositories and db/, modules never import the engine,
// the seed enters the running server only through the demo market's port.
// The root eslint.config.mjs composes these with its other server rules (one no-restricted-syntax per file set).

const S = 'packages/server/src';

/** Kysely query building: only repositories (`*-repo.ts`, `repo.ts`) and db/ (migrations, seed, drivers) build SQL. */
export const sqlBuilders = [
  {
    selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with|withRecursive)$/]",
    message: 'SQL lives in a repository (*-repo.ts) of the module; call a named repository function.',
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL lives in a repository (*-repo.ts) of the module.' },
  { selector: "MemberExpression[object.name='sql']", message: 'SQL lives in a repository (*-repo.ts) of the module.' },
];

// auth/timestamps.ts builds the timestamp operand (`at`) repositories put in their where clauses.
const repositoriesAndDb = [`${S}/**/*-repo.ts`, `${S}/**/repo.ts`, `${S}/db/**`, `${S}/modules/account/auth/timestamps.ts`];
const testsAndKit = [`${S}/**/*.test.ts`, `${S}/testing/**`];

/**
 * Files that still build SQL outside a repository, waiting for their queries to move (issue 16).
 * The list only shrinks: a new file is never added.
 */
const sqlNotYetInRepositories = [
].map((f) => `${S}/${f}`);

const seedOnlyInSeed = {
  group: ['**/db/seed', '**/db/seed/**'],
  message: 'Seed code runs in the seed and tests; the running server uses market-model/ or the demo market port.',
};

const engineFromModules = {
  group: ['**/engine/*'],
  message: 'The engine depends on modules, not the reverse: move what modules need into a module.',
};

// Routes parse, call a service and shape the reply: they reach the database only through services.
const repositoriesFromRoutes = {
  group: ['**/*-repo', '**/repo'],
  message: 'A routes file calls a service, not a repository: put the read or write behind a service function.',
};
const routesFiles = [`${S}/**/routes.ts`, `${S}/**/*-routes.ts`];
/** Routes files that still call a repository directly, waiting for a service function (issue 16). The list only shrinks. */
const routesStillCallingRepositories = [
].map((f) => `${S}/${f}`);

/** Files that may build SQL: repositories, db/, and those still waiting for their queries to move. */
export const sqlAllowedFiles = [...repositoriesAndDb, ...sqlNotYetInRepositories];

export const serverImportLayers = [
  {
    files: [`${S}/**/*.ts`],
    // ports/simulators.ts is the demo market's adapter: the one place the running server starts the seed
    // (demo-market-ahead.ts, its part that starts before the server's code loads).
    ignores: [`${S}/db/seed/**`, ...testsAndKit, `${S}/ports/simulators.ts`, `${S}/ports/demo-market-ahead.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [seedOnlyInSeed] }] },
  },
  {
    files: [`${S}/modules/**/*.ts`],
    ignores: testsAndKit,
    rules: { 'no-restricted-imports': ['error', { patterns: [seedOnlyInSeed, engineFromModules] }] },
  },
  {
    files: routesFiles,
    ignores: [...testsAndKit, ...routesStillCallingRepositories],
    rules: { 'no-restricted-imports': ['error', { patterns: [seedOnlyInSeed, repositoriesFromRoutes] }] },
  },
  {
    files: routesFiles.map((f) => f.replace(`${S}/`, `${S}/modules/`)),
    ignores: [...testsAndKit, ...routesStillCallingRepositories],
    rules: { 'no-restricted-imports': ['error', { patterns: [seedOnlyInSeed, engineFromModules, repositoriesFromRoutes] }] },
  },
];
