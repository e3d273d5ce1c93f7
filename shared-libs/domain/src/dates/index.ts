// Calendar dates of the hall: ISO dates and their arithmetic, dates as people type them, and instants read in
// the hall's zone (America/Argentina/Buenos_Aires).
export * from './dates';
export * from './dateText';
export * from './hallTime';
