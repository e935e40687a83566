import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormCard } from '@ps/shared/form';
import { TWO_FACTOR_MESSAGES } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { staffKeys, useStaffSignOut } from '../../lib/staff-api/staff-session';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * What a member sees instead of the console while an admin requires two-factor they have not
 * set up; the server refuses every other admin call meanwhile.
 */
export function EnrolTwoFactorPage() {
  usePageMeta({ title: 'Set up two-factor', description: 'Two-factor sign-in is required for staff.' });
  const queryClient = useQueryClient();
  const signOut = useStaffSignOut();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  return (
    <FormCard
      title="Set up two-factor"
      intro={TWO_FACTOR_MESSAGES.enrolmentRequired}
      footer={
        <Button $variant="ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </Button>
      }
    >
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => void queryClient.invalidateQueries({ queryKey: staffKeys.session() })}
        />
      ) : (
        <TwoFactorSetup onEnabled={setRecoveryCodes} />
      )}
    </FormCard>
  );
}
