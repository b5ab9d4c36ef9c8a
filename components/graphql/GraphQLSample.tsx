// Server component around each GraphQL sample of a page (added by lib/graphql/remarkSamples): the code blocks, the
// names the sample shows that the schema marks @inferred, and a Run button. The button is shown once JavaScript runs;
// the site's one delegated listener (components/layout/Enhancements) loads the sandbox on the first click and reads
// the sample's text from these code blocks, so no query text is repeated in props or payload.
import type { ReactNode } from 'react';
import { loadApiSchema } from '@/lib/graphql/load';
import { checkSample } from '@/lib/graphql/samples';
import { SANDBOX_RUN_ATTRIBUTE, SANDBOX_SAMPLE_ATTRIBUTE } from '@/lib/graphql/sandboxDom';
import { InferredMark } from './InferredMark';
import styles from './GraphQLSample.module.css';

export function GraphQLSample({ source, variables, children }: { source: string; variables?: string; children?: ReactNode }) {
  const check = checkSample(loadApiSchema().schema, source, variables);
  const label = check.name ?? check.rootFields.join(', ');
  return (
    <div className={styles.sample} {...{ [SANDBOX_SAMPLE_ATTRIBUTE]: '' }}>
      {children}
      <div className={styles.bar}>
        <button type="button" className={styles.run} {...{ [SANDBOX_RUN_ATTRIBUTE]: '' }}>
          Run<span className="visually-hidden"> {label} in the sandbox</span>
        </button>
        {check.inferred.length > 0 ? (
          <p className={styles.marks}>
            <InferredMark reason="names this reference reconstructs" />{' '}
            {check.inferred.map((use, i) => (
              <span key={`${use.name}-${use.reason}`}>
                {i > 0 ? ', ' : null}
                <code>{use.name}</code> ({use.reason})
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </div>
  );
}
