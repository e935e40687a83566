import type { SignedInAs } from '../test-users';

let answerSessions: ((as: SignedInAs) => void) | undefined;

/**
 * `startMockApi` registers how the session routes answer, so the render helper signs a page in
 * without importing MSW into the many tests that never use it.
 */
export function onSignIn(answer: (as: SignedInAs) => void): void {
  answerSessions = answer;
}

export function answerSessionsFor(as: SignedInAs): void {
  if (!answerSessions) throw new Error(`Signing in as ${as} needs the mock API: call startMockApi() in this file`);
  answerSessions(as);
}
