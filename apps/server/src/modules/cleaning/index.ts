// The reports module's public face: who a report may be mailed to (the report exports offer the same
// recipients).
export { allowedRecipients } from './cleaning.email.ts';
