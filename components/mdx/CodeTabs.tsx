import { Children, isValidElement, useId, type ReactNode } from 'react';
import { codeTabLabels } from '@/lib/mdx/components/codeTabs';
import InlineScript from '@/components/shared/InlineScript';
import { CODE_TAB_KEY, followCodeTabs, showCodeTab } from '@/lib/browser/codeTabs';

/** `<CodeTabs labels="curl, TypeScript">` around one code block per label: a tab list, one panel per language. */
export default function CodeTabs({ labels, children }: { labels: string; children?: ReactNode }) {
  const names = codeTabLabels(labels);
  const panels = Children.toArray(children).filter(isValidElement);
  const id = useId();
  return (
    <>
      <div className="code-tabs" data-code-tabs="">
        <div role="tablist" aria-label="Language of the samples" className="code-tabs-list">
          {names.map((name, i) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}tab${i}`}
              aria-controls={`${id}panel${i}`}
              aria-selected={i === 0}
              tabIndex={i === 0 ? 0 : -1}
              data-tab={name}
            >
              {name}
            </button>
          ))}
        </div>
        {panels.map((panel, i) => (
          <div key={names[i]} role="tabpanel" id={`${id}panel${i}`} aria-labelledby={`${id}tab${i}`} data-tab={names[i]} hidden={i !== 0}>
            {panel}
          </div>
        ))}
      </div>
      {/* Right after the tabs, before they paint: the language the reader chose on an earlier page (or another tab). */}
      <InlineScript fn={followCodeTabs} args={[showCodeTab, CODE_TAB_KEY]} />
    </>
  );
}
