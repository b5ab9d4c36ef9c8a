// An API name in page prose (<ApiName>lock</ApiName>, or <ApiName of="FilterCondition">value</ApiName>): shown as
// code (wrapping between the words of a long name, in a table cell too), with the "inferred" mark when the schema marks every element of that name. The build fails when the schema
// has no such name (lib/graphql/remarkCheck), so prose cannot drift from the schema.
import type { ReactNode } from 'react';
import Breakable from '@/components/shared/Breakable';
import { lookupApiName } from '@/lib/graphql/apiNames';
import { loadApiSchema } from '@/lib/graphql/load';
import { InferredMark } from './InferredMark';

export function ApiName({ children, of }: { children?: ReactNode; of?: string }) {
  const name = (Array.isArray(children) ? children.join('') : String(children ?? '')).trim();
  const { inferred } = lookupApiName(loadApiSchema().schema, name, of);
  return (
    <>
      <code>
        <Breakable text={name} />
      </code>
      {inferred ? <InferredMark reason={inferred} /> : null}
    </>
  );
}
