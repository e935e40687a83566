export { answer, answerError } from './answer';
export { answerList, askedFor, pageOf } from './answer-list';
export { mockServer } from './mock-server';
export { sessionAnswers, testFan, testStaff, type SignedInAs } from './sessions';
export { startMockApi } from './start-mock-api';
