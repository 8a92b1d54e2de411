export * from '../modules/users/users.tables.js';
export * from '../modules/auth/auth.tables.js';
export * from '../modules/mail/mail.tables.js';
export * from '../modules/content/content.tables.js';
export * from '../modules/reference/reference.tables.js';
export * from '../modules/profile/profile.tables.js';
export * from '../modules/notes/notes.tables.js';
export * from '../modules/contact/contact.tables.js';
