// The browser tests' environment: Node's, plus one thing. When a test fails (an assertion, an error or its timeout),
// it asks tests/browser/support.ts to keep what the reader of the log needs beside it: a screenshot of every page the
// test still has open and the console of every page it opened (test-results/). A failure is then read, not rerun.
import { TestEnvironment } from 'jest-environment-node';

/** The test's full name, as jest prints it: its describe blocks and its own name. */
function fullName(test) {
  const names = [];
  for (let block = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
  return names.join(' › ');
}

export default class BrowserTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
  }

  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const keep = this.global.__keepFailureEvidence;
    const test = event.test ?? event.hook?.parent;
    if (typeof keep === 'function') await keep(this.testPath, test ? fullName(test) : 'a hook', event.error);
  }
}
