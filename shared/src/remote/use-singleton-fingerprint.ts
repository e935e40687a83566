import * as React from 'react';
import { useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UNSAFE_NavigationContext } from '@ps/shared/router';
import { useTheme } from 'styled-components';
import { useCartStore } from '@ps/shared/cart';
import { useConsentStore } from '@ps/shared/consent';
import { instanceId } from './instance-registry';

/** One string per page that must be identical in the host and in every remote. */
export function useSingletonFingerprint(): string {
  const navigation = useContext(UNSAFE_NavigationContext);
  const queryClient = useQueryClient();
  const theme = useTheme();
  return [
    `react=${instanceId(React)}`,
    `router=${instanceId(navigation)}`,
    `query=${instanceId(queryClient)}`,
    `theme=${instanceId(theme)}`,
    `cart=${instanceId(useCartStore)}`,
    `consent=${instanceId(useConsentStore)}`,
  ].join(';');
}
