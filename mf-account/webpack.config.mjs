import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_account',
  port: 3005,
  exposes: { './routes': './src/routes.tsx' },
  prerender: '/remotes/mf-account/',
});
