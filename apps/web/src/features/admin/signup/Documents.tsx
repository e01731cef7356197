import { useI18nContext } from '@wholesale/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { useReportQueryError } from '../access';
import { QueryBody } from '../ListStates';
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
  return (
    <section className="signup-docs" aria-labelledby={headingId}>
      <h3 id={headingId} className="signup-docs-title">
        {A.documents.title()}
      </h3>
      <QueryBody
        query={q}
        words={{ loading: A.documents.loading, loadError: A.documents.error, retry: A.signup.retry }}
        isEmpty={(data) => data.length === 0}
        empty={<p className="muted">{A.documents.empty()}</p>}
      >
        {(data) => (
          <DocumentList
            documents={data}
            linkOf={async (documentId) => (await documentLink({ email, documentId })).downloadUrl}
          />
        )}
      </QueryBody>
    </section>
  );
}
