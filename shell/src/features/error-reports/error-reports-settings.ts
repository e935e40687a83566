import type { RemotesConfig } from '@ps/shared/schemas';

export type ErrorReportsSettings = NonNullable<RemotesConfig['errorReports']>;

/** Which app's code threw, and its build: the release its source maps were uploaded under. */
export interface ErrorOrigin {
  app: string;
  build: string;
}
