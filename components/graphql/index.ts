import { ApiName } from './ApiName';
import { GraphQLOperations } from './GraphQLOperations';
import { GraphQLSample } from './GraphQLSample';

/** The MDX components of the API docs. GraphQLSample is not written by authors: remarkGraphQLSamples adds it. */
export const graphqlComponents = { GraphQLOperations, ApiName, GraphQLSample };
export { ApiName, GraphQLOperations, GraphQLSample };
