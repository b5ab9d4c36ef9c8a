// The step's whole-site code as one entry of the worker bundle (pool.ts): the step's own thread loads it from there,
// so under `npm run dev` an edit to the assembly (the sidebar, search records, the Markdown copies) is picked up when
// the bundle is rebuilt, as the pool's threads pick up an edit to the parse, without a restart.
export { assembleSite } from './site';
export { siteSocialCards, storeFiles } from './write';
