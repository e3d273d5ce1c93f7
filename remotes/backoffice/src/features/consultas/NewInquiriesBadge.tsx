// The count of new inquiries next to "Consultas" in the staff menu, and on the button that unfolds the menu on a phone
// (a query on the status: watchNewInquiryCount).
import { useNewInquiryCount } from './useInquiryInbox';

export function NewInquiriesBadge({ testId = 'consultas-nuevas' }: { testId?: string }) {
  const count = useNewInquiryCount();
  if (!count) return null;
  return (
    <span className="bo-badge" data-testid={testId}>
      {count}
      <span className="visually-hidden">{count === 1 ? ' nueva' : ' nuevas'}</span>
    </span>
  );
}
