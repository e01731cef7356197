// The zod-free half of the validation rules: patterns, messages and plain checks. The browser's
// forms need only these, and importing them (through `@wholesale/rules/checks`) must not pull the
// 20 KB zod runtime into a page's chunk; the zod schemas live in validation.ts.
import { MIN_PASSWORD_LENGTH } from './constants';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from './uploads';

/** User-facing messages in the spec's wording. */
export const VALIDATION_MESSAGES = {
  email: 'Invalid email address',
  license: 'License must be in format LA-1234567 or CA1234567',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordsDoNotMatch: 'Passwords do not match',
  fileTooLarge: 'File size must be less than 10MB',
  fileType: 'Only PDF, JPG, and PNG files are allowed',
  fileEmpty: 'File is empty',
  nameLink: 'A name cannot contain a link or a web address. Please enter the name only.',
} as const;

/**
 * Their codes, `validation.<key>` (the catalogue's, @wholesale/contract error-codes.ts): what the
 * schemas built on these checks (validation.ts) say when they refuse, so the door words a refusal
 * from its code.
 */
export const VALIDATION_CODES = Object.fromEntries(
  Object.keys(VALIDATION_MESSAGES).map((key) => [key, `validation.${key}`]),
) as { readonly [K in keyof typeof VALIDATION_MESSAGES]: `validation.${K}` };

// Every pattern here runs on what a visitor types (and, through validation.ts, on every request), so
// each is linear: no quantifier is nested in another, and every quantified character class is
// followed by a character it cannot match, so there is one way to split any input and a failed
// match never retries the splits (the earlier `[^\s@]+\.[^\s@]+` let both sides of the dot take dots,
// and 'a@' + 100,000 dots + '@' took 12.5 s). Each is also applied only after a length check.

/** The longest e-mail address accepted anywhere (RFC 5321's path limit, less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** The longest license number looked at: a valid one has at most 10 characters. */
export const LICENSE_MAX_LENGTH = 50;

/**
 * The spec's "simple shape": something@something.something, no spaces, one @. The same language as
 * the spec's `^[^\s@]+@[^\s@]+\.[^\s@]+$` (a dot after the domain's first character and before its
 * last), written so the domain splits one way only: its first character, then up to its first
 * later dot (`[^\s@.]*` cannot take a dot), then the rest.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** Two letters, an optional hyphen, then 6 or 7 digits (LA-1234567, CA1234567). */
export const LICENSE_PATTERN = /^[A-Za-z]{2}-?[0-9]{6,7}$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function isValidLicense(value: string): boolean {
  const license = value.trim();
  return license.length <= LICENSE_MAX_LENGTH && LICENSE_PATTERN.test(license);
}

/**
 * Checks an upload's size and type; returns what is wrong (the key of its message in
 * VALIDATION_MESSAGES, so its code is `validation.<key>`), or null when acceptable.
 * The limit is inclusive (10485760 bytes is accepted). When a file name is given its extension
 * must agree, so a renamed executable with a forged content type is still refused.
 */
export type UploadProblem = 'fileEmpty' | 'fileTooLarge' | 'fileType';

export function uploadProblem(file: { size: number; type: string; name?: string }): UploadProblem | null {
  if (!Number.isFinite(file.size) || file.size <= 0) return 'fileEmpty';
  if (file.size > UPLOAD_MAX_BYTES) return 'fileTooLarge';
  const type = file.type.toLowerCase().split(';', 1)[0]?.trim() ?? '';
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(type)) return 'fileType';
  if (file.name !== undefined) {
    const dot = file.name.lastIndexOf('.');
    const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
    if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return 'fileType';
    const pdf = ext === '.pdf';
    if (pdf !== (type === 'application/pdf')) return 'fileType';
  }
  return null;
}

// ---------------------------------------------------------------- a name without a web address

/**
 * The longest text looked at for a web address. Every name field is far shorter (at most 200
 * characters) and refused by its own length first; anything longer is refused here unread.
 */
export const WEB_ADDRESS_SCAN_MAX = 1000;

