// The API sandbox: runs a GraphQL operation with graphql's `execute` over the site's schema against the simulated
// organisation, in memory. Nothing leaves the reader's browser. The page loads this module on the first Run only.
import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationTypeNode,
} from 'graphql';
import { deployStaged, pendingControls, type DeployReport } from './controls';
import { mutations } from './mutations';
import { createOrganisation, type Organisation } from './organisation';
import { queries } from './queries';

export type { DeployedControl, DeployedEntry, DeployReport, ReachedAccount } from './controls';

/** `operation`: what ran, when the text named one operation that could run ('query' reads, 'mutation' may stage). */
export type RunResult = { ok: true; result: ExecutionResult; operation?: `${OperationTypeNode}` } | { ok: false; message: string };

export interface Sandbox {
  /** Runs an operation; `variables` is the JSON text the reader typed (empty for none). */
  run(source: string, variables?: string): Promise<RunResult>;
  /**
   * Deploys every staged change, as submitting the changes and deploying the template would; says what it deployed
   * (the Pending Changes entries, the region and third-party changes with them, the accounts reached).
   */
  deploy(): DeployReport;
  /**
   * How many changes wait to be deployed: the entries of the Pending Changes page, and the region and third-party
   * controls staged as "(pending)", which that page does not list (none: there is nothing to deploy).
   */
  staged(): number;
  /** Restores the organisation as it was at the start. */
  reset(): void;
  organisation(): Organisation;
}

function parseVariables(text: string | undefined): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (!text || text.trim() === '') return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
    return { ok: false, message: 'The variables must be a JSON object, such as { "scope": "aws/o-a1b2c3d4e5" }.' };
  } catch (error) {
    return { ok: false, message: `The variables are not valid JSON: ${(error as Error).message}` };
  }
}

/** `clock`: the reader's clock (ms since the epoch), read when the organisation is made and at each Run. */
export function createSandbox(schema: GraphQLSchema, clock: () => number = Date.now): Sandbox {
  let org = createOrganisation(clock());
  return {
    async run(source, variablesText) {
      const variables = parseVariables(variablesText);
      if (!variables.ok) return variables;
      let document: DocumentNode;
      try {
        document = parse(source);
      } catch (error) {
        return { ok: true, result: { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] } };
      }
      const errors = validate(schema, document);
      if (errors.length) return { ok: true, result: { errors } };
      // Time moves on as the reader's does: a token made now expires `expiresIn` seconds from now.
      org.now = Math.max(org.now, clock());
      const rootValue = { ...queries(org), ...mutations(org) };
      const result = await execute({ schema, document, rootValue, variableValues: variables.value });
      return { ok: true, result, operation: getOperationAST(document)?.operation };
    },
    deploy: () => deployStaged(org),
    staged: () => org.changes.context.pending.length + pendingControls(org).length,
    reset() {
      org = createOrganisation(clock());
    },
    organisation: () => org,
  };
}

/** The result as the reader sees it: the GraphQL response as indented JSON. */
export function formatResult(result: ExecutionResult): string {
  return JSON.stringify(result, null, 2);
}
