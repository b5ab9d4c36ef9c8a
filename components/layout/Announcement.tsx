import type { Announcement as AnnouncementSetting } from '@/lib/site';
import InlineScript from '@/components/shared/InlineScript';
import SiteLink from '@/components/shared/SiteLink';
import { ANNOUNCEMENT_KEY, watchAnnouncement } from '@/lib/browser/announcement';

/** The announcement set in lib/site.ts, above the navbar on every page; nothing when none is set. */
export default function Announcement({ announcement }: { announcement: AnnouncementSetting | undefined }) {
  if (!announcement) return null;
  const { id, text, short, link } = announcement;
  return (
    <>
      {/* Before the banner: a closed one never paints (lib/browser/announcement.ts). */}
      <InlineScript fn={watchAnnouncement} args={[ANNOUNCEMENT_KEY, id]} />
      <div className="announcement" role="region" aria-label="Announcement" data-testid="announcement" data-id={id}>
        <p>
          {/* On a phone the short form, when there is one, stands in for the text (app/page-furniture.css). */}
          <span className="announcement-text">{text}</span>
          {short ? <span className="announcement-short">{short}</span> : null}
          {link ? <> {link.href.startsWith('/') ? <SiteLink href={link.href}>{link.label}</SiteLink> : <a href={link.href}>{link.label}</a>}</> : null}
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
