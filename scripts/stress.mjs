// `npm run test:stress`: the whole suite (`npm test`) on a busy machine, as anyone can repeat it. Beside the suite run
// loops that each keep one core busy (two by default, at normal priority), and the load average is logged every 30 s.
// Nothing is retried and no timeout is raised: a test that passes only on a quiet machine fails here.
//
//   npm run test:stress                 one run beside two busy loops
//   npm run test:stress -- --runs=3     three runs in a row, stopping at the first failure
//   npm run test:stress -- --busy=4     four busy loops
//
// It prints each run's time, result and load average (least, mean, most), and keeps the same lines in
// test-results/stress.log; a failing browser test keeps its screenshot and console in test-results/ too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const option = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = option('runs', 1);
const busy = option('busy', 2);
const LOG = path.join('test-results', 'stress.log');
fs.mkdirSync(path.dirname(LOG), { recursive: true });

const say = (line) => {
  const stamped = `${new Date().toISOString().slice(0, 19).replace('T', ' ')} stress: ${line}`;
  console.log(stamped);
  fs.appendFileSync(LOG, `${stamped}\n`);
};

const loops = Array.from({ length: busy }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopLoops = () => {
  for (const loop of loops) loop.kill('SIGKILL');
};
process.once('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopLoops();
    process.exit(130);
  });

/** Runs `npm test` once; resolves with its exit code, seconds and the load averages sampled while it ran. */
function runSuite() {
  const loads = [os.loadavg()[0]];
  const sampler = setInterval(() => {
    loads.push(os.loadavg()[0]);
    say(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  }, 30_000);
  const started = performance.now();
  return new Promise((resolve) => {
    const suite = spawn('npm', ['test'], { stdio: 'inherit' });
    suite.once('exit', (code, signal) => {
      clearInterval(sampler);
      resolve({ code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000, loads });
    });
  });
}

say(`${runs} run${runs === 1 ? '' : 's'} of npm test beside ${busy} busy loop${busy === 1 ? '' : 's'} on ${os.availableParallelism()} cores`);
const results = [];
for (let run = 1; run <= runs; run += 1) {
  say(`run ${run}: npm test`);
  const result = await runSuite();
  results.push(result);
  const { loads } = result;
  const mean = loads.reduce((a, b) => a + b, 0) / loads.length;
  const minutes = `${Math.floor(result.seconds / 60)} min ${Math.round(result.seconds % 60)} s`;
  say(
    `run ${run}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${minutes}; load average least ${Math.min(...loads).toFixed(2)}, mean ${mean.toFixed(2)}, most ${Math.max(...loads).toFixed(2)}`,
  );
  if (result.code !== 0) break;
}
stopLoops();
const passed = results.filter((r) => r.code === 0).length;
say(`${passed} of ${runs} run${runs === 1 ? '' : 's'} passed${passed === runs ? '' : '; the failing test left its screenshot and console in test-results/'}`);
process.exitCode = passed === runs ? 0 : 1;
