import { userErrorMessage } from '@ps/shared/api';
import type { ShareableContent, ShareOutcome, SharePlatform } from '@ps/shared/social';
import { shareContent } from '../../api/share-content';
import { shareToTikTok } from '../../api/share-to-tiktok';

export interface ShareDraft {
  content: ShareableContent;
  platforms: readonly SharePlatform[];
  customCaption?: string;
}

export interface ShareResult {
  /** In the order the fan picked the platforms. */
  outcomes: ShareOutcome[];
  /** TikTok's answer names the picture to upload in the app, on this site. */
  tiktokMediaUrl: string | null;
  /** Platforms whose call failed while the others were recorded. */
  failed: { platforms: SharePlatform[]; message: string } | null;
}

export const shareErrorMessage = (error: unknown): string => userErrorMessage(error, 'Please try again later.');

interface Call {
  platforms: SharePlatform[];
  run: () => Promise<{ outcomes: ShareOutcome[]; mediaUrl?: string }>;
}

/** Spec 2's table gives TikTok its own call; the rest go to /share, so every share is counted once. */
function callsFor({ content, platforms, customCaption }: ShareDraft): Call[] {
  const calls: Call[] = [];
  if (platforms.includes('tiktok')) {
    calls.push({
      platforms: ['tiktok'],
      run: async () => {
        const answer = await shareToTikTok({
          postId: content.id,
          caption: customCaption ?? content.description,
          mediaUrl: content.imageUrl,
        });
        const outcome: ShareOutcome = {
          platform: 'tiktok',
          kind: 'caption',
          caption: answer.caption,
          note: answer.note,
        };
        return { outcomes: [outcome], mediaUrl: answer.mediaUrl };
      },
    });
  }
  const others = platforms.filter((platform) => platform !== 'tiktok');
  if (others.length > 0) {
    calls.push({
      platforms: others,
      run: async () => shareContent({ contentId: content.id, platforms: others, customCaption }),
    });
  }
  return calls;
}

/** Sends both calls; fails only when nothing was recorded, otherwise says which platforms missed out. */
export async function sendShare(draft: ShareDraft): Promise<ShareResult> {
  const calls = callsFor(draft);
  const settled = await Promise.allSettled(calls.map((call) => call.run()));
  const failures = calls.filter((_, index) => settled[index]!.status === 'rejected');
  const firstError = settled.find((result) => result.status === 'rejected')?.reason as unknown;
  if (failures.length > 0 && failures.length === calls.length) throw firstError;

  const answers = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const outcomes = answers.flatMap((answer) => answer.outcomes);
  return {
    outcomes: draft.platforms.flatMap((platform) => outcomes.filter((outcome) => outcome.platform === platform)),
    tiktokMediaUrl: answers.find((answer) => answer.mediaUrl)?.mediaUrl ?? null,
    failed:
      failures.length === 0
        ? null
        : { platforms: failures.flatMap((call) => call.platforms), message: shareErrorMessage(firstError) },
  };
}
