import { Children, isValidElement, useId, type ReactNode } from 'react';
import { codeTabLabels } from '@/lib/mdx/components/codeTabs';
import { CODE_TAB_KEY } from '@/lib/browser/codeTabs';

// Runs inline right after the tabs, before they are painted: shows the language the reader chose on an earlier page
// (localStorage "code-tab"), so the tabs never flip once the page's scripts arrive. Blocked storage keeps the first.
const restore = `(function(){try{var c=localStorage.getItem(${JSON.stringify(CODE_TAB_KEY)});var t=document.currentScript.previousElementSibling;if(!c||!t)return;var m=t.querySelector('[role=tab][data-tab="'+c.replace(/"/g,'')+'"]');if(!m)return;t.querySelectorAll('[role=tab]').forEach(function(b){var on=b===m;b.setAttribute('aria-selected',String(on));b.tabIndex=on?0:-1;});t.querySelectorAll('[role=tabpanel]').forEach(function(p){p.hidden=p.getAttribute('data-tab')!==c;});}catch(_){}})();`;

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
            <button key={name} type="button" role="tab" id={`${id}tab${i}`} aria-controls={`${id}panel${i}`} aria-selected={i === 0} tabIndex={i === 0 ? 0 : -1} data-tab={name}>
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
      <script dangerouslySetInnerHTML={{ __html: restore }} />
    </>
  );
}
