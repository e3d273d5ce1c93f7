// The chat assistant's pure rules: what a message asks, which dates it names, and the local reply.
export * from './text';
export * from './spelling';
export * from './courtesy';
export * from './extras';
export * from './chatAvailability';
export * from './intents';
export * from './parseDates';
export * from './parsePeriods';
export * from './monthListing';
export * from './reply';
export * from './hallQuestions';
export * from './answer';
export * from './inquiryDate';
