import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_social',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
  prerender: '/remotes/mf-social/',
});
