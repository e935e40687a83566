export { createQueryClient, queryDefaults } from './create-query-client';
