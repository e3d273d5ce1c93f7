// The one region of the Cloud Functions: the functions deploy there (functions/src/index.ts) and the browser
// calls them there (config.ts). Importless, so the functions' build can take it by path.
export const FUNCTIONS_REGION = 'us-central1';
