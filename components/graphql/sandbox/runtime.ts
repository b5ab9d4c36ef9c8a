// Loaded on the first Run only. Fetches the site's schema file once, builds one sandbox for the visit (the simulated
// organization keeps its changes across the page's samples until Reset or another page loads), and opens a panel under the sample whose Run
// was pressed. The query and variables come from the sample's own code blocks on the page.
import { buildSchema } from 'graphql';
import { SANDBOX_SAMPLE_ATTRIBUTE } from '@/lib/graphql/sandboxDom';
import { SANDBOX_SCHEMA_PATH, type SandboxSchemaFile } from '@/lib/graphql/sandboxSchema';
import { createSandbox, type Sandbox } from '@/lib/sandbox';
import { withBasePath } from '@/lib/basePath';
import { openPanel } from './panel';

let sandbox: Promise<Sandbox> | undefined;

function loadSandbox(): Promise<Sandbox> {
  sandbox ??= fetch(withBasePath(SANDBOX_SCHEMA_PATH))
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<SandboxSchemaFile>;
    })
    .then((file) => createSandbox(buildSchema(file.sdl)))
    .catch((error: unknown) => {
      sandbox = undefined;
      throw error;
    });
  return sandbox;
}

/** The run function of each sample whose panel is open, so its Run button runs the panel's current text. */
const openPanels = new WeakMap<Element, () => Promise<void>>();

export async function runSample(button: HTMLButtonElement): Promise<void> {
  const sample = button.closest(`[${SANDBOX_SAMPLE_ATTRIBUTE}]`);
  if (!sample) return;
  let run = openPanels.get(sample);
  if (!run) {
    // biome-ignore lint/performance/useDomNodeTextContent: the sample as the reader sees it, one line per rendered line
    const [query = '', variables = ''] = [...sample.querySelectorAll('pre')].map((pre) => pre.innerText.replace(/\n$/, ''));
    const label = button.querySelector('.visually-hidden')?.textContent?.trim() || 'sample in the sandbox';
    run = openPanel(sample, { load: loadSandbox, query, variables, label });
    openPanels.set(sample, run);
  }
  await run();
}
