// Availability rules: Google Calendar events, staff bookings and holidays merged into one index.
export * from './hallTime';
export * from './calendarEvents';
export * from './holidays';
export * from './availabilityIndex';
