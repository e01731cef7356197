import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { trpc } from '../../../lib/trpc';
import { DocumentList } from '../DocumentList';
import type { AdminInquiry } from './queries';
import { InquirySection } from './InquirySection';

/** The license and resale files sent with an inquiry, each with View and Download. */
export function InquiryDocuments({
  inquiryId,
  documents,
  headingId,
}: {
  inquiryId: number;
  documents: AdminInquiry['documents'];
  headingId: string;
}) {
  const { LL } = useI18nContext();
  const A = LL.admin;
  // A fresh 5-minute link per click: never cached, it would expire while the page stays open.
  const { mutateAsync: documentLink } = useMutation(trpc.admin.inquiries.documentLink.mutationOptions());
  return (
    <InquirySection
      headingId={headingId}
      title={A.inquiries.documents()}
      empty={documents.length === 0 ? A.inquiries.noDocuments() : null}
    >
      <DocumentList
        documents={documents}
        linkOf={async (documentId) => (await documentLink({ id: inquiryId, documentId })).downloadUrl}
      />
    </InquirySection>
  );
}
