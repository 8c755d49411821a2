// Prints the slowest test files of one or more runs, from vitest's JSON reports
// (`--reporter=json --outputFile.json=…`): CI writes one per pass into .tmp/test-timings/.
//   node scripts/slowest-tests.mjs .tmp/test-timings/*.json [--top 15]
import { readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 15;

for (const report of args) {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  const files = testResults
    .map((file) => ({
      name: path.relative(process.cwd(), file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults.length,
      failed: file.assertionResults.filter((test) => test.status === 'failed').length,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  console.log(
    `\n${path.basename(report, '.json')}: ${files.length} files, ${tests} tests, ${total.toFixed(0)} s in files`,
  );
  for (const file of files.slice(0, top)) {
    const failed = file.failed ? `  (${file.failed} failed)` : '';
    console.log(`${file.seconds.toFixed(1).padStart(8)} s ${String(file.tests).padStart(4)}  ${file.name}${failed}`);
  }
}
