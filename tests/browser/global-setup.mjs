// Serves the static export (out/) on a free loopback port for the browser tests.
import fs from 'node:fs';
import { createStaticServer } from '../../scripts/static-server.mjs';

export default async function globalSetup() {
  if (!fs.existsSync('out/index.html')) throw new Error('out/ has no export: run `npm run build` before the browser tests.');
  const server = createStaticServer({ root: 'out' });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  globalThis.__BULWARK_SERVER__ = server;
  process.env.BULWARK_TEST_ORIGIN = `http://127.0.0.1:${server.address().port}`;
}
