// `npm run serve`: serves the static export in out/ at http://localhost:3000/cpf-public/ (PORT overrides the port).
import fs from 'node:fs';
import { createStaticServer } from './static-server.mjs';

if (!fs.existsSync('out/index.html')) {
  console.error('out/ has no export yet: run `npm run build` first (or `npm start` to build and serve).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
createStaticServer({ root: 'out', log: process.env.LOG === '1' }).listen(port, () => {
  console.log(`Bulwark docs: http://localhost:${port}/cpf-public/  (Ctrl+C to stop)`);
});
