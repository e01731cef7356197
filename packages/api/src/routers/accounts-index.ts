// The accounts routers, for the root router: `...accountRouters` at the top level and
// `...adminAccountRouters` inside the `admin` router.
import { accountRouter } from './account';
import { adminSignupRequestsRouter } from './admin/signup-requests';
import { authRouter, passwordResetRouter } from './auth';
import { inquiriesRouter } from './inquiries';
import { signupRouter } from './signup';

export const accountRouters = {
  auth: authRouter,
  passwordReset: passwordResetRouter,
  signup: signupRouter,
  account: accountRouter,
  inquiries: inquiriesRouter,
} as const;

export const adminAccountRouters = {
  signupRequests: adminSignupRequestsRouter,
} as const;
