import { OtherLanguagePdf } from '../../../ui/OtherLanguagePdf';
import { statementLinks } from './model';

/**
 * A month's statement in a list: its PDF in the page's language and the small link to the other
 * language's. Staff name the company (`company`, any member's id); a buyer reads their own.
 * Classes: `className`, `${className}-link`, `${className}-other`.
 */
export function StatementItem(props: {
  month: string;
  locale: string;
  label: string;
  inKo: string;
  inEn: string;
  className: string;
  company?: number;
}) {
  const links = statementLinks(props.month, props.locale, props.company);
  return (
    <li className={props.className}>
      <a className={`${props.className}-link`} href={links.href} download type="application/pdf">
        {props.label}
      </a>
      <OtherLanguagePdf
        className={`${props.className}-other`}
        href={links.other.href}
        lang={links.other.lang}
        label={props.label}
        text={links.other.lang === 'ko' ? props.inKo : props.inEn}
      />
    </li>
  );
}
