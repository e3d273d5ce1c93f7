// The count of new inquiries next to "Consultas" in the staff menu (a query on the status: watchNewInquiryCount).
import { useNewInquiryCount } from './useInquiryInbox';

export function NewInquiriesBadge() {
  const count = useNewInquiryCount();
  if (!count) return null;
  return (
    <span className="bo-badge" data-testid="consultas-nuevas">
      {count}
      <span className="visually-hidden">{count === 1 ? ' nueva' : ' nuevas'}</span>
    </span>
  );
}
