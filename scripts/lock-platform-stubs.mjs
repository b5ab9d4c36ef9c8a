// The package registry this project installs from serves only Linux builds of packages that ship per-platform
// binaries (@next/swc-*, @unrs/resolver-binding-*, ...), so npm leaves the other platforms' optional packages out
// of package-lock.json, and `npm ci` then refuses the lock as out of sync. This records each missing optional
// package as an optional entry with its version, so `npm ci` accepts the lock and skips them on Linux.
// Run after any `npm install` that changes the lock: `node scripts/lock-platform-stubs.mjs`.
import fs from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = { version: String(range).replace(/^[\^~=]/, ''), optional: true };
    added += 1;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: ${added} optional platform packages recorded in ${file}`);
