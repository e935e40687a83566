export { createQueryClient, queryDefaults } from './create-query-client';
export { getQueryClient, QueryProvider } from './page-query-client';
export { writeAnswerToQuery } from './write-answer-to-query';
