// Two projects: "unit" (lib/, no browser, no build) and "browser" (needs `next build` first; drives Debian Chromium).
// ESM mode because the unified/remark ecosystem ships ESM only.
const tsJest = ['ts-jest', { useESM: true, tsconfig: { jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', isolatedModules: true } }];
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testEnvironment: 'node',
};
export default {
  // Browser tests drive a real Chromium; the unit tests finish far inside this anyway.
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/tests/browser/**/*.test.ts'], globalSetup: '<rootDir>/tests/browser/global-setup.mjs', globalTeardown: '<rootDir>/tests/browser/global-teardown.mjs' },
  ],
};
