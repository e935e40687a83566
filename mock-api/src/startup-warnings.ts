import type { Config } from './config';

/** What an operator must know about this configuration, one line each, logged as warnings at start. */
export function startupWarnings(
  config: Pick<Config, 'nodeEnv' | 'databaseUrl' | 'publicUrl' | 'publicUrlConfigured'>,
): string[] {
  const warnings: string[] = [];
  if (!config.publicUrlConfigured) {
    warnings.push(
      `No PUBLIC_URL: links in e-mails, the sitemap and page metadata point to ${config.publicUrl}; ` +
        'set PUBLIC_URL to the address visitors use',
    );
  }
  if (config.nodeEnv === 'production' && !config.databaseUrl) {
    warnings.push(
      'No DATABASE_URL: using the embedded database, which is for one machine and development ' +
        '(it does not fsync, so an OS crash or power loss can lose recent orders); set DATABASE_URL in production',
    );
  }
  return warnings;
}
