import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({ dir: import.meta.dirname, name: 'shell', port: 3000 });
