import styled from 'styled-components';
import type { InstagramPost } from '@ps/shared/social';
import { Badge } from '@ps/shared/ui';
import { compactNumber, engagementPercent, postAge } from '../../lib/post-rules';

const Card = styled.button`
  display: grid;
  align-content: start;
  min-width: 0;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 0 ${({ theme }) => theme.space(3)};
  overflow: hidden;
  text-align: left;
  color: inherit;
  font: inherit;
  border: 2px solid #000;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 4px 4px 0 #000;
  cursor: pointer;
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    display: block;
  }
  > :not(img) {
    margin-inline: ${({ theme }) => theme.space(3)};
  }
`;

const Caption = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Stats = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

interface PostCardProps {
  post: InstagramPost;
  /** The band's fan figure from the settings: what engagement is a share of. */
  audience: number;
  onOpen: () => void;
}

export function PostCard({ post, audience, onOpen }: PostCardProps) {
  const engagement = engagementPercent(post.like_count, post.comments_count, audience);
  return (
    <Card onClick={onOpen} aria-haspopup="dialog">
      <img src={post.media_url} alt="" width={600} height={600} loading="lazy" />
      <Badges>
        <Badge $tone="neutral">Sample</Badge>
        {post.is_viral && <Badge $tone="panic">Viral</Badge>}
        {post.tiktok_potential && <Badge $tone="info">TikTok potential</Badge>}
      </Badges>
      <Caption>{post.caption}</Caption>
      <Stats>
        <span>{compactNumber(post.like_count)} likes</span>
        <span>{compactNumber(post.comments_count)} comments</span>
        {engagement !== null && <span>{engagement}% engagement</span>}
        <span>{postAge(post.timestamp)}</span>
      </Stats>
    </Card>
  );
}
