export const E2E_ADMIN = { email: 'admin@agency.example', password: 'Agency!Admin1' };
