import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { Container } from '@ps/shared/ui';
import { ChatWidget } from '../../features/chat-community/chat-widget';
import { CommunityPanel } from '../../features/community-panel/community-panel';
import { SectionHeader } from '../../ui/section-header';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

export function SocialSection() {
  return (
    <Container>
      <SectionHeader id="social-title" kicker="You are not alone" title="The Squad Online">
        Where the Squad's anxious superheroes hang out between shows.
      </SectionHeader>
      <Layout>
        <CommunityPanel />
        <ChatWidget />
      </Layout>
    </Container>
  );
}
