// A company's documents on file: the reminder before one expires, and a renewal staff refused.

export const documentExpiring = {
  subject: 'Your {document:string} expires on {date:string}',
  businessLicense: 'business license',
  resaleCertificate: 'California resale certificate',
  intro: 'The {document:string} we have on file for {company:string} expires on {date:string}, {when:string}.',
  introNoCompany: 'The {document:string} we have on file for your company expires on {date:string}, {when:string}.',
  today: 'today',
  inDays: 'in {days:number} day{{s}}',
  resaleAfter:
    'After that day we cannot take orders from your company without a valid resale certificate, so please renew it in time.',
  licenseAfter: 'We keep a valid business license on file for every buyer, so please send us the renewed one.',
  howTo:
    'Once you have the renewed document, upload it from the Documents section of your profile and enter its new expiry date. We check it and put it on file; until then the current one counts. Only the account that owns the company can upload.',
  fields: {
    document: 'Document',
    expires: 'Expires on',
  },
  cta: 'Upload the renewed document',
  questions: 'Questions? Reply to this e-mail or call us during business hours.',
};

export const documentRenewalRefused = {
  subject: 'We could not accept your renewed {document:string}',
  intro:
    'We checked the renewed {document:string} you uploaded for {company:string} and could not accept it. The reason is below.',
  introNoCompany:
    'We checked the renewed {document:string} you uploaded for your company and could not accept it. The reason is below.',
  resaleMeanwhile:
    "The certificate we have on file stays as it was: once it has expired, we cannot take your company's orders until a renewed certificate is accepted.",
  licenseMeanwhile: 'The license we have on file stays as it was.',
  howTo:
    'Please upload the correct document from the Documents section of your profile, with the expiry date printed on it. We check every renewal before it counts.',
  fields: {
    document: 'Document',
    file: 'File',
    reason: 'Reason',
  },
  cta: 'Upload another document',
};
