import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useRef } from 'react';
import { readFailure } from '../../lib/failure';
import { Link, useSearchParams } from '../../lib/router';
import { refusalText } from '../../lib/serverErrorText';
import { trpc } from '../../lib/trpc';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { ErrorView } from '../../ui/ErrorView';
import { PageShell } from '../../ui/PageShell';
import { PageSkeleton } from '../../ui/Skeleton';

// /reminders/stop?token=…&lang=…: the cutoff reminder mail's stop link. Turns the reminder off by
// the signed token alone, no sign-in needed (the mail may be read on any device), and says so in
// the mail's language; a bad or expired link says so (serverErrors.reminders.stopLink). Stopping
// twice is harmless, so the page stops as it opens.

const TOKEN = /^[0-9]{1,10}\.[0-9]{1,12}\.[A-Za-z0-9_-]{43}$/;

export default function ReminderStopPage() {
  const ready = [useNamespace('account'), useNamespace('serverErrors')].every(Boolean);
  const raw = useSearchParams().get('token') ?? '';
  const token = raw.length <= 80 && TOKEN.test(raw) ? raw : null;
  const stop = useMutation(trpc.reminders.stopCutoff.mutationOptions());
  const asked = useRef(false);
  useEffect(() => {
    if (token === null || asked.current) return;
    asked.current = true;
    stop.mutate({ token });
  }, [token, stop]);
  const { LL, locale } = useI18nContext();
  if (!ready) return <PageSkeleton />;
  const T = LL.account.reminders;
  if (token === null || stop.isError)
    return (
      <ErrorView
        title={T.stopBad()}
        text={stop.error ? refusalText(LL, readFailure(stop.error), locale) : LL.serverErrors.reminders.stopLink()}
      />
    );
  if (!stop.isSuccess) return <PageSkeleton />;
  return (
    <PageShell title={T.stopTitle()}>
      <div data-testid="reminder-stopped">
        <p role="status" className="alert alert-success">
          {T.stopDone()}
        </p>
        <p>{T.stopAgain()}</p>
        <p>
          <Link className="btn btn-secondary" to="/login">
            {T.openProfile()}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
