// Checks one GraphQL sample of the docs against the schema: it parses, validates, holds one operation, and its
// ```json variables block coerces to the variables it declares. It also lists the marked (inferred) names the sample
// shows, so the page can mark them next to the sample. Pure; the build and the tests both call it.
import {
  getNamedType,
  getNullableType,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isListType,
  Kind,
  parse,
  print,
  TypeInfo,
  typeFromAST,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { inferredReason, typeReason } from './marks';

export interface InferredUse {
  /** The name as the sample shows it (a field, argument, type, enum value or JSON key). */
  name: string;
  reason: string;
}

export interface SampleCheck {
  /** The operation's name, if it has one. */
  name?: string;
  kind?: 'query' | 'mutation' | 'subscription';
  /** Top-level fields the operation selects (the API operations it calls). */
  rootFields: string[];
  /** What is wrong; empty when the sample is valid. */
  problems: string[];
  /** Marked names the sample shows, each once, in the order they appear. */
  inferred: InferredUse[];
}

function operationsOf(doc: DocumentNode): OperationDefinitionNode[] {
  return doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
}

class Uses {
  readonly list: InferredUse[] = [];
  add(name: string, reason: string | undefined) {
    if (reason && !this.list.some((u) => u.name === name && u.reason === reason)) this.list.push({ name, reason });
  }
}

/** Marked JSON keys and enum values of a variables value, walked along its input type. */
function walkValue(schema: GraphQLSchema, type: GraphQLInputType, value: unknown, uses: Uses): void {
  const inner = getNullableType(type);
  if (value === null || value === undefined) return;
  if (isListType(inner)) {
    for (const item of Array.isArray(value) ? value : [value]) walkValue(schema, inner.ofType, item, uses);
  } else if (isInputObjectType(inner) && typeof value === 'object') {
    const fields = inner.getFields();
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[key];
      if (!field) continue;
      uses.add(key, inferredReason(schema, field));
      walkValue(schema, field.type, child, uses);
    }
  } else if (isEnumType(inner) && typeof value === 'string') {
    uses.add(value, inferredReason(schema, inner.getValue(value)));
  }
}

function markedNames(schema: GraphQLSchema, doc: DocumentNode, variables: Record<string, unknown>): InferredUse[] {
  const uses = new Uses();
  const everywhere = inferredReason(schema, schema);
  const typeInfo = new TypeInfo(schema);
  visit(
    doc,
    visitWithTypeInfo(typeInfo, {
      VariableDefinition(node) {
        const type = typeFromAST(schema, node.type) as GraphQLInputType | undefined;
        if (!type) return;
        const reasons = [typeReason(schema, type), everywhere].filter(Boolean).join('; ');
        uses.add(print(node.type), reasons || undefined);
        walkValue(schema, type, variables[node.variable.name.value], uses);
      },
      // On a query or mutation the mark is about its result; elsewhere about the field itself.
      Field(node) {
        uses.add(node.name.value, inferredReason(schema, typeInfo.getFieldDef()));
      },
      Argument(node) {
        uses.add(node.name.value, inferredReason(schema, typeInfo.getArgument()));
      },
      ObjectField(node) {
        const parent = getNamedType(typeInfo.getParentInputType() ?? undefined);
        if (isInputObjectType(parent)) uses.add(node.name.value, inferredReason(schema, parent.getFields()[node.name.value]));
      },
      EnumValue(node) {
        uses.add(node.value, inferredReason(schema, typeInfo.getEnumValue()));
      },
    }),
  );
  return uses.list;
}

/** Checks a sample and its variables block (the JSON text, if the page gives one). Never throws. */
export function checkSample(schema: GraphQLSchema, source: string, variablesText?: string): SampleCheck {
  let doc: DocumentNode;
  try {
    doc = parse(source);
  } catch (error) {
    return { rootFields: [], problems: [`syntax error: ${(error as Error).message}`], inferred: [] };
  }
  const ops = operationsOf(doc);
  const op = ops[0];
  const check: SampleCheck = {
    name: op?.name?.value,
    kind: op?.operation,
    rootFields: op ? op.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])) : [],
    problems: validate(schema, doc).map((e) => e.message),
    inferred: [],
  };
  if (ops.length !== 1) check.problems.push(`holds ${ops.length} operations; a sample holds exactly one`);
  if (check.problems.length > 0 || !op) return check;

  let variables: Record<string, unknown> = {};
  const declared = op.variableDefinitions ?? [];
  if (variablesText !== undefined) {
    try {
      const parsed: unknown = JSON.parse(variablesText);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('it is not a JSON object');
      variables = parsed as Record<string, unknown>;
    } catch (error) {
      check.problems.push(`its variables block is not a JSON object: ${(error as Error).message}`);
      return check;
    }
    const unknown = Object.keys(variables).filter((key) => !declared.some((d) => d.variable.name.value === key));
    if (unknown.length) check.problems.push(`its variables block has undeclared keys: ${unknown.join(', ')}`);
  } else if (declared.some((d) => d.type.kind === Kind.NON_NULL_TYPE && !d.defaultValue)) {
    check.problems.push('declares required variables but no ```json block with their values follows it');
    return check;
  }
  const coerced = getVariableValues(schema, declared, variables);
  if (coerced.errors) check.problems.push(...coerced.errors.map((e) => `variables do not fit: ${e.message}`));
  check.inferred = markedNames(schema, doc, variables);
  return check;
}
