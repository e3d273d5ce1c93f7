// @salon/availability: one availability for the whole page (calendar, chat, calculator).
export {};
