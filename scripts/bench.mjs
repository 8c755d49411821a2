// `npm run bench [size|start|sign-in|avatar|catalogue]`: measures the budgets the issues name. No argument runs all.
import { spawnSync } from 'node:child_process';

const suites = {
  size: 'bench/size.ts',
  start: 'bench/start.ts',
  'sign-in': 'bench/sign-in.ts',
  avatar: 'bench/avatar.ts',
  catalogue: 'bench/catalogue.ts',
};
const chosen = process.argv.slice(2);
for (const name of chosen.length ? chosen : Object.keys(suites)) {
  const file = suites[name];
  if (!file) {
    console.error(`unknown bench "${name}"; choose one of: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
  const result = spawnSync('npx', ['tsx', new URL(file, import.meta.url).pathname], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
