import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A console write: once it settles, done or refused, every query under `key` is read again.
 * `onSuccess` may put the record the server answered with where its page reads it.
 */
export function useRefreshingMutation<Input, Result>(
  key: QueryKey,
  mutationFn: (input: Input) => Promise<Result>,
  onSuccess?: (answer: Result) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}
