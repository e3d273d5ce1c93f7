// The books: budgets and their statuses, receipts and amounts in words, annulment, the payment plan, the owner's
// dashboard, the client's page of a budget and what its documents say.
export * from './budget';
export * from './budgetStatus';
export * from './budgetList';
export * from './receipt';
export * from './receiptChecks';
export * from './amountInWords';
export * from './annulment';
export * from './paymentPlan';
export * from './dashboard';
export * from './clientBudget';
export * from './clientSituationText';
export * from './documents';
export * from './monthFigures';
