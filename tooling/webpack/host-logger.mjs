// Stands in for @module-federation/sdk's logger.js in the shell's browser build (create-app-config.mjs
// swaps it in). The runtime logs warnings and errors through it; the stock logger also finds a delegate
// among webpack's infrastructure loggers (build time only) and adds stack traces in the runtime's debug
// mode, which a production page never turns on. The same lines reach the console with their prefix here.
const LEVELS = { log: 'log', info: 'info', success: 'info', ready: 'info', warn: 'warn', error: 'error' };

export function createLogger(prefix) {
  const logger = { setPrefix: (next) => (prefix = next), setDelegate: () => {}, debug: () => {} };
  for (const [name, level] of Object.entries(LEVELS)) logger[name] = (...args) => console[level](prefix, ...args);
  return logger;
}

export const createInfrastructureLogger = createLogger;
export const bindLoggerToCompiler = () => {};
export const logger = createLogger('[ Module Federation ]');
export const infrastructureLogger = logger;
