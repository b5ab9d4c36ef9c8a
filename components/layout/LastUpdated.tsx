import { formatLongDate } from '@/lib/content/lastUpdated';

/** "Last updated on 23 November 2026", from the page file's last commit; nothing when the build had no git history. */
export default function LastUpdated({ iso }: { iso?: string }) {
  if (!iso) return null;
  return (
    <p className="last-updated">
      Last updated on <time dateTime={iso}>{formatLongDate(iso)}</time>
    </p>
  );
}
