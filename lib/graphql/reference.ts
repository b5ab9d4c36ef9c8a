// Turns the API schema into the operation reference the developer pages render. Pure: takes the SDL as a string or a
// built schema, so tests and the page share one code path and the reference cannot drift from the schema the
// samples are checked against. Every row carries the `@inferred` marks of what it shows (see marks.ts).
import {
  astFromValue,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isObjectType,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { inferredReason, typeReason, valuesSeenOnly } from './marks';

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
  /** Why the field's own name or shape is marked inferred. */
  inferred?: string;
  /** Why the name of the field's type is marked inferred. */
  typeInferred?: string;
  /** Enum values whose spelling is marked inferred, with the reason. */
  enumValueMarks?: Record<string, string>;
  /** The enum lists the values known to be used, not all there are (`@valuesSeen`). */
  enumValuesSeen?: boolean;
}

export interface ArgDoc extends Omit<FieldDoc, 'path'> {
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
  /** Why the name of the return type is marked inferred. */
  returnTypeInferred?: string;
  /** Why the operation's result (its shape or fields) is marked inferred. */
  resultInferred?: string;
  /** Fields of the returned object type, flattened with dotted paths; empty when the result is a scalar. */
  returnFields: FieldDoc[];
}

export function buildApiSchema(sdl: string): GraphQLSchema {
  return buildSchema(sdl);
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Leaves out the keys whose value is undefined, so docs compare and serialise cleanly. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function enumDetails(schema: GraphQLSchema, type: GraphQLNamedType): Pick<FieldDoc, 'enumValues' | 'enumValueMarks' | 'enumValuesSeen'> {
  if (!isEnumType(type)) return {};
  const marks = Object.fromEntries(
    type.getValues().flatMap((v) => {
      const reason = inferredReason(schema, v);
      return reason ? [[v.name, reason]] : [];
    }),
  );
  return {
    enumValues: type.getValues().map((v) => v.name),
    enumValueMarks: Object.keys(marks).length ? marks : undefined,
    enumValuesSeen: valuesSeenOnly(schema, type) || undefined,
  };
}

function defaultOf(field: GraphQLArgument | GraphQLInputField): string | undefined {
  if (field.defaultValue === undefined) return undefined;
  const ast = astFromValue(field.defaultValue, field.type);
  return ast ? print(ast) : undefined;
}

type Element = GraphQLField<unknown, unknown> | GraphQLArgument | GraphQLInputField;

function row(schema: GraphQLSchema, element: Element, path: string, withDefault: boolean): FieldDoc {
  return defined({
    path,
    name: element.name,
    type: String(element.type),
    description: clean(element.description),
    defaultValue: withDefault ? defaultOf(element as GraphQLArgument) : undefined,
    ...enumDetails(schema, getNamedType(element.type)),
    inferred: inferredReason(schema, element),
    typeInferred: typeReason(schema, element.type),
  });
}

// `seen` stops recursion through self-referencing types; each branch gets its own copy so siblings still expand.
function nestedFields(schema: GraphQLSchema, type: GraphQLNamedType, prefix: string, seen: ReadonlySet<string>): FieldDoc[] {
  if (!(isInputObjectType(type) || isObjectType(type)) || seen.has(type.name)) return [];
  const next = new Set(seen).add(type.name);
  const input = isInputObjectType(type);
  return Object.values(type.getFields()).flatMap((field: Element) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    return [row(schema, field, path, input), ...nestedFields(schema, getNamedType(field.type), path, next)];
  });
}

function describeArg(schema: GraphQLSchema, arg: GraphQLArgument): ArgDoc {
  const { path: _path, ...doc } = row(schema, arg, arg.name, true);
  const named = getNamedType(arg.type);
  return { ...doc, fields: isInputObjectType(named) ? nestedFields(schema, named, arg.name, new Set()) : [] };
}

/** Every operation of one kind (or both), in the order the schema declares them. */
export function listOperations(source: string | GraphQLSchema, kind?: OperationKind): OperationDoc[] {
  const schema = typeof source === 'string' ? buildApiSchema(source) : source;
  const roots: [OperationKind, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots
    .filter(([k, root]) => root && (kind === undefined || k === kind))
    .flatMap(([k, root]) =>
      Object.values(root!.getFields()).map((field) => {
        const named = getNamedType(field.type);
        return defined({
          kind: k,
          name: field.name,
          description: clean(field.description),
          args: field.args.map((arg) => describeArg(schema, arg)),
          returnType: String(field.type),
          returnTypeInferred: typeReason(schema, field.type),
          resultInferred: inferredReason(schema, field),
          returnFields: isObjectType(named) ? nestedFields(schema, named, '', new Set()) : [],
        });
      }),
    );
}

/** The schema's own mark: what is reconstructed throughout (scalar types, lists, required markers). */
export function schemaInferred(source: string | GraphQLSchema): string | undefined {
  const schema = typeof source === 'string' ? buildApiSchema(source) : source;
  return inferredReason(schema, schema);
}

/**
 * Stable HTML id of an operation's section, prefixed so it cannot collide with an MDX heading's slug. The rendered
 * reference and the content analysis (table of contents, anchor check, search) both take their ids from here.
 */
export function operationAnchor(op: Pick<OperationDoc, 'kind' | 'name'>): string {
  return `${op.kind}-${op.name.toLowerCase()}`;
}

/** The mark of an operation's "Returns" line: the return type's name and the result's shape, in one. */
export function returnsInferred(op: Pick<OperationDoc, 'returnTypeInferred' | 'resultInferred'>): string | undefined {
  return [op.returnTypeInferred, op.resultInferred].filter(Boolean).join('; ') || undefined;
}

/** The rows of an operation's arguments table: each argument, then the fields of its input object. */
export function argumentRows(op: OperationDoc): FieldDoc[] {
  return op.args.flatMap(({ fields, ...arg }) => [{ path: arg.name, ...arg }, ...fields]);
}
