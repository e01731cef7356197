/**
 * The small link to a document's PDF in the other language, beside the page language's: its words
 * in that language (`text`: "in English", "한국어로"), its name the document's with them (WCAG 2.5.3).
 * A plain link with `download`: the session cookie goes with it and the server names the file.
 */
export function OtherLanguagePdf({
  href,
  lang,
  label,
  text,
  className,
}: {
  href: string;
  lang: string;
  label: string;
  text: string;
  className: string;
}) {
  return (
    <a className={className} href={href} download hrefLang={lang} type="application/pdf">
      <span className="visually-hidden">{label} </span>
      <span lang={lang}>{text}</span>
    </a>
  );
}
