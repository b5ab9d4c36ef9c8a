// The pool's entry: worker threads do not inherit the TypeScript loader the content step runs under (tsx), so each
// loads the tasks (worker.ts) through tsx's API.
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./worker.ts', import.meta.url);
export default tasks.default;
export const layout = tasks.layout;
export const social = tasks.social;
