/** @jest-config-loader esbuild-register */
// Three projects:
// - "domain": the firewall model (tests/unit/domain), plain CommonJS, so `npx jest tests/unit/domain` runs with no
//   flags on a fresh clone (`npm run test:domain`);
// - "unit": the rest of lib/ (ESM mode, because the unified/remark ecosystem ships ESM only; run with
//   NODE_OPTIONS=--experimental-vm-modules, as `npm run test:unit` does), against the content store, which its global
//   setup brings up to date (the content step, instant when nothing changed);
// - "browser": the export in out/ (`npm run build` first) in Debian Chromium.
import type { Config } from 'jest';

const tsconfig = { jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', isolatedModules: true } as const;
const esm = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig }] },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testEnvironment: 'node',
} satisfies Config;

const config: Config = {
  // A unit test that needs more than 10 s is doing too much (property tests set their own run counts). A browser test
  // drives a real Chromium on a machine that may be busy, and waits for what it reads, never for a moment: its
  // project raises this to 60 s (tests/browser/timeout.ts; jest reads testTimeout from the whole run's config only).
  testTimeout: 10_000,
  projects: [
    {
      displayName: 'domain',
      testMatch: ['<rootDir>/tests/unit/domain/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { ...tsconfig, module: 'commonjs', moduleResolution: 'node' } }] },
      moduleNameMapper: esm.moduleNameMapper,
      testEnvironment: 'node',
    },
    {
      ...esm,
      displayName: 'unit',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      testPathIgnorePatterns: ['<rootDir>/tests/unit/domain/'],
      globalSetup: '<rootDir>/tests/unit/global-setup.mjs',
    },
    {
      ...esm,
      displayName: 'browser',
      setupFilesAfterEnv: ['<rootDir>/tests/browser/timeout.ts'],
      testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
      // Node's, and on a failure a screenshot and the console of the test's pages kept beside the log (test-results/).
      testEnvironment: '<rootDir>/tests/browser/environment.mjs',
      globalSetup: '<rootDir>/tests/browser/global-setup.mjs',
      globalTeardown: '<rootDir>/tests/browser/global-teardown.mjs',
    },
  ],
};

export default config;
