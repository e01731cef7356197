// The web's test files that need modules of their own: the web's tests share their worker's
// modules (apps/web/vite.config.ts, isolate false), and these would meet what another file left
// there. The three session files each set the session module's state and its API for their own
// cases (session.test.ts through vi.mock, which reaches only a module not yet loaded);
// hasNamespace.test.ts needs the i18n runtime before a namespace is loaded. They run in a project
// of their own (vitest.own-modules.config.ts), each file with fresh modules.
export const OWN_MODULES = [
  'src/features/account/session.test.ts',
  'src/features/account/session-probe.test.ts',
  'src/features/account/signed-out.test.ts',
  'src/features/locale/hasNamespace.test.ts',
];
