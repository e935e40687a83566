import { remoteNames, type RemotesConfig } from '@ps/shared/schemas';
import type { Config } from '../../config';

export function buildRemotesConfig({
  remoteBaseUrls,
  errorReports,
}: Pick<Config, 'remoteBaseUrls' | 'errorReports'>): RemotesConfig {
  return {
    remotes: remoteNames.map((name) => ({
      name,
      entry: `${remoteBaseUrls[name]}remoteEntry.js`,
    })),
    ...(errorReports ? { errorReports } : {}),
  };
}
