import type { Locales } from '@wholesale/i18n';
import { useId, type Ref } from 'react';
import type { ReplyMail } from './helpers';

/**
 * The e-mail as the customer will read it. Its texts are in the e-mail's language (`lang`); the
 * labels around it are the page's, passed in already translated.
 */
export function ReplyPreview({
  mail,
  to,
  lang,
  labels,
  headingRef,
}: {
  mail: ReplyMail;
  to: string;
  lang: Locales;
  labels: { title: string; text: string; to: string; subject: string };
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const titleId = useId();
  return (
    <section className="inq-preview" aria-labelledby={titleId} data-testid="reply-preview">
      <h3 id={titleId} className="inq-section-title" ref={headingRef} tabIndex={-1}>
        {labels.title}
      </h3>
      <p className="muted inq-preview-intro">{labels.text}</p>
      <dl className="admin-dl inq-preview-head">
        <div>
          <dt>{labels.to}</dt>
          <dd>{to}</dd>
        </div>
        <div>
          <dt>{labels.subject}</dt>
          <dd lang={lang}>{mail.subject}</dd>
        </div>
      </dl>
      <div className="inq-preview-body" lang={lang}>
        <p>{mail.paragraphs.greeting}</p>
        <p>{mail.paragraphs.intro}</p>
        <p className="inq-preview-block inq-text">{mail.message}</p>
        {mail.quote && (
          <>
            <p>{mail.quote.head}</p>
            <blockquote className="inq-preview-block inq-text">{mail.quote.text}</blockquote>
          </>
        )}
        <p>{mail.followUp}</p>
        <p>
          {mail.signature[0]}
          <br />
          {mail.signature[1]}
        </p>
        <p className="inq-preview-footer">
          {mail.footer.map((line, n) => (
            <span key={n}>
              {line}
              <br />
            </span>
          ))}
        </p>
      </div>
    </section>
  );
}