/**
 * Top-level domains a bare `word.tld` is read as a web address under, without a path after it: the
 * common ones, those link shorteners and spam use, and the reserved ones of the examples. A name
 * with a dot inside a word under any other ending ("Dr.Kim", "St.John", "B.B.Q.") stays a name;
 * with a path or a port after it ("evil.shop/claim", "evil.kim:8080") any ending is an address.
 */
const COMMON_TLDS: ReadonlySet<string> = new Set(
  (
    'com net org info biz edu gov mil int io co ai app dev me ly to tv cc us uk ca au nz de fr es it nl be ch at se no dk fi pl cz ru ua cn jp kr hk tw sg in id my th vn ph br mx ar cl eu asia ' +
    'xyz site online shop store top club live link click win vip pro icu buzz fun space website tech cloud page gg sh so la ws tk ml ga cf gq pw cx gl ms bz ink one news email ' +
    'example test invalid localhost onion'
  ).split(' '),
);

/** Characters a web address is written with, beside letters and digits: the rest separate words. */
const ADDRESS_PUNCTUATION: ReadonlySet<string> = new Set(['.', '-', '_', '/', ':', '?', '#', '%', '&', '=', '~', '+']);
/** One code point that is a letter, a digit or a combining mark (any script). Reads one character. */
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}]$/u;
/** Dots a mail client or a browser reads as a dot in an address: the ideographic and halfwidth full stops. */
const DOT_LIKE = new Set(['\u3002', '\uff61', '\uff0e']);

function isAsciiLetters(s: string): boolean {
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c < 0x61 || c > 0x7a) return false;
  }
  return s.length > 0;
}

function isDigits(s: string): boolean {
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return s.length > 0;
}

/** Whether one word (lower case, letters, digits and ADDRESS_PUNCTUATION only) reads as a web address. */
function wordIsWebAddress(word: string): boolean {
  if (word.includes('://') || word.startsWith('http:') || word.startsWith('https:')) return true;
  if (word.startsWith('www.') && word.length > 4) return true;
  // The host: up to a path, a port, a query or a fragment; sentence dots and dashes around it are not part of it.
  let end = word.length;
  for (const mark of ['/', ':', '?', '#']) {
    const at = word.indexOf(mark);
    if (at >= 0 && at < end) end = at;
  }
  let start = 0;
  let stop = end;
  while (start < stop && (word[start] === '.' || word[start] === '-')) start += 1;
  while (stop > start && (word[stop - 1] === '.' || word[stop - 1] === '-')) stop -= 1;
  const labels = word.slice(start, stop).split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return false;
  if (labels.length === 4 && labels.every(isDigits)) return true; // an IPv4 address
  const tld = labels[labels.length - 1]!;
  // An internationalised ending (xn--…) is never part of a name.
  if (tld.startsWith('xn--') && tld.length > 4) return true;
  if (!isAsciiLetters(tld) || tld.length < 2) return false;
  // Something after the host (a path, a port, a query): an address whatever its ending.
  const rest = word.slice(end);
  if (rest.length > 1) return true;
  return COMMON_TLDS.has(tld);
}

/**
 * Whether a name carries a link or a web address (http://…, https://…, www.…, a bare domain such as
 * evil.com or evil.example/claim, an IP address, an e-mail address's domain), which the business's
 * mails would otherwise repeat as a lure. Plain names pass: "Kim's B.B.Q.", "St. John", "Dr.Kim",
 * "김민지". No pattern runs over the text: one pass splits it into words, each looked at by index.
 * Text longer than WEB_ADDRESS_SCAN_MAX is answered true unread (callers check their length first).
 */
export function carriesWebAddress(value: string): boolean {
  if (value.length > WEB_ADDRESS_SCAN_MAX) return true;
  // Fullwidth letters, slashes and colons read as their ASCII selves.
  const text = value.normalize('NFKC').toLowerCase();
  let word = '';
  for (const ch of text) {
    const c = DOT_LIKE.has(ch) ? '.' : ch;
    if (ADDRESS_PUNCTUATION.has(c) || WORD_CHARACTER.test(c)) {
      word += c;
      continue;
    }
    if (word !== '' && wordIsWebAddress(word)) return true;
    word = '';
  }
  return word !== '' && wordIsWebAddress(word);
}
