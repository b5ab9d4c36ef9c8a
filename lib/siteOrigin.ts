import { site } from './site';

/**
 * The origin the build publishes to: SITE_URL when set, else the configured one. Build-time only; client code must
 * not read process.env (it would pull a process polyfill into every page's JavaScript).
 */
export function siteOrigin(): string {
  return process.env.SITE_URL || site.url;
}
