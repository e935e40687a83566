import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_checkout',
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
  prerender: '/remotes/mf-checkout/',
});
