// `npm run test:changed [-- <git ref>]`: the inner loop. Runs the tests that the changed files
// reach: the unit tests that import them (jest --findRelatedTests), and the API tests and desktop
// journeys of the domains they belong to. Changed files are the uncommitted ones (with new files),
// or, when there are none, those of the last commit; a ref compares the work tree with that ref.
// A change to a kit (outside any domain folder) reaches every domain: it runs every API test.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

function changedFiles(ref) {
  if (ref) return [...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')];
  const uncommitted = [
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ];
  if (uncommitted.length) return uncommitted;
  console.log('No uncommitted change: testing the last commit.');
  return git('diff', '--name-only', 'HEAD~1', 'HEAD');
}

const DOMAIN_FOLDERS = [
  /^graph\/src\/modules\/([^/]+)\//,
  /^web\/src\/modules\/([^/]+)\//,
  /^tests\/integration\/([^/]+)\//,
  /^tests\/e2e\/([^/]+)\//,
  /^schema\/(?:validation|permissions)\/([a-z-]+)(?:\.test)?\.ts$/,
  /^schema\/i18n\/(?:web|catalogue)\/([a-z-]+)\./,
];
/** Folders that are kits, not domains: what they hold reaches every domain. */
const KITS = new Set(['common', 'ui', 'api', 'i18n', 'support', 'pom']);

function domainOf(file) {
  for (const pattern of DOMAIN_FOLDERS) {
    const match = pattern.exec(file);
    if (match) return KITS.has(match[1]) ? null : match[1];
  }
  return null;
}

/** A domain's tests: its own folder, or files named after it in another (enrolment in courses/). */
function testsOf(domain, dir, suffix) {
  const base = path.join(root, dir);
  if (fs.existsSync(path.join(base, domain))) return [path.join(dir, domain)];
  const stem = domain.replace(/s$/, '');
  return fs
    .readdirSync(base, { recursive: true })
    .filter((file) => file.endsWith(suffix) && path.basename(file).startsWith(stem))
    .map((file) => path.join(dir, file));
}

const files = changedFiles(process.argv[2]).filter((file) => fs.existsSync(path.join(root, file)));
const code = files.filter((file) => /\.(ts|tsx|mts|cts|js|mjs|cjs|json|graphql|css)$/.test(file));
if (!code.length) {
  console.log('Nothing to test: no changed source file.');
  process.exit(0);
}
const domains = [...new Set(code.map(domainOf).filter(Boolean))];
const reachesEveryDomain = code.some(
  (file) => /^(graph\/src|schema)\//.test(file) && !domainOf(file) && !file.endsWith('.test.ts'),
);
console.log(
  `Changed: ${code.length} file(s); domains: ${domains.join(', ') || 'none'}${reachesEveryDomain ? '; a kit: every API test' : ''}.`,
);

function run(command, args, env = {}) {
  console.log(`\n▶ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const jest = ['--no-install', 'jest', '--passWithNoTests'];
run('npx', [...jest, '--selectProjects', 'unit', '--findRelatedTests', ...code]);

const apiTests = reachesEveryDomain
  ? ['tests/integration']
  : [
      ...domains.flatMap((domain) => testsOf(domain, 'tests/integration', '.test.ts')),
      ...code.filter((file) => file.startsWith('tests/integration/') && file.endsWith('.test.ts')),
    ];
// Paths go before --selectProjects, which would read them as more project names.
if (apiTests.length) run('npx', [...jest, ...new Set(apiTests), '--selectProjects', 'integration']);

const journeys = [
  ...domains.flatMap((domain) => testsOf(domain, 'tests/e2e', '.spec.ts')),
  ...code.filter((file) => file.startsWith('tests/e2e/') && file.endsWith('.spec.ts')),
];
if (journeys.length) {
  // The journeys serve the built client: rebuilt only when the client or the contract changed.
  const clientChanged = code.some((file) => /^(web|schema)\//.test(file) && !/\.test\.tsx?$/.test(file));
  const built = fs.existsSync(path.join(root, 'web/dist/index.html'));
  run('npx', ['--no-install', 'playwright', 'test', '--project=desktop', ...new Set(journeys)], {
    E2E_SKIP_BUILD: built && !clientChanged ? '1' : '0',
  });
}
