import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { Container } from '@ps/shared/ui';
import { CompactChatWidget } from '../../features/chat-community/compact-chat-widget';
import { ContactCards } from '../../features/contact/contact-cards';
import { NewsletterCard } from '../../features/contact/newsletter-card';
import { SectionHeader } from '../../ui/section-header';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.lg} {
    grid-template-columns: 1fr 1.2fr;
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

export function ContactSection() {
  return (
    <Container>
      <SectionHeader id="contact-title" kicker="Say hi (we'll panic, then reply)" title="Contact">
        Booking, press, or just joining the Squad: this is the place.
      </SectionHeader>
      <Layout>
        <Side>
          <ContactCards />
          <CompactChatWidget />
        </Side>
        <NewsletterCard />
      </Layout>
    </Container>
  );
}
