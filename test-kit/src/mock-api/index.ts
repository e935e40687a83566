export { answer, answerError, typeOnly } from './answer';
export { answerList, askedFor, pageOf, paginationOf } from './answer-list';
export { mockServer } from './mock-server';
export { sessionAnswers, testFan, testStaff, type SignedInAs } from './sessions';
export { startMockApi } from './start-mock-api';
