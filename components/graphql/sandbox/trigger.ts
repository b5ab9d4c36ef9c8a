// The only sandbox code on a page before the first Run: the site's delegated click listener asks this module whether
// a click was on a sample's Run button, and if so loads the sandbox (graphql, the simulated organization and the
// panel) with one dynamic import. A chunk that fails to load is reported by the page's load-failure banner.
import { SANDBOX_RUN_ATTRIBUTE } from '@/lib/graphql/sandboxDom';

export function sandboxRunButton(target: EventTarget | null): HTMLButtonElement | null {
  return ((target as Element | null)?.closest?.(`[${SANDBOX_RUN_ATTRIBUTE}]`) as HTMLButtonElement | null) ?? null;
}

export function startSandbox(button: HTMLButtonElement): void {
  import('./runtime').then(
    ({ runSample }) => runSample(button),
    () => undefined,
  );
}
