import { BAND_NAME, BAND_TAGLINE } from '@ps/shared/brand';
import { ButtonLink, ProvisionalPage } from '@ps/shared/ui';

export function LandingPage() {
  return (
    <ProvisionalPage title={BAND_NAME} route="/">
      <p>
        {BAND_TAGLINE}. The landing page with music previews, the band, tour dates and the newsletter lands here next.
      </p>
      <ButtonLink to="/store">Shop the merch</ButtonLink>
    </ProvisionalPage>
  );
}
