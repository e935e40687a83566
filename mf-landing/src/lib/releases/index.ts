import { releaseKeys, requestReleases } from '@ps/shared/entity-queries';
import { pageResource } from '@ps/shared/page-resource';

/** The band's releases as staff last saved them, newest first: the hero and the Music section read these. */
export const useReleases = pageResource(releaseKeys.list(), () => requestReleases());
