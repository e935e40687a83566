export { answer, answerError, typeOnly, unreachable } from './answer';
export { answerList, askedFor, pageOf, paginationOf } from './answer-list';
export { mockServer } from './mock-server';
export { sessionAnswers } from './sessions';
export { testFan, testStaff, type SignedInAs } from '../test-users';
export { startMockApi } from './start-mock-api';
