// What never reaches a log line: the secrets the app puts in URLs, and e-mail addresses in them.
// The app's links carry a password-reset token (/reset-password?email=…&token=…), a download
// signature (/files/signed?key=…&exp=…&sig=…), and an upload token may be sent along by a client
// (uploadToken); REST paths name users by e-mail (/api/users/a%40b.com/documents). The server's
// logger (apps/server plugins/logging.ts) passes every line through these, and the file mail
// transport its links, so a log shipped to a third party or read over a shoulder opens no account.

/**
 * Query parameters whose value is a secret: anything named like a token, secret, password or
 * signature (token, uploadToken, resetToken, newPassword, signature…), and the short names the
 * signed links use (sig, key) or a code would (code, otp).
 */
const SENSITIVE_QUERY_PARAM = /token|secret|passw(or)?d|signature|^(sig|key|code|otp|auth)$/i;

const REDACTED = '[redacted]';
const EMAIL_REDACTED = '[email]';

// Letters and digits of any script, and the few marks addresses use; ASCII by table (most text).
const asciiTable = (extra: string) =>
  Array.from(
    { length: 128 },
    (_, code) => /[A-Za-z0-9]/.test(String.fromCharCode(code)) || extra.includes(String.fromCharCode(code)),
  );
const LOCAL_ASCII = asciiTable('._%+-');
const DOMAIN_ASCII = asciiTable('.-');
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const isLocalChar = (code: number) =>
  code < 128 ? LOCAL_ASCII[code]! : LETTER_OR_DIGIT.test(String.fromCharCode(code));
const isDomainChar = (code: number) =>
  code < 128 ? DOMAIN_ASCII[code]! : LETTER_OR_DIGIT.test(String.fromCharCode(code));

/**
 * `text` with every e-mail address (something@domain) replaced by [email]. A scan outward from
 * each '@', not a regular expression: linear in the text's length whatever it holds.
 */
export function redactEmails(text: string): string {
  if (!text.includes('@')) return text;
  const out: string[] = [];
  let from = 0;
  let at = text.indexOf('@');
  while (at >= 0) {
    let start = at;
    while (start > from && isLocalChar(text.charCodeAt(start - 1))) start -= 1;
    let end = at + 1;
    while (end < text.length && isDomainChar(text.charCodeAt(end))) end += 1;
    while (end > at + 1 && text[end - 1] === '.') end -= 1; // the sentence's full stop
    if (start < at && end > at + 1) {
      out.push(text.slice(from, start), EMAIL_REDACTED);
      from = end;
    }
    at = text.indexOf('@', Math.max(end, at + 1));
  }
  out.push(text.slice(from));
  return out.join('');
}

/** Percent-decoded; a '+' stays one (in a query it may be a space, in an address it is a '+'). */
function decode(component: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    return component;
  }
}

/** One path segment or query value, with the e-mail addresses in it (raw or %40) replaced. */
function withoutEmails(component: string): string {
  if (!component.includes('@') && !/%40/i.test(component)) return component;
  const decoded = decode(component);
  const redacted = redactEmails(decoded);
  if (redacted === decoded) return component;
  // Encoded again, with the marker and the usual separators readable.
  return encodeURIComponent(redacted).replace(/%(5B|5D|3A|2C)/g, (escape) => decodeURIComponent(escape));
}

/**
 * The URL (absolute, or a path with its query) as it may be logged: the values of secret-bearing
 * query parameters replaced by [redacted], e-mail addresses in the path and the query by [email].
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : `#${withoutEmails(url.slice(hash + 1))}`;
  const q = beforeHash.indexOf('?');
  const path = (q < 0 ? beforeHash : beforeHash.slice(0, q)).split('/').map(withoutEmails).join('/');
  if (q < 0) return path + fragment;
  const params = beforeHash
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return withoutEmails(pair);
      const name = pair.slice(0, eq);
      return SENSITIVE_QUERY_PARAM.test(decode(name))
        ? `${name}=${REDACTED}`
        : `${name}=${withoutEmails(pair.slice(eq + 1))}`;
    });
  return `${path}?${params.join('&')}${fragment}`;
}

/**
 * A URL or a path (from '/' or a scheme) up to the next space or quote. One pass, no backtracking:
 * the scheme is at most 16 characters.
 */
const URL_IN_TEXT = /(?:\b[a-z][a-z0-9+.-]{0,15}:\/\/|\/)[^\s"'<>`]*/gi;

/**
 * Free text (a log message) with every URL or path in it redacted as by `redactUrl`. Text that
 * holds no query and no '@' is returned as is, at the cost of two searches.
 */
export function redactLogText(text: string): string {
  if (!text.includes('?') && !text.includes('@') && !/%40/i.test(text)) return text;
  return text.replace(URL_IN_TEXT, (url) => redactUrl(url));
}
