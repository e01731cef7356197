// @wholesale/services/testing: the services' test kit (worlds, fixtures, mail capture, error
// expectations, the schema input walker) for tests in the packages and apps above (api, server),
// so none of them reaches into this package's src by a relative path. Test code only: it imports
// vitest, smtp-server and mailparser, so the package's main entry never re-exports it, and the web
// can't import it (a lint rule under apps/web, and the web's vite config refuses the import).
export {
  BUSINESS_EMAIL,
  createAccountsWorld,
  JPG,
  joinCompanyA,
  PNG,
  parsedSignupPayload,
  PASSWORD,
  PDF,
  SESSION_SECRET,
  signupPayload,
  uniqueEmail,
  windowAWeekAhead,
  type AccountsWorld,
} from './accounts/testing';
export { expectError } from './accounts/expect-error';
export { worldServices } from './accounts/world-services';
export { addCases, linesOf as storedLinesOf, makeLot, recordShipment } from './lots/shipment-testing';
export { startTestSmtpServer, type TestSmtpServer } from './mail/test-smtp';
export { pdfPages } from './pdf/pdf-text';
export { checkSchema, isZodSchema } from '@wholesale/contract/testing';
