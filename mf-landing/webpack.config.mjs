import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_landing',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
  prerender: '/remotes/mf-landing/',
});
