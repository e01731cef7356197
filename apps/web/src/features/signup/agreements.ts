import { SIGNUP_AGREEMENTS } from '@wholesale/rules/checks';

// Whether the five agreements were accepted in this tab (so /signup can send a visitor who
// skipped them back). Session storage: survives a reload of /signup, not a new visit.
const KEY = 'signupAgreementsAccepted';

export function allAccepted(toggles: readonly boolean[]): boolean {
  return toggles.length === SIGNUP_AGREEMENTS && toggles.every(Boolean);
}

export function rememberAccepted(): void {
  try {
    window.sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // storage disabled: the form still works, the check below then lets the visitor through
  }
}

export function wereAccepted(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

export function forgetAccepted(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
