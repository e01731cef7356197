import { useI18nContext } from '@wholesale/i18n';
import { OtherLanguagePdf } from '../../ui/OtherLanguagePdf';
import { pdfLinks } from './model';
import './credit-memo.css';

/**
 * A credit memo's PDF in the page's language, and a smaller link for the other language, each
 * link's words in its own language (`inEn`, `inKo`). Plain links with `download`: the session
 * cookie goes with them and the server names the file.
 */
export function CreditMemoLinks({
  url,
  label,
  inEn,
  inKo,
  className = 'claim-memo',
}: {
  url: string;
  label: string;
  inEn: string;
  inKo: string;
  className?: string;
}) {
  const { locale } = useI18nContext();
  const links = pdfLinks(url, locale);
  return (
    <span className={className}>
      <a className="claim-memo-link" href={links.href} download type="application/pdf">
        {label}
      </a>{' '}
      <OtherLanguagePdf
        className="claim-memo-other"
        href={links.other.href}
        lang={links.other.lang}
        label={label}
        text={links.other.lang === 'ko' ? inKo : inEn}
      />
    </span>
  );
}
