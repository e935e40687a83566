import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_admin',
  port: 3006,
  exposes: { './routes': './src/routes.tsx' },
});
