// Small helpers with no subject of their own: Spanish counts that agree with their noun, and promise deadlines.
export * from './spanishText';
export * from './timeout';
