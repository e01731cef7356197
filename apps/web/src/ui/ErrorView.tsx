import type { ReactNode } from 'react';

/** Centered message with actions: used by error, not-found and empty states. */
export function ErrorView({
  title,
  text,
  actions,
  role = 'alert',
}: {
  title: string;
  text?: string;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div className="error-view" role={role}>
      <h1 className="error-title">{title}</h1>
      {text && <p>{text}</p>}
      {actions && <div className="error-actions">{actions}</div>}
    </div>
  );
}
