import styled from 'styled-components';
import type { InstagramPost } from '@ps/shared/social';
import { ExternalLink, ModalDialog } from '@ps/shared/widgets';
import { engagementPercent, postAge } from '../../lib/post-rules';

const TITLE_ID = 'social-post-dialog-title';

const Art = styled.img`
  width: 100%;
  height: auto;
  border: 2px solid #000;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const MEDIA_LABELS = { IMAGE: 'Image', VIDEO: 'Video', CAROUSEL_ALBUM: 'Carousel' } as const;

/** The detail overlay of one sample post; focus returns to its card on close. */
export function PostDialog({ post, onClose }: { post: InstagramPost | null; onClose: () => void }) {
  return (
    <ModalDialog open={post !== null} onClose={onClose} labelledBy={TITLE_ID}>
      {post && (
        <>
          <h2 id={TITLE_ID}>Sample post · {postAge(post.timestamp)}</h2>
          <Art src={post.media_url} alt="" width={600} height={600} />
          <p>{post.caption}</p>
          <Facts>
            <dt>Type</dt>
            <dd>{MEDIA_LABELS[post.media_type]}</dd>
            <dt>Likes</dt>
            <dd>{post.like_count.toLocaleString('en-US')}</dd>
            <dt>Comments</dt>
            <dd>{post.comments_count.toLocaleString('en-US')}</dd>
            <dt>Engagement</dt>
            <dd>{engagementPercent(post.like_count, post.comments_count)}%</dd>
            <dt>Hashtags</dt>
            <dd>{post.hashtags.map((tag) => `#${tag}`).join(' ')}</dd>
          </Facts>
          <ExternalLink href={post.permalink} look="outline">
            View on Instagram
          </ExternalLink>
        </>
      )}
    </ModalDialog>
  );
}
