export * from '../modules/users/users.tables.js';
export * from '../modules/auth/auth.tables.js';
export * from '../modules/mail/mail.tables.js';
export * from '../modules/content/content.tables.js';
