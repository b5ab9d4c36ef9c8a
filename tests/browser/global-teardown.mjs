export default async function globalTeardown() {
  await new Promise((resolve) => globalThis.__BULWARK_SERVER__?.close(resolve) ?? resolve());
}
