// How a visitor asks for a date: the inquiry form and the inbox (consultas), the budget an inquiry turns into, and
// WhatsApp (the hall's number, its links and the messages visitors send).
export * from './inquiry';
export * from './budgetFromInquiry';
export * from './whatsapp';
export * from './whatsappMessages';
export * from './inquiryQuote';
export * from './inbox';
export * from './frontDoor';
