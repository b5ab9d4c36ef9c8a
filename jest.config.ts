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
  // Browser tests drive a real Chromium; the unit tests finish far inside this anyway.
  testTimeout: 60000,
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
      testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/browser/global-setup.mjs',
      globalTeardown: '<rootDir>/tests/browser/global-teardown.mjs',
    },
  ],
};

export default config;
