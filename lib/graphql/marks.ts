// Reads the `@inferred(reason: "…")` marks of the schema. A mark says that a name or shape is reconstructed and may
// differ in the live API; the reference and the samples show it wherever the name appears. A schema without the
// directive (such as the API's own schema, or any introspection result) simply has no marks.
import {
  getDirectiveValues,
  getNamedType,
  isSpecifiedScalarType,
  type GraphQLArgument,
  type GraphQLEnumValue,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';

const INFERRED_DIRECTIVE = 'inferred';

type Marked = GraphQLSchema | GraphQLNamedType | GraphQLField<unknown, unknown> | GraphQLArgument | GraphQLInputField | GraphQLEnumValue;

/** The reason of an element's mark, or undefined when the element is not marked. */
export function inferredReason(schema: GraphQLSchema, element: Marked | null | undefined): string | undefined {
  const directive = schema.getDirective(INFERRED_DIRECTIVE);
  const node = element?.astNode;
  if (!directive || !node) return undefined;
  const values = getDirectiveValues(directive, node as Parameters<typeof getDirectiveValues>[1]);
  return typeof values?.reason === 'string' ? values.reason : undefined;
}

/** The mark of the named type behind a type reference (`[CloudService!]` -> CloudService); built-in scalars have none. */
export function typeReason(schema: GraphQLSchema, type: GraphQLType): string | undefined {
  const named = getNamedType(type);
  return isSpecifiedScalarType(named) ? undefined : inferredReason(schema, named);
}

/** Whether a mark is about the element's name itself (not about its meaning, type or result). */
export function marksTheName(reason: string): boolean {
  return /^(type name|enum spelling|field name|argument name|filter shape|nesting)/.test(reason);
}

/** Whether an enum lists only the values known to be used (`@valuesSeen`), so others may exist. */
export function valuesSeenOnly(schema: GraphQLSchema, type: GraphQLNamedType): boolean {
  return !!type.astNode?.directives?.some((d) => d.name.value === 'valuesSeen') && !!schema.getDirective('valuesSeen');
}
