// What other workspace packages (e2e, bench) may use to run the server in-process.
export { buildServer, type ServerConfig, type ServerDeps } from './build-server';
export { ConfigError, loadConfig, type Config, type ResolvedConfig } from './config';
export { DataDirInUseError, lockDataDir, type DataDirLock } from './data-dir-lock';
export { createStorage } from './storage';
