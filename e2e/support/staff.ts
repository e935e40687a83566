/** The first admin, created at start on the e2e server's empty database (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'crew@panicsquad.example', password: 'e2e-crew-password-31', name: 'Admin' };
