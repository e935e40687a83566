import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { envExample } from '../env-example';

/* npm run env:example: writes .env.example at the repository root from config.ts's schema. */

const target = fileURLToPath(new URL('../../../.env.example', import.meta.url));
writeFileSync(target, envExample());
console.log(`wrote ${target}`);
