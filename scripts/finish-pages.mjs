// A postbuild worker thread: turns its share of the exported pages into their final form (static regions out of the
// inline payload, then the Content-Security-Policy meta tag, last, so it hashes the final scripts). Plain JavaScript
// with no TypeScript imports: worker threads do not inherit the loader postbuild runs under.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { withCspMeta } from './csp.mjs';
import { dehydratePage } from './flight.mjs';

const { files, out, dehydrate } = workerData;
const totals = [0, 0];
for (const file of files) {
  const html = fs.readFileSync(file, 'utf8');
  const dehydrated = dehydrate ? dehydratePage(html, path.relative(out, file)).html : html;
  totals[0] += html.length;
  totals[1] += dehydrated.length;
  fs.writeFileSync(file, withCspMeta(dehydrated));
}
parentPort.postMessage(totals);
