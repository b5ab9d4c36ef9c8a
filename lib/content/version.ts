// The content store's version, as a module every page imports through lib/content. The dev loop (scripts/content)
// rewrites it after each save, and the dev server, seeing a module of the page change, refreshes the open tab: the
// writer's edit shows by itself. In a build it is the store's key.
import stored from '../../.content/version.json' with { type: 'json' };

export const STORE_VERSION: string = stored.version;
