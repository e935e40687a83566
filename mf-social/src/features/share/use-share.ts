import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { platformById } from '@ps/shared/social';
import { toast } from '@ps/shared/ui';
import { socialKeys } from '../../api/social-keys';
import { sendShare, shareErrorMessage, type ShareDraft, type ShareResult } from './send-share';
import { writeClipboard } from './use-copy';

export interface ShareAnswer extends ShareResult {
  /** TikTok's prepared caption went to the clipboard as soon as it came back. */
  tiktokCaptionCopied: boolean;
}

async function copyTikTokCaption(result: ShareResult): Promise<boolean> {
  const tiktok = result.outcomes.find((outcome) => outcome.platform === 'tiktok');
  return tiktok?.kind === 'caption' ? writeClipboard(tiktok.caption) : false;
}

const failedToast = (description: string) => toast({ title: 'Share Failed', description, variant: 'destructive' });

/** Shares, copies TikTok's caption, and says what happened; share counts are read again after. */
export function useShare() {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<ShareAnswer | null>(null);
  const mutation = useMutation({
    mutationFn: sendShare,
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.shareable() }),
  });

  const send = (draft: ShareDraft) => {
    toast({
      title: 'Sharing…',
      description: `Preparing ${draft.content.title} for ${draft.platforms.length} platform(s).`,
    });
    mutation.mutate(draft, {
      onSuccess: async (result) => {
        const tiktokCaptionCopied = await copyTikTokCaption(result);
        setAnswer({ ...result, tiktokCaptionCopied });
        toast({
          title: 'Ready to share',
          description: tiktokCaptionCopied
            ? "TikTok's caption is on your clipboard. Finish each platform below."
            : 'Finish each platform below.',
          variant: 'success',
        });
        if (result.failed) {
          const names = result.failed.platforms.map((platform) => platformById(platform).name).join(', ');
          failedToast(`${names}: ${result.failed.message}`);
        }
      },
      onError: (error) => failedToast(shareErrorMessage(error)),
    });
  };
  return { send, answer, clear: () => setAnswer(null), isPending: mutation.isPending };
}
