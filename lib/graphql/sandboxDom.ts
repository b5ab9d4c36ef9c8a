// The data attributes that tie a rendered GraphQL sample to the sandbox: the server marks the sample and its Run
// button, and the browser finds the sample's code blocks through them.
export const SANDBOX_SAMPLE_ATTRIBUTE = 'data-graphql-sample';
export const SANDBOX_RUN_ATTRIBUTE = 'data-sandbox-run';
