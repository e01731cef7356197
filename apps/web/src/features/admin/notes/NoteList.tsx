import { useI18nContext } from '@wholesale/i18n';
import { formatAdminTime } from '../format';
import type { StaffNote } from '../queries';
import { newestFirst } from './model';

/** Notes, newest first: each one's text, then who wrote it and when (Los Angeles time). */
export function NoteList({ notes, label }: { notes: readonly StaffNote[]; label?: string }) {
  const { LL, locale } = useI18nContext();
  const N = LL.admin.notes;
  const zone = LL.common.pacificZone();
  return (
    <ol className="notes-list" aria-label={label}>
      {newestFirst(notes).map((n) => {
        const when = formatAdminTime(n.written_at, locale, zone);
        return (
          <li key={n.id} className="notes-item">
            <p className="admin-note notes-body">{n.body}</p>
            <p className="notes-meta muted">
              <span className="notes-author">{n.written_by ?? N.unknownAuthor()}</span>
              {when && (
                <>
                  {' · '}
                  <time dateTime={when.dateTime}>{when.text}</time>
                </>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
