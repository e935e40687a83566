import { remoteNames, type RemotesConfig } from '@ps/shared/schemas';
import type { Config } from '../../config';

export function buildRemotesConfig(remoteBaseUrls: Config['remoteBaseUrls']): RemotesConfig {
  return {
    remotes: remoteNames.map((name) => ({
      name,
      entry: `${remoteBaseUrls[name]}remoteEntry.js`,
    })),
  };
}
