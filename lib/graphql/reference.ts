// Turns the API's SDL into the operation reference the developer pages render. Pure: takes the SDL as a string, so
// tests and the page share one code path and the reference cannot drift from the schema the examples validate against.
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { astFromValue, print } from 'graphql';

export type OperationKind = 'query' | 'mutation';

/** One row of a field table; `path` is dotted for nested fields (`input.auth.basicAuth.username`). */
export interface FieldDoc {
  path: string;
  name: string;
  type: string;
  description: string;
  defaultValue?: string;
  /** The allowed values when the field's named type is an enum. */
  enumValues?: string[];
}

export interface ArgDoc {
  name: string;
  type: string;
  description: string;
  defaultValue?: string;
  /** The allowed values when the argument's named type is an enum. */
  enumValues?: string[];
  /** Fields of an input-object argument, flattened with dotted paths; empty for scalars and enums. */
  fields: FieldDoc[];
}

export interface OperationDoc {
  kind: OperationKind;
  name: string;
  description: string;
  args: ArgDoc[];
  /** The declared return type as written in the SDL, e.g. `[CloudService!]`. */
  returnType: string;
  /** Fields of the returned object type, flattened with dotted paths; empty when the result is a scalar. */
  returnFields: FieldDoc[];
}

export function buildApiSchema(sdl: string): GraphQLSchema {
  return buildSchema(sdl);
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function enumValuesOf(type: GraphQLNamedType): string[] | undefined {
  return isEnumType(type) ? type.getValues().map((v) => v.name) : undefined;
}

function defaultOf(field: GraphQLArgument | GraphQLInputField): string | undefined {
  if (field.defaultValue === undefined) return undefined;
  const ast = astFromValue(field.defaultValue, field.type);
  return ast ? print(ast) : undefined;
}

// `seen` stops recursion through self-referencing types; each branch gets its own copy so siblings still expand.
function inputFields(type: GraphQLNamedType, prefix: string, seen: ReadonlySet<string>): FieldDoc[] {
  if (!isInputObjectType(type) || seen.has(type.name)) return [];
  const next = new Set(seen).add(type.name);
  return Object.values(type.getFields()).flatMap((field) => {
    const path = `${prefix}.${field.name}`;
    const row: FieldDoc = {
      path,
      name: field.name,
      type: String(field.type),
      description: clean(field.description),
      defaultValue: defaultOf(field),
      enumValues: enumValuesOf(getNamedType(field.type)),
    };
    return [row, ...inputFields(getNamedType(field.type), path, next)];
  });
}

function outputFields(type: GraphQLNamedType, prefix: string, seen: ReadonlySet<string>): FieldDoc[] {
  if (!isObjectType(type) || seen.has(type.name)) return [];
  const next = new Set(seen).add(type.name);
  return Object.values(type.getFields()).flatMap((field: GraphQLField<unknown, unknown>) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const row: FieldDoc = {
      path,
      name: field.name,
      type: String(field.type),
      description: clean(field.description),
      enumValues: enumValuesOf(getNamedType(field.type)),
    };
    return [row, ...outputFields(getNamedType(field.type), path, next)];
  });
}

function describeArg(arg: GraphQLArgument): ArgDoc {
  return {
    name: arg.name,
    type: String(arg.type),
    description: clean(arg.description),
    defaultValue: defaultOf(arg),
    enumValues: enumValuesOf(getNamedType(arg.type)),
    fields: inputFields(getNamedType(arg.type), arg.name, new Set()),
  };
}

/** Every operation of one kind (or both), in the order the SDL declares them. */
export function listOperations(sdl: string, kind?: OperationKind): OperationDoc[] {
  const schema = buildApiSchema(sdl);
  const roots: [OperationKind, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots
    .filter(([k, root]) => root && (kind === undefined || k === kind))
    .flatMap(([k, root]) =>
      Object.values(root!.getFields()).map((field) => ({
        kind: k,
        name: field.name,
        description: clean(field.description),
        args: field.args.map(describeArg),
        returnType: String(field.type),
        returnFields: outputFields(getNamedType(field.type), '', new Set()),
      })),
    );
}

/** Stable HTML id for an operation's section, prefixed so it cannot collide with an MDX heading's slug. */
export function operationAnchor(op: Pick<OperationDoc, 'kind' | 'name'>): string {
  return `${op.kind}-${op.name.toLowerCase()}`;
}

/** An operation's arguments as table rows: each argument, followed by the nested fields of its input type. */
export function argumentRows(op: Pick<OperationDoc, 'args'>): FieldDoc[] {
  return op.args.flatMap(({ fields, ...arg }) => [{ path: arg.name, ...arg }, ...fields]);
}
