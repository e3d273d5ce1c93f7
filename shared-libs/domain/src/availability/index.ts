// Availability: Google Calendar events, staff bookings, provisional holds and holidays merged into one index; the
// staff agenda and the owner's calendar feed built from them.
export * from './bookings';
export * from './calendarEvents';
export * from './holidays';
export * from './availabilityIndex';
export * from './holds';
export * from './agendaEvents';
export * from './calendarFeed';
