import { useI18nContext } from '@wholesale/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { useReportQueryError } from '../access';
import { DocumentList } from '../DocumentList';
import { documentsQuery } from '../queries';

/** The documents of one signup request, each with View and Download through a short-lived link. */
export function Documents({ email, headingId }: { email: string; headingId: string }) {
  const { LL } = useI18nContext();
  const A = LL.admin;
  const q = useQuery(documentsQuery(email));
  useReportQueryError(q.error);
  // A fresh short-lived link per click (never cached: it expires in minutes).
  const { mutateAsync: documentLink } = useMutation(trpc.admin.signupRequests.downloadLink.mutationOptions());
  let body;
  if (q.data === undefined && !q.isError) {
    body = (
      <p className="muted" role="status">
        {A.documents.loading()}
      </p>
    );
  } else if (q.data === undefined) {
    body = (
      <p className="admin-inline-error">
        {A.documents.error()}{' '}
        <button type="button" className="link-button" onClick={() => void q.refetch()}>
          {A.signup.retry()}
        </button>
      </p>
    );
  } else if (q.data.length === 0) {
    body = <p className="muted">{A.documents.empty()}</p>;
  } else {
    body = (
      <DocumentList
        documents={q.data}
        linkOf={async (documentId) => (await documentLink({ email, documentId })).downloadUrl}
      />
    );
  }

  return (
    <section className="signup-docs" aria-labelledby={headingId}>
      <h3 id={headingId} className="signup-docs-title">
        {A.documents.title()}
      </h3>
      {body}
    </section>
  );
}
