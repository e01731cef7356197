// The accounts context: sign-in and sessions, signup with documents and its admin review,
// password reset, profile and rewards, contact inquiries.
import { OutboxSealer } from '../mail/sealing';
import type { ObjectStorage } from '../storage/types';
import { createUrlSigner, type UrlSigner } from '../storage/url-signer';
import { createAuthService } from './auth';
import type { Clock, Db, MailQueued } from '../kernel/common';
import type { AccountServices } from '@wholesale/contract';
import { createInquiryService } from '../inquiries/buyer';
import { createPasswordResetService } from './password-reset';
import { createProfileService } from './profile';
import { MemoryRateLimiter, type RateLimiter } from './rate-limit';
import type { ClientLimits } from './limits';
import { createSignupAdminService } from './signup-admin';
import { createSignupService } from './signup';
import { createSessionTokens, type SessionTokens } from './tokens';
import type { SessionCache } from './session-cache';

export interface AccountDeps {
  db: Db;
  storage: ObjectStorage;
  /** SESSION_SECRET: signs session tokens and (with a distinct derivation) document links. */
  sessionSecret: string;
  /** PUBLIC_URL, for links in e-mails */
  publicUrl: string;
  /** where inquiries are e-mailed */
  businessEmail: string;
  /** RedisRateLimiter when REDIS_URL is set; in memory otherwise */
  limiter?: RateLimiter;
  /** the anonymous forms' per-client limits; CLIENT_LIMITS unless a test narrows or widens them */
  limits?: ClientLimits;
  /** signer for /files/signed links; by default derived from sessionSecret */
  signer?: UrlSigner;
  clock?: Clock;
  /** the mail worker's wake(), called after a commit that queued e-mail */
  onMailQueued?: MailQueued;
  /** the sessions' state kept in memory (the server passes one that follows changes); none: read on every request */
  sessionCache?: SessionCache;
}

export interface AccountServicesWithInternals extends AccountServices {
  /** For the server's session middleware (the same as auth.verifySession). */
  tokens: SessionTokens;
  signer: UrlSigner;
}

export function createAccountServices(deps: AccountDeps): AccountServicesWithInternals {
  const limiter = deps.limiter ?? new MemoryRateLimiter();
  const tokens = createSessionTokens({
    db: deps.db,
    secret: deps.sessionSecret,
    clock: deps.clock,
    cache: deps.sessionCache,
  });
  // A separate key for file links, so a link signature can never double as anything else.
  const signer = deps.signer ?? createUrlSigner(`files:${deps.sessionSecret}`);
  const common = { db: deps.db, clock: deps.clock };
  const mail = { onMailQueued: deps.onMailQueued };
  const limited = { limiter, limits: deps.limits };
  return {
    auth: createAuthService({ db: deps.db, tokens, limiter }),
    signup: createSignupService({
      ...common,
      ...mail,
      ...limited,
      storage: deps.storage,
      businessEmail: deps.businessEmail,
      publicUrl: deps.publicUrl,
    }),
    signupAdmin: createSignupAdminService({ ...common, ...mail, signer, publicUrl: deps.publicUrl }),
    // The same derivation as the mail worker's (main.ts), from the same SESSION_SECRET.
    passwordReset: createPasswordResetService({
      ...common,
      ...mail,
      ...limited,
      publicUrl: deps.publicUrl,
      sealer: new OutboxSealer(deps.sessionSecret),
      onSessionsChanged: tokens.sessionsChanged,
    }),
    profile: createProfileService({ ...common, ...mail, limiter }),
    inquiries: createInquiryService({
      ...common,
      ...mail,
      ...limited,
      storage: deps.storage,
      businessEmail: deps.businessEmail,
    }),
    tokens,
    signer,
  };
}

export {
  MemoryRateLimiter,
  RedisRateLimiter,
  type MemoryRateLimiterOptions,
  type RateLimiter,
  type RateLimitResult,
} from './rate-limit';
export { rateLimitClientKey } from './client-key';
export { SessionCache, followSessionChanges } from './session-cache';
export {
  createSessionTokens,
  SESSION_MAX_AGE_SECONDS,
  SESSION_TTL_SECONDS,
  type SessionClaims,
  type SessionTokens,
} from './tokens';
export { LOGIN_LIMITS } from './auth';
export { CLIENT_LIMITS, scaleClientLimits, type ClientLimits } from './limits';
export { DOWNLOAD_LINK_TTL_SECONDS, SIGNED_FILE_PATH, signedFileUrl } from './signup-admin';
export { UPLOAD_TOKEN_MAX_USES, UPLOAD_TOKEN_TTL_MINUTES, sniffType } from './uploads';
