import { ConfigError, parseConfig } from './config';

/** For the config tests: what parseConfig refuses in `env`, line by line; throws when it accepts it. */
export function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the config to be rejected');
}
