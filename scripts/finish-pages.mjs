// A postbuild worker thread: turns its share of the exported pages into their final form (static regions out of the
// inline payload, then the Content-Security-Policy meta tag, last, so it hashes the final scripts). Worker threads do
// not inherit the TypeScript loader postbuild runs under, so the rewrite (scripts/flight.ts) loads through tsx's API.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { withCspMeta } from './csp.mjs';

const { pageWithoutStaticRegions } = await tsImport('./flight.ts', import.meta.url);
const { files, out, wholePayload } = workerData;
const totals = [0, 0];
for (const file of files) {
  const html = fs.readFileSync(file, 'utf8');
  const rewritten = wholePayload ? html : pageWithoutStaticRegions(html, path.relative(out, file)).html;
  totals[0] += html.length;
  totals[1] += rewritten.length;
  fs.writeFileSync(file, withCspMeta(rewritten));
}
parentPort.postMessage(totals);
