import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_store',
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
  prerender: '/remotes/mf-store/',
});
