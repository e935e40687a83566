import type { Config } from './config';

/** What an operator must know about this configuration, one line each, logged as warnings at start. */
export function startupWarnings(config: Pick<Config, 'nodeEnv' | 'databaseUrl'>): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv === 'production' && !config.databaseUrl) {
    warnings.push(
      'No DATABASE_URL: using the embedded database, which is for one machine and development ' +
        '(it does not fsync, so an OS crash or power loss can lose recent orders); set DATABASE_URL in production',
    );
  }
  return warnings;
}
