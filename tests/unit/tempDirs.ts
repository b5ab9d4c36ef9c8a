// Folders in the system's temp folder for a test file's fixtures, each removed once the file's tests are done: a test
// file that imports this gets one afterAll hook of its own (jest loads modules afresh for each test file).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder named `<prefix>XXXXXX`, removed after the test file. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
