// The staff agenda's rules (/agenda in the back-office).
export * from './agendaEvents';
