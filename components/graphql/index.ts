import { GraphQLOperations } from './GraphQLOperations';

export const graphqlComponents = { GraphQLOperations };
export { GraphQLOperations };
