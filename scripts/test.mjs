// `npm test`: every check, in phases, stopping at the first that fails, and a line per phase
// with its seconds at the end (the README keeps the figures). The checks that use one core each
// (format and lint, types, the generated files' drift) run side by side on the machine's cores;
// jest and Playwright spread over the cores themselves, so they run one after the other.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A phase is a list of commands run side by side; each command is a list of npm scripts run in turn. */
const PHASES = [
  { name: 'checks', parallel: [['lint'], ['typecheck'], ['codegen:check', 'docs:check']] },
  { name: 'unit', parallel: [['test:unit']] },
  { name: 'integration', parallel: [['test:integration']] },
  { name: 'journeys', parallel: [['test:e2e']] },
];

/** Runs one npm script; side by side its output is held and printed whole when it ends. */
function runScript(script, { buffered }) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve(code === 0 ? null : `${script} ended with ${code ?? signal}`);
    });
  });
}

async function runInTurn(scripts, options) {
  for (const script of scripts) {
    const failure = await runScript(script, options);
    if (failure) return failure;
  }
  return null;
}

function table(times) {
  const width = Math.max(...times.map(([name]) => name.length), 'total'.length);
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
  const lines = [...times, ['total', total]].map(
    ([name, seconds]) => `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`,
  );
  return ['', 'npm test, seconds per phase:', ...lines, ''].join('\n');
}

const times = [];
let failure = null;
for (const phase of PHASES) {
  const started = process.hrtime.bigint();
  console.log(`\n▶ ${phase.name}: ${phase.parallel.map((scripts) => scripts.join(' → ')).join(' | ')}`);
  const buffered = phase.parallel.length > 1;
  const failures = (
    await Promise.all(phase.parallel.map((scripts) => runInTurn(scripts, { buffered })))
  ).filter(Boolean);
  times.push([phase.name, Number(process.hrtime.bigint() - started) / 1e9]);
  if (failures.length) {
    failure = `${phase.name} failed: ${failures.join('; ')}`;
    break;
  }
}
console.log(table(times));
if (failure) {
  console.error(failure);
  process.exitCode = 1;
}
