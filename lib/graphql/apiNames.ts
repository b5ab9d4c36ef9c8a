// Looks up a name that page prose mentions (<ApiName>lock</ApiName>): a type, a field, an argument, an input field
// or an enum value. The prose then shows the same "inferred" mark the reference shows, and a name the schema does
// not have fails the build, so swapping in the real schema re-checks the prose too.
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { inferredReason, marksTheName } from './marks';

export interface NameLookup {
  found: boolean;
  /** The mark's reason when every element of that name is marked; a name the schema also gives plainly is unmarked. */
  inferred?: string;
}

/** Every element called `name`, optionally only inside the type `of`, with its mark (undefined when unmarked). */
function marksOf(schema: GraphQLSchema, name: string, of?: string): (string | undefined)[] {
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && (of === undefined || t.name === of));
  return types.flatMap((type) => {
    const found: (string | undefined)[] = type.name === name && of === undefined ? [inferredReason(schema, type)] : [];
    if (isObjectType(type) || isInterfaceType(type)) {
      // An operation's own mark is about its result, never its name: the product states every operation name.
      const operations = type === schema.getQueryType() || type === schema.getMutationType();
      for (const field of Object.values(type.getFields())) {
        if (field.name === name) found.push(operations ? undefined : inferredReason(schema, field));
        for (const arg of field.args) if (arg.name === name) found.push(inferredReason(schema, arg));
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (field.name === name) found.push(inferredReason(schema, field));
    } else if (isEnumType(type)) {
      const value = type.getValue(name);
      if (value) found.push(inferredReason(schema, value));
    }
    return found;
  });
}

export function lookupApiName(schema: GraphQLSchema, name: string, of?: string): NameLookup {
  const marks = marksOf(schema, name, of);
  if (marks.length === 0) return { found: false };
  return marks.every((m) => m !== undefined) ? { found: true, inferred: marks[0] } : { found: true };
}

/** Names whose own spelling is marked wherever the schema has them: prose must not show these without their mark. */
export function alwaysInferredNames(schema: GraphQLSchema): Map<string, string> {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    names.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        names.add(field.name);
        for (const arg of field.args) names.add(arg.name);
      }
    } else if (isInputObjectType(type)) for (const n of Object.keys(type.getFields())) names.add(n);
    else if (isEnumType(type)) for (const v of type.getValues()) names.add(v.name);
  }
  const out = new Map<string, string>();
  for (const name of names) {
    const lookup = lookupApiName(schema, name);
    if (lookup.inferred && marksOf(schema, name).every((reason) => reason !== undefined && marksTheName(reason))) out.set(name, lookup.inferred);
  }
  return out;
}
