// The mails about a buyer's account: the signup request and its answer, an invitation to order
// for a company, a changed e-mail address, a password reset.

export const signupReceived = {
  subject: 'We received your wholesale account request',
  // The brand ends with a period ("Co."): no sentence here ends on it.
  intro: 'Thank you for applying to {brand:string} for a wholesale account.',
  review:
    'Our team checks every request to confirm it comes from a licensed business. This usually takes 1-2 business days.',
  next: 'We will e-mail you as soon as your account is approved.',
  company: 'Company: {company:string}',
};

/** To the business inbox (staff read it in English; the Korean is kept for the dictionaries' parity). */
export const signupNotice = {
  subject: 'New wholesale account request: {company:string}',
  intro: 'A business has asked for a wholesale account. Check its license and documents, then approve or refuse it.',
  name: 'Name',
  company: 'Company',
  email: 'E-mail',
  phone: 'Phone',
  license: 'Business license no.',
  review: 'Open the signup requests',
};

export const emailChanged = {
  subject: 'The e-mail address of your {brand:string} account was changed',
  intro: 'The e-mail address of your {brand:string} account was just changed from this address to {newEmail:string}.',
  after: 'From now on, sign-in and messages from us use the new address.',
  notYou:
    'If you did not make this change, someone else may be using your account: please contact our customer service right away.',
};

export const signupApproved = {
  subject: 'Your wholesale account is approved',
  intro: 'Good news: your wholesale account with {brand:string} has been approved.',
  body: 'You can now log in with the e-mail address and password you signed up with to see wholesale prices, place orders and earn reward points.',
  cta: 'Log in',
};

export const signupRejected = {
  subject: 'About your wholesale account request',
  intro: 'Thank you for your interest in {brand:string} and our wholesale store.',
  body: 'After reviewing your request, we are unable to approve a wholesale account at this time.',
  reason: 'Reason: {reason:string}',
  followUp:
    'If you think this is a mistake, or you have updated business documents, please reply to this e-mail or call us during business hours.',
};

export const companyInvitation = {
  subject: 'Your invitation to order wholesale for {company:string}',
  subjectNoCompany: 'Your invitation to order wholesale with us',
  intro: 'You are invited to order for {company:string}, a customer of ours, on our wholesale store.',
  introNoCompany: 'You are invited to order for one of our customers on our wholesale store.',
  roleOrderer:
    "You will browse at the company's prices, keep a cart and place orders. Large orders wait for the owner's approval.",
  roleViewer: "You will read the company's orders and invoices. Placing orders is for the owner and orderers.",
  /** a viewer is invited to read, not to order: the subject and the opening say so */
  subjectViewer: "Your invitation to follow {company:string}'s wholesale orders",
  subjectViewerNoCompany: 'Your invitation to follow wholesale orders with us',
  introViewer: 'You are invited to follow the orders of {company:string}, a customer of ours, on our wholesale store.',
  introViewerNoCompany: 'You are invited to follow the orders of one of our customers on our wholesale store.',
  body: 'Use the link below to choose your name and a password for {email:string}. The link is valid for 7 days and works only once.',
  cta: 'Accept the invitation',
  ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
};

export const passwordReset = {
  subject: 'Reset your password',
  intro: 'We received a request to reset the password for the account {email:string}.',
  body: 'Use the link below to choose a new password. The link is valid for 30 minutes and works only once.',
  cta: 'Reset password',
  ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
};
