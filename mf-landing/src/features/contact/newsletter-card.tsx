import styled from 'styled-components';
import { useExperiment } from '@ps/shared/experiments';
import { usePersonalization } from '@ps/shared/personalization';
import { compactCount, useBandPresence } from '@ps/shared/band-presence';
import { ComicPanel } from '../../ui/comic-panel';
import { NewsletterForm } from './newsletter-form';
import { SocialProof } from './social-proof';

export const DEFAULT_NEWSLETTER_CTA = 'JOIN THE SQUAD';

const Card = styled(ComicPanel)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  border-color: ${({ theme }) => theme.color.accent};
  h3 {
    margin: 0;
    font-size: 2rem;
    color: ${({ theme }) => theme.color.accent};
  }
  p {
    margin: 0;
  }
`;

const Proof = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.sm};
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.success};
  }
`;

/** The contact section's signup; the control variant of the newsletter test adds social proof, once. */
export function NewsletterCard() {
  const experiment = useExperiment('newsletter-signup-optimization');
  const { newsletterCta } = usePersonalization();
  const withProof = experiment.config.socialProof;
  const band = useBandPresence();

  return (
    <Card as="section" aria-labelledby="newsletter-title" data-variant={experiment.id}>
      <h3 id="newsletter-title">Join the Squad</h3>
      <p>
        New shows by email (with a presale code when a show has one), unreleased demos, and a free EP when you sign up.
        No spam, only panic.
      </p>
      {withProof && (
        <Proof>
          <strong>{band ? `${compactCount(band.figures.fans)} fans already in` : 'Fans already in'}</strong>
          <SocialProof />
        </Proof>
      )}
      <NewsletterForm variant={experiment.id} ctaLabel={newsletterCta ?? DEFAULT_NEWSLETTER_CTA} />
    </Card>
  );
}
