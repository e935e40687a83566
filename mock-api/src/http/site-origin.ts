import type { Request } from 'express';
import type { Config } from '../config';

/** The origin absolute URLs start with: PUBLIC_URL when set, else the one the request was made to. */
export function siteOrigin(req: Request, config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** The site's public origin for links that leave the request (e-mails, the log): PUBLIC_URL or localhost. */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
