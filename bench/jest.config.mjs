// `npm run bench:search`: the search benchmark runs through ts-jest (ESM) like the unit tests, because it imports the
// TypeScript of lib/search and lib/mdx directly. It prints figures and asserts nothing about time.
const tsJest = ['ts-jest', { useESM: true, tsconfig: { module: 'esnext', moduleResolution: 'bundler', isolatedModules: true } }];

export default {
  rootDir: '..',
  testMatch: ['<rootDir>/bench/**/*.bench.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': tsJest },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testEnvironment: 'node',
  // The benchmark reads the site's records from the content store, as the unit tests do.
  globalSetup: '<rootDir>/tests/unit/global-setup.mjs',
  testTimeout: 30 * 60 * 1000,
};
