// `npm run bench [name…]`: measures the budgets the issues name; each `scripts/bench/<name>.ts` is one
// suite (size, start, sign-in, avatar, catalogue, …). No argument runs them all.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = new URL('bench/', import.meta.url);
// shared modules of the suites, not suites themselves (the old search SQL is kept as baseline-*)
const isHelper = (name) =>
  name.startsWith('bench-') || name.startsWith('baseline-') || name === 'http-load' || name.endsWith('-data');
const suites = readdirSync(dir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3))
  .filter((name) => !isHelper(name))
  .sort();
const chosen = process.argv.slice(2);
for (const name of chosen.length ? chosen : suites) {
  if (!suites.includes(name)) {
    console.error(`unknown bench "${name}"; choose one of: ${suites.join(', ')}`);
    process.exit(2);
  }
  const result = spawnSync('npx', ['tsx', new URL(`${name}.ts`, dir).pathname], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
