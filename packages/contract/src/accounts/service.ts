// What accounts (sign-in, signup, password reset, profile, buyer inquiries) answers (output types)
// and the service interface @wholesale/services implements.
import type { Actor } from '../actor';
import type { ApproveSignupInput } from '../documents/inputs';
import type {
  ForgotPasswordInput,
  InquiryPayload,
  LoginInput,
  ProfileUpdate,
  ResetPasswordInput,
  SignupPayload,
} from './inputs';

/** The spec's User (never the password hash), plus first and last name for the drawer greeting. */
export interface AccountUser {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  company: string | null;
  license_number: string | null;
  california_resale: string | null;
  is_admin: boolean;
  /** the language of the mails this user receives (editable in the profile) */
  locale: 'en' | 'ko';
  /**
   * their place in their company: 'owner' (the approved signup, and admins), 'orderer'
   * or 'viewer' (a member the owner invited; a viewer cannot order)
   */
  company_role: 'owner' | 'orderer' | 'viewer';
  /**
   * an orderer's limit in dollars (their orders above it wait for the owner's approval); null for
   * no limit, and for an owner or a viewer: the cart and checkout say it before the order is placed
   */
  order_limit: number | null;
}

export interface AccountAddress {
  id: number;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  state: string;
  zip_code: string;
}

/** A business address as a signup request keeps it (every part may be missing). */
export interface BusinessAddressParts {
  company_address_1: string | null;
  company_address_2: string | null;
  company_address_3: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

export interface SignupRequestView extends BusinessAddressParts {
  id: number;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  license_number: string;
  california_resale: string | null;
  phone: string | null;
  /** ISO 8601: when the request was stored (the client's own timestamp is not trusted) */
  timestamp: string;
  status: 'pending' | 'approved' | 'rejected';
  show: boolean;
  reject_reason: string | null;
}

export interface DocumentView {
  id: number;
  documentType: string;
  originalFilename: string;
  fileSize: number;
  /** ISO 8601 */
  uploadedAt: string;
}

/**
 * One uploaded document as the upload route reads it from the multipart body: raw text fields,
 * which the services parse with `uploadInput` (inputs.ts) together with the file checks.
 */
export interface UploadInput {
  uploadToken: string;
  /** the signup request's e-mail (signup) or the inquiry's e-mail (inquiry) */
  userEmail: string;
  documentType: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface UploadResult {
  /** A path only an admin can use (the admin document route), never a public link. */
  url: string;
  key: string;
}

export type MailLocaleCode = 'en' | 'ko';

export interface AuthService {
  /** `clientKey` identifies the caller for rate limiting (the client IP as the server sees it). */
  login(actor: Actor, input: LoginInput, clientKey: string): Promise<{ token: string; user: AccountUser }>;
  /**
   * Ends the session of `token` (the request's own token, cookie or bearer) server-side: it is
   * refused from now on, wherever it is sent from. The door also clears the cookie.
   */
  logout(actor: Actor, token?: string): Promise<void>;
  /** Ends every session of this account, on every device, by bumping its session version. */
  logoutEverywhere(actor: Actor): Promise<void>;
  me(actor: Actor): Promise<AccountUser>;
  /** The actor a session token stands for, or null (bad signature, expired, stale version, gone). */
  verifySession(token: string): Promise<Actor | null>;
  /** A fresh token when this valid one is due for renewal (sliding expiry of the web's cookie); null otherwise. */
  renewSession(token: string): Promise<string | null>;
}

export interface SignupService {
  /** `clientKey` (the client address) is counted against the per-client limits; doors always pass it. */
  createSignupRequest(
    actor: Actor,
    payload: SignupPayload,
    clientKey?: string,
  ): Promise<{ signupRequestId: number; uploadToken: string }>;
  /**
   * Before an upload's body is read: the token is good for a signup request and its client's upload
   * budgets are not spent. Counts nothing; throws what uploadSignupDocument would (401, 429).
   */
  checkUploadToken(actor: Actor, uploadToken: string): Promise<void>;
  uploadSignupDocument(actor: Actor, input: UploadInput): Promise<UploadResult>;
}

export interface SignupAdminService {
  list(actor: Actor, options?: { showRejected?: boolean | undefined }): Promise<SignupRequestView[]>;
  /** Makes the account; `expiry`: the dates the admin read on the license and resale certificate, put on those files. */
  approve(actor: Actor, id: number, expiry?: ApproveSignupInput): Promise<{ userId: number }>;
  reject(actor: Actor, id: number, reason?: string | undefined): Promise<void>;
  revert(actor: Actor, id: number): Promise<void>;
  documents(actor: Actor, email: string): Promise<DocumentView[]>;
  downloadLink(actor: Actor, email: string, documentId: number): Promise<{ downloadUrl: string }>;
}

export interface PasswordResetService {
  /** `clientKey` (the client address) is counted against the per-client limits; doors always pass it. */
  requestReset(actor: Actor, input: ForgotPasswordInput, clientKey?: string): Promise<{ message: string }>;
  reset(actor: Actor, input: ResetPasswordInput, clientKey?: string): Promise<{ message: string }>;
  /** Resolves once every reset link requested so far is stored and its mail queued (they are prepared off the request path). */
  idle(): Promise<void>;
}

export interface ProfileService {
  getUser(actor: Actor, userId: number): Promise<AccountUser>;
  updateProfile(actor: Actor, userId: number, update: ProfileUpdate): Promise<AccountUser>;
  addresses(actor: Actor, userId: number): Promise<AccountAddress[]>;
  /** Every account (admins): the back office's view of users, never password material. */
  listUsers(actor: Actor): Promise<AccountUser[]>;
  /** Every address with its user (admins). */
  allAddresses(actor: Actor): Promise<(AccountAddress & { user_id: number })[]>;
}

export interface InquiryService {
  createInquiry(
    actor: Actor,
    payload: InquiryPayload,
    clientKey?: string,
  ): Promise<{ id: number; uploadToken: string }>;
  /** Before an upload's body is read: the token is this inquiry's and its client's upload budgets are not spent. Counts nothing. */
  checkUploadToken(actor: Actor, inquiryId: number, uploadToken: string): Promise<void>;
  /** A file for inquiry `inquiryId` (the path's id); the upload token must belong to that inquiry. */
  uploadInquiryDocument(actor: Actor, inquiryId: number, input: UploadInput): Promise<UploadResult>;
}

/** Every accounts use case; `DomainServices.accounts`. */
export interface AccountServices {
  auth: AuthService;
  signup: SignupService;
  signupAdmin: SignupAdminService;
  passwordReset: PasswordResetService;
  profile: ProfileService;
  inquiries: InquiryService;
}

/** What DomainServices gains from this context (`interface DomainServices extends AccountsDomain`). */
export interface AccountsDomain {
  accounts: AccountServices;
}

/**
 * What the tRPC door needs from the HTTP layer for sign-in: the session lives in an httpOnly
 * cookie that only the server sets, so login hands the token to this capability instead of
 * returning it to browser code. apps/server adds it to the context of each request.
 */
export interface SessionControl {
  /** who is calling, for rate limiting (the client address as the server sees it) */
  clientKey: string;
  /** the request's session token (cookie or bearer), which logout revokes */
  token?: string | undefined;
  /** sets the session cookie to this token */
  set(token: string): void;
  /** clears the session cookie */
  clear(): void;
}
