import { closeConsentBanner } from '../consent-banner-store';
import { CloseButton, Header, Title } from './banner-styles';

interface Props {
  titleId: string;
  title: string;
}

/** Closing records nothing: the banner comes back on the next load (spec 1 §2). */
export function BannerHeader({ titleId, title }: Props) {
  return (
    <Header>
      <Title id={titleId}>{title}</Title>
      <CloseButton type="button" aria-label="Close without choosing" onClick={closeConsentBanner}>
        ×
      </CloseButton>
    </Header>
  );
}
