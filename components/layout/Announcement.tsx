import type { Announcement as AnnouncementSetting } from '@/lib/site';
import SiteLink from '@/components/shared/SiteLink';

const STORAGE_KEY = 'announcement-dismissed';

// Inline, before the banner's markup, so a banner the reader closed never paints (no layout shift at load): it
// marks <html> with the state (app/page-furniture.css hides a dismissed banner, and shows the close button only
// where this script runs). Its delegated listeners close the banner, remember the announcement's id in localStorage
// and put focus on the page's content, all before and without any bundle (blocked storage: the banner closes for
// this page view only). The banner's height is kept in --announcement-h, so the phone's search panel, which fills
// the window under the navbar, leaves room for it.
const script = (id: string) =>
  `(function(){var k=${JSON.stringify(STORAGE_KEY)},id=${JSON.stringify(id)},h=document.documentElement,s='shown';try{if(localStorage.getItem(k)===id)s='dismissed';}catch(_){}h.dataset.announcement=s;` +
  `document.addEventListener('click',function(e){var t=e.target;if(!t||!t.closest||!t.closest('[data-announcement-dismiss]'))return;h.dataset.announcement='dismissed';size();try{localStorage.setItem(k,id);}catch(_){}var m=document.getElementById('main');if(m)m.focus({preventScroll:true});});` +
  `function size(){var b=document.querySelector('.announcement');h.style.setProperty('--announcement-h',(h.dataset.announcement==='shown'&&b?Math.ceil(b.getBoundingClientRect().height):0)+'px');}document.addEventListener('DOMContentLoaded',size);addEventListener('resize',size);})();`;

/** The announcement set in lib/site.ts, above the navbar on every page; nothing when none is set. */
export default function Announcement({ announcement }: { announcement: AnnouncementSetting | undefined }) {
  if (!announcement) return null;
  const { id, text, link } = announcement;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: script(id) }} />
      <div className="announcement" role="region" aria-label="Announcement" data-testid="announcement" data-id={id}>
        <p>
          {text}
          {link ? (
            <>
              {' '}
              {link.href.startsWith('/') ? <SiteLink href={link.href}>{link.label}</SiteLink> : <a href={link.href}>{link.label}</a>}
            </>
          ) : null}
        </p>
        <button type="button" className="announcement-dismiss" data-announcement-dismiss="" aria-label="Dismiss this announcement">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
          </svg>
        </button>
      </div>
    </>
  );
}
