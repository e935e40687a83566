import { RemoteRoot } from '@ps/shared/remote';
import { ProvisionalRoutes } from '@ps/shared/provisional';

const PAGES = [{ path: 'social', title: 'Social Hub' }] as const;

export default function SocialRoutes() {
  return (
    <RemoteRoot name="mf-social">
      <ProvisionalRoutes pages={PAGES} />
    </RemoteRoot>
  );
}
