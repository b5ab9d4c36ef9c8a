// Where `npm run dev` (scripts/dev.ts) tells the open tabs that the content store changed, below the base path
// (components/layout/DevRefresh.tsx listens there). Only the dev server answers it; the export has no such path.
export const DEV_EVENTS_PATH = '/_content/events';
