import { z } from 'zod';

/** Module Federation names of the remotes, in the order the shell lists them. */
export const remoteNames = ['mf_landing', 'mf_social', 'mf_store', 'mf_checkout', 'mf_account', 'mf_admin'] as const;

export const remoteNameSchema = z.enum(remoteNames);

export type RemoteName = z.infer<typeof remoteNameSchema>;

export const remotesConfigSchema = z.object({
  remotes: z.array(
    z.object({
      name: remoteNameSchema,
      /** URL of the remote's remoteEntry.js, absolute or site-relative. */
      entry: z.string().min(1),
    }),
  ),
  /**
   * Where the browser sends error reports (decision 054): present only when the server has SENTRY_DSN,
   * so the shell loads reporting code only then, and only with the visitor's consent on fan pages.
   */
  errorReports: z.object({ dsn: z.string().min(1), environment: z.string().min(1) }).optional(),
});

export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
